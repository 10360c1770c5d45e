/** Issue 19: the login page's own chunks in one file, nothing a signed-in page loads among them. */
import type { ModuleInfo } from "rolldown";
import { describe, expect, it } from "vitest";
import { bootGroup, loginChunks, loginGroupModules } from "./login-chunks.ts";

// a module graph: static imports and dynamic imports per module id
const graph: Record<string, { imports?: string[]; dynamic?: string[] }> = {
  "/r/src/app/main.tsx": { imports: ["/r/src/tree.ts", "/r/src/lib/router.ts"] },
  "/r/src/tree.ts": {
    imports: [
      "/r/src/routes/public/login.tsx",
      "/r/src/routes/public/register.tsx",
      "/r/src/routes/public/layout.tsx",
      "/r/src/routes/app/home.tsx",
    ],
  },
  "/r/src/routes/public/login.tsx": { dynamic: ["/r/src/routes/public/login.tsx?tsr-split=component---loader"] },
  "/r/src/routes/public/register.tsx": { dynamic: ["/r/src/routes/public/register.tsx?tsr-split=component---loader"] },
  "/r/src/routes/public/layout.tsx": { dynamic: ["/r/src/routes/public/layout.tsx?tsr-split=component---loader"] },
  "/r/src/routes/app/home.tsx": { dynamic: ["/r/src/routes/app/home.tsx?tsr-split=component---loader"] },
  "/r/src/routes/public/login.tsx?tsr-split=component---loader": {
    imports: ["/r/src/auth/login-form.tsx", "/r/src/auth/card.tsx", "/r/src/lib/hooks.ts", "/r/src/lib/router.ts"],
  },
  "/r/src/routes/public/register.tsx?tsr-split=component---loader": { imports: ["/r/src/auth/card.tsx"] },
  "/r/src/routes/public/layout.tsx?tsr-split=component---loader": { imports: ["/r/src/app/language-select.tsx"] },
  "/r/src/routes/app/home.tsx?tsr-split=component---loader": {
    imports: ["/r/src/lib/hooks.ts", "/r/src/app/language-select.tsx"],
  },
  "/r/src/auth/login-form.tsx": { imports: ["/r/src/auth/validation.ts"] },
  "/r/src/auth/validation.ts": {},
  "/r/src/auth/card.tsx": {},
  "/r/src/lib/hooks.ts": {},
  "/r/src/lib/router.ts": {},
  "/r/src/app/language-select.tsx": {},
};
const info = (id: string) =>
  graph[id]
    ? ({
        id,
        importedIds: graph[id].imports ?? [],
        dynamicallyImportedIds: graph[id].dynamic ?? [],
      } as unknown as ModuleInfo)
    : null;

const options = {
  entry: "/r/src/app/main.tsx",
  loginFiles: ["/r/src/routes/public/login.tsx", "/r/src/routes/public/layout.tsx"],
  publicDir: "/r/src/routes/public",
};

describe("the login group", () => {
  it("holds the login and layout screens and what only logged-out screens import, not the entry's nor a signed-in page's modules", () => {
    const group = loginGroupModules(info, options);
    expect([...group].sort()).toEqual([
      "/r/src/auth/card.tsx",
      "/r/src/auth/login-form.tsx",
      "/r/src/auth/validation.ts",
      "/r/src/routes/public/layout.tsx?tsr-split=component---loader",
      "/r/src/routes/public/login.tsx?tsr-split=component---loader",
    ]);
  });
});

describe("the login page's chunks", () => {
  it("put what its screens share with a signed-in page in the entry's file ('boot'), a signed-in page's own modules in none", () => {
    const chunks = loginChunks(info, options);
    expect(chunks.get("/r/src/routes/public/login.tsx?tsr-split=component---loader")).toBe("login");
    expect(chunks.get("/r/src/auth/card.tsx")).toBe("login");
    expect(chunks.get("/r/src/lib/hooks.ts")).toBe("boot");
    expect(chunks.get("/r/src/app/language-select.tsx")).toBe("boot");
    // the entry's own module stays in the entry's file
    expect(chunks.get("/r/src/lib/router.ts")).not.toBe("login");
    expect(chunks.has("/r/src/routes/app/home.tsx?tsr-split=component---loader")).toBe(false);
    expect([...chunks.values()].filter((name) => name === "login")).toHaveLength(loginGroupModules(info, options).size);
  });
});

describe("the entry's file", () => {
  it("holds the entry's static graph and what the login page's screens share with a signed-in page", () => {
    const name = bootGroup(options);
    const ctx = { getModuleInfo: info } as unknown as Parameters<typeof name>[1];
    for (const id of [
      "/r/src/app/main.tsx",
      "/r/src/lib/router.ts",
      "/r/src/lib/hooks.ts",
      "/r/src/app/language-select.tsx",
    ])
      expect(name(id, ctx)).toBe("boot");
    for (const id of ["/r/src/auth/card.tsx", "/r/src/routes/app/home.tsx?tsr-split=component---loader"])
      expect(name(id, ctx)).toBeNull();
  });

  it("also holds the modules named to ride in it (the default language's public catalogue), not others", () => {
    const name = bootGroup(options, ["\0virtual:messages/en/public"]);
    const ctx = { getModuleInfo: info } as unknown as Parameters<typeof name>[1];
    expect(name("\0virtual:messages/en/public", ctx)).toBe("boot");
    expect(name("\0virtual:messages/id/public", ctx)).toBeNull();
    expect(name("/r/src/app/main.tsx", ctx)).toBe("boot");
  });
});
