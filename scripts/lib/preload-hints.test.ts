import type { OutputBundle } from "rolldown";
import { describe, expect, it } from "vitest";
import { loadedWith, preloadLinks } from "./preload-hints.ts";

// Issue 19: index.html asks for the catalogue and config.json with the entry, not after it.
const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = []) => ({
  type: "chunk" as const,
  fileName,
  facadeModuleId,
  imports,
});
const bundle = {
  "assets/index-a.js": chunk("assets/index-a.js", "/app/src/app/main.tsx", ["assets/runtime-r.js"]),
  "assets/runtime-r.js": chunk("assets/runtime-r.js", null),
  "assets/public-en.js": chunk("assets/public-en.js", "\0virtual:messages/en/public", ["assets/runtime-r.js"]),
  "assets/public-id.js": chunk("assets/public-id.js", "\0virtual:messages/id/public"),
  "assets/app-en.js": chunk("assets/app-en.js", "\0virtual:messages/en/app"),
} as unknown as OutputBundle;

describe("preload links of index.html", () => {
  it("preload the default language's public catalogue with its imports, and config.json beside index.html", () => {
    expect(preloadLinks(bundle, "en", "/base/")).toEqual([
      '<link rel="modulepreload" crossorigin href="/base/assets/public-en.js" />',
      '<link rel="modulepreload" crossorigin href="/base/assets/runtime-r.js" />',
      '<link rel="preload" href="/base/config.json" as="fetch" crossorigin="anonymous" />',
    ]);
  });

  it("leave out other languages and the logged-in catalogue", () => {
    const links = preloadLinks(bundle, "id").join("\n");
    expect(links).toContain("/assets/public-id.js");
    expect(links).not.toContain("public-en");
    expect(links).not.toContain("app-en");
  });
});

describe("chunks loaded with a chunk", () => {
  it("are the chunk and its static imports, transitively, not the chunks it imports lazily", () => {
    expect([...loadedWith(bundle, "assets/public-en.js")].sort()).toEqual([
      "assets/public-en.js",
      "assets/runtime-r.js",
    ]);
    expect(loadedWith(bundle, "assets/index-a.js").has("assets/public-en.js")).toBe(false);
  });
});
