import path from "node:path";
import type { ModuleInfo, OutputBundle } from "rolldown";
import { describe, expect, it } from "vitest";
import { bundleTarget, loadBrand, ROOT } from "./brands.ts";
import { landingPages, landingRoutes, landingRoutesSource } from "./landing-routes.ts";
import { routesPreloads } from "./preload-hints.ts";
import { signedInChunks } from "./vite-config.ts";

// Issue 19: a signed-in first load starts with the routes of the pages `/` may lead to (spec 000
// §2 "Root behaviour"), not the whole tree; the whole tree is a chunk of its own.
const target = (brand: string) => bundleTarget(loadBrand(brand), "ID");

describe("the landing pages of a bundle", () => {
  it("are the brand's landing page, and home or the escrow balance when the business excludes transactions", () => {
    expect(landingPages(target("main"))).toEqual(["home"]);
    expect(landingPages(target("sister"))).toEqual(["cash"]);
    expect(landingPages(target("escrow"))).toEqual(["escrow-balance"]);
    // the sister brand leads to home when the business excludes transactions, in a bundle with home
    const sister = target("sister");
    expect(landingPages({ ...sister, pages: new Set([...sister.pages, "home"]) })).toEqual(["cash", "home"]);
  });

  it("are left out when the bundle does not have the page", () => {
    const main = target("main");
    expect(landingPages({ ...main, pages: new Set([...main.pages].filter((p) => p !== "home")) })).toEqual([]);
  });
});

describe("the landing routes module", () => {
  const source = landingRoutesSource(landingRoutes(["cash", "home"]));
  const imported = [...source.matchAll(/from "([^"]+)"/g)].map((m) => path.relative(ROOT, m[1] ?? ""));

  it("imports the root route, the layout and the landing pages' main routes, and no other route", () => {
    expect(imported).toEqual([
      "src/app/attach-routes.ts",
      "src/routes/__root.tsx",
      "src/routes/app/layout.tsx",
      "src/routes/app/home.tsx",
      "src/routes/app/cash.tsx",
    ]);
  });

  it("attaches each page under its layout and the layout under the root, with the generated tree's ids and paths", () => {
    expect(source).toContain("attachRoutes(root, [");
    expect(source).toContain(
      '{ route: layout0, id: "/_app", children: [{ route: page0, id: "/home", path: "/home" }, { route: page1, id: "/cash", path: "/cash" }] }',
    );
  });
});

describe("the signed-in chunks with a landing routes module", () => {
  const at = (file: string) => path.join(ROOT, file);
  const TREE = at(".cache/route-trees/x.gen.ts");
  const LANDING = at(".cache/route-trees/x.landing.ts");
  const GRAPH: Record<string, { imports?: string[]; lazy?: string[] }> = {
    [at("src/app/main.tsx")]: { imports: [at("src/app/full-route-tree.ts")] },
    [at("src/app/full-route-tree.ts")]: { lazy: [TREE, LANDING] },
    [LANDING]: { imports: [at("src/routes/app/layout.tsx"), at("src/routes/app/home.tsx")] },
    [TREE]: {
      imports: [at("src/routes/app/layout.tsx"), at("src/routes/app/home.tsx"), at("src/routes/app/invoices.tsx")],
    },
    [at("src/routes/app/layout.tsx")]: { imports: [at("src/features/session/guards.ts")] },
    [at("src/routes/app/home.tsx")]: {
      imports: [at("src/features/home/search.ts")],
      lazy: [at("src/routes/app/home.tsx?tsr-split=component")],
    },
    [at("src/routes/app/home.tsx?tsr-split=component")]: { imports: [at("src/domain/areas.ts")] },
    [at("src/routes/app/invoices.tsx")]: {
      imports: [at("src/features/accept/lists.ts"), at("src/domain/areas.ts")],
      lazy: [at("src/routes/app/invoices.tsx?tsr-split=component")],
    },
  };
  const info = (id: string) =>
    ({
      id,
      importedIds: GRAPH[id]?.imports ?? [],
      dynamicallyImportedIds: GRAPH[id]?.lazy ?? [],
    }) as unknown as ModuleInfo;
  const chunks = signedInChunks(info, TREE, LANDING);
  const of = (file: string) => chunks.get(at(file));

  it("put the landing routes, their layout and search schemas in the frame", () => {
    expect(chunks.get(LANDING)).toBe("frame");
    expect(of("src/routes/app/layout.tsx")).toBe("frame");
    expect(of("src/features/session/guards.ts")).toBe("frame");
    expect(of("src/routes/app/home.tsx")).toBe("frame");
    expect(of("src/features/home/search.ts")).toBe("frame");
  });

  it("put the whole tree and the other routes in one routes chunk, less what a landing page loads", () => {
    expect(chunks.get(TREE)).toBe("routes");
    expect(of("src/routes/app/invoices.tsx")).toBe("routes");
    expect(of("src/features/accept/lists.ts")).toBe("routes");
    // the home page's screen imports it too: in "routes", the landing page would fetch the whole tree
    expect(of("src/domain/areas.ts")).toBeUndefined();
    expect(of("src/routes/app/invoices.tsx?tsr-split=component")).toBeUndefined();
  });
});

describe("the whole tree's preload (another page's first load)", () => {
  const chunk = (fileName: string, imports: string[], name: string, moduleIds: string[] = [], isEntry = false) => ({
    type: "chunk" as const,
    fileName,
    facadeModuleId: isEntry ? "/app/src/app/main.tsx" : null,
    imports,
    name,
    moduleIds,
    isEntry,
  });
  const bundle = {
    "index.js": chunk("index.js", [], "index", [], true),
    "frame.js": chunk("frame.js", ["index.js"], "frame"),
    "routes-a.js": chunk("routes-a.js", ["index.js", "frame.js", "search.js"], "routes", ["/x/.cache/t.gen.ts"]),
    "routes-b.js": chunk("routes-b.js", ["index.js"], "routes", ["/x/src/routes/index.tsx"]),
    "search.js": chunk("search.js", [], "search"),
  } as unknown as OutputBundle;

  it("is the whole tree's chunk and what it imports, less the entry's and the frame's files", () => {
    expect(routesPreloads(bundle)).toEqual(["routes-a.js", "search.js"]);
  });
});
