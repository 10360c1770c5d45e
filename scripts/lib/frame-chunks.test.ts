import { readFileSync } from "node:fs";
import path from "node:path";
import type { ModuleInfo } from "rolldown";
import { describe, expect, it } from "vitest";
import { ROOT } from "./brands.ts";
import { signedInCatalogueChunk } from "./catalogue-scopes.ts";
import { importsOf, loggedOutGraph } from "./logged-out-graph.ts";
import { signedInChunks } from "./vite-config.ts";

// Issue 19: what a signed-in first load needs goes in one "frame" chunk (with what another
// logged-out page may also load lazily: that page loads the frame's file), never what the login
// page loads.
const at = (file: string) => path.join(ROOT, file);
const TREE = at(".cache/route-trees/x.gen.ts");
const GRAPH: Record<string, { imports?: string[]; lazy?: string[] }> = {
  [at("src/app/main.tsx")]: {
    imports: [at("src/app/router.tsx")],
    lazy: [
      TREE,
      at("src/routes/public/login.tsx?tsr-split=component"),
      at("src/routes/public/register.tsx?tsr-split=component"),
      at("src/routes/catch-all.tsx?tsr-split=component"),
    ],
  },
  [at("src/app/router.tsx")]: { imports: [at("src/routes/catch-all.tsx"), at("node_modules/pkg/index.js")] },
  [at("src/routes/catch-all.tsx")]: { imports: [at("src/domain/redirects.ts")] },
  [at("src/routes/catch-all.tsx?tsr-split=component")]: { imports: [at("src/app/dashboard-frame.tsx")] },
  [TREE]: { imports: [at("src/routes/app/layout.tsx"), at("src/routes/app/home.tsx")] },
  [at("src/routes/app/layout.tsx")]: { imports: [at("src/features/session/guards.ts")] },
  [at("src/routes/app/home.tsx")]: {
    imports: [at("src/features/home/search.ts")],
    lazy: [at("src/routes/app/home.tsx?tsr-split=component")],
  },
  [at("src/routes/app/home.tsx?tsr-split=component")]: { imports: [at("src/features/home/screen.tsx")] },
  [at("src/app/dashboard-frame.tsx")]: {
    imports: [at("src/components/ui/icons.tsx"), at("src/lib/session/hooks.ts"), at("node_modules/pkg/hook.js")],
  },
  [at("src/routes/public/login.tsx?tsr-split=component")]: { imports: [at("src/lib/session/hooks.ts")] },
  [at("src/routes/public/register.tsx?tsr-split=component")]: { imports: [at("src/components/ui/icons.tsx")] },
  [at("node_modules/pkg/index.js")]: { imports: [at("node_modules/pkg/hook.js")] },
};
const info = (id: string) =>
  id in GRAPH
    ? ({
        id,
        importedIds: GRAPH[id]?.imports ?? [],
        dynamicallyImportedIds: GRAPH[id]?.lazy ?? [],
      } as unknown as ModuleInfo)
    : ({ id, importedIds: [], dynamicallyImportedIds: [] } as unknown as ModuleInfo);

describe("the signed-in frame's chunks", () => {
  const chunks = signedInChunks(info, TREE);
  const of = (file: string) => chunks.get(at(file));

  it("hold the whole route tree, its guards and search schemas, and the frame", () => {
    expect(chunks.get(TREE)).toBe("frame");
    expect(of("src/routes/app/layout.tsx")).toBe("frame");
    expect(of("src/features/session/guards.ts")).toBe("frame");
    expect(of("src/features/home/search.ts")).toBe("frame");
    expect(of("src/app/dashboard-frame.tsx")).toBe("frame");
  });

  it("leave out the pages' own chunks and what the entry loads", () => {
    expect(of("src/routes/app/home.tsx?tsr-split=component")).toBeUndefined();
    expect(of("src/features/home/screen.tsx")).toBeUndefined();
    expect(of("src/routes/catch-all.tsx")).toBeUndefined();
    expect(of("src/domain/redirects.ts")).toBeUndefined();
  });

  it("put what another logged-out page loads lazily in the frame too, and leave out what the login page loads", () => {
    expect(of("src/components/ui/icons.tsx")).toBe("frame");
    expect(of("src/lib/session/hooks.ts")).toBeUndefined();
    // an npm package's modules: its index re-exports them all, so the graph cannot tell who uses which
    expect(of("node_modules/pkg/hook.js")).toBeUndefined();
  });
});

describe("the login page's roots", () => {
  // vite-config.ts LOGIN_ROOTS leaves out the root route's toast area (it loads with the first
  // toast): that holds while no logged-out page raises a toast
  it("leave out the toast area: no file a logged-out page loads imports the toast queue but the root", () => {
    const queue = "src/components/ui/toast.tsx";
    const raising = [...loggedOutGraph().loggedOut].filter(
      (file) =>
        file !== "src/routes/__root.tsx" &&
        file !== "src/components/ui/toaster.tsx" &&
        importsOf(readFileSync(path.join(ROOT, file), "utf8"), file).static.includes(queue),
    );
    expect(raising).toEqual([]);
  });
});

describe("the signed-in catalogues' chunk", () => {
  it("holds a language's frame messages, route table and landing page's messages, no other part", () => {
    expect(signedInCatalogueChunk("\0virtual:messages/en/app")).toBe("app-en");
    expect(signedInCatalogueChunk("\0virtual:route-catalogues/en")).toBe("app-en");
    expect(signedInCatalogueChunk("\0virtual:messages/id/app")).toBe("app-id");
    expect(signedInCatalogueChunk("\0virtual:messages/en/landing")).toBe("app-en");
    expect(signedInCatalogueChunk("\0virtual:messages/id/landing")).toBe("app-id");
    expect(signedInCatalogueChunk("\0virtual:messages/en/kit")).toBeNull();
    expect(signedInCatalogueChunk("\0virtual:messages/en/app-lazy")).toBeNull();
    expect(signedInCatalogueChunk("\0virtual:messages/en/public")).toBeNull();
    expect(signedInCatalogueChunk("\0virtual:messages/en/area/accept")).toBeNull();
  });
});
