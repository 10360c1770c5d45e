import path from "node:path";
import type { ModuleInfo } from "rolldown";
import { describe, expect, it } from "vitest";
import { withFirstLoadModules } from "./first-load-chunks.ts";

// Issue 19: the small files every signed-in first load fetches join the frame's chunk; nothing the
// login page can load before its first paint moves, and the frame imports no chunk importing it.
const ROOT = "/repo";
const at = (file: string) => path.join(ROOT, file);
const screen = (file: string) => at(`${file}?tsr-split=component`);
const GRAPH: Record<string, { imports?: string[]; lazy?: string[]; code?: string }> = {
  [at("src/app/main.tsx")]: {
    imports: [at("src/features/session/api.ts"), at("node_modules/query/index.js")],
    code: 'import { QueryClient } from "query";',
    lazy: [screen("src/routes/public/login.tsx"), at("src/routes/app/layout.tsx")],
  },
  // a package's index naming all of its modules (a barrel), of which the entry takes one
  [at("node_modules/query/index.js")]: {
    imports: [at("node_modules/query/use-query.js"), at("node_modules/query/client.js")],
    code: 'import { useQuery } from "./use-query.js";\nimport { QueryClient } from "./client.js";\nexport { useQuery, QueryClient };',
  },
  [at("node_modules/aria/index.js")]: { imports: [at("node_modules/aria/button.js")] },
  [at("src/features/session/api.ts")]: {
    lazy: [at("src/features/session/contracts.ts"), at("node_modules/ky/distribution/index.js")],
  },
  [at("src/features/session/contracts.ts")]: { imports: [at("src/contract/flags.ts")] },
  [at("node_modules/ky/distribution/index.js")]: { imports: [at("node_modules/ky/distribution/core.js")] },
  [screen("src/routes/public/login.tsx")]: {
    imports: [at("src/components/ui/styles.ts"), at("node_modules/aria/index.js")],
  },
  // the signed-in pages load through the frame's layout
  [at("src/routes/app/layout.tsx")]: {
    imports: [at("src/app/frame.tsx")],
    lazy: [
      screen("src/routes/app/cash.tsx"),
      screen("src/routes/app/invoices.tsx"),
      screen("src/routes/app/cards.tsx"),
      screen("src/routes/app/home.tsx"),
      screen("src/routes/app/payouts.tsx"),
    ],
  },
  [at("src/app/frame.tsx")]: {
    imports: [
      at("src/contract/user.ts"),
      at("node_modules/aria/button.js"),
      at("node_modules/menu/index.js"),
      at("node_modules/query/index.js"),
    ],
    code: 'import { useQuery } from "query";',
  },
  [screen("src/routes/app/cash.tsx")]: {
    imports: [
      at("src/app/route-module.tsx"),
      at("src/components/ui/status-pill.tsx"),
      at("src/features/balances/screens.tsx"),
      at("src/components/ui/resource-list.tsx"),
      at("src/contract/areas.ts"),
      at("src/components/ui/states.tsx"),
      at("src/contract/balance-summary.ts"),
      at("src/features/balances/api.ts"),
    ],
  },
  [screen("src/routes/app/invoices.tsx")]: {
    imports: [
      at("src/app/route-module.tsx"),
      at("src/components/ui/status-pill.tsx"),
      at("src/components/ui/resource-list.tsx"),
      at("src/contract/areas.ts"),
      at("src/components/ui/states.tsx"),
    ],
  },
  [screen("src/routes/app/cards.tsx")]: {
    imports: [
      at("src/app/route-module.tsx"),
      at("src/components/ui/status-pill.tsx"),
      at("src/contract/balance-summary.ts"),
      at("src/features/balances/api.ts"),
    ],
  },
  [screen("src/routes/app/payouts.tsx")]: { imports: [at("src/app/route-module.tsx")] },
  // shared by two pages of five (fewer than half); only signed-in pages load them
  [at("src/contract/balance-summary.ts")]: { imports: [at("src/domain/areas.ts")] },
  [at("src/features/balances/api.ts")]: { imports: [at("src/components/ui/resource-list.tsx")] },
  [screen("src/routes/app/home.tsx")]: { imports: [at("src/app/route-module.tsx")] },
  [at("src/components/ui/resource-list.tsx")]: { imports: [at("src/components/ui/table-cell.tsx")] },
  [at("src/contract/areas.ts")]: { imports: [at("src/domain/areas.ts")] },
  [at("src/components/ui/states.tsx")]: { imports: [at("src/components/ui/styles.ts")] },
};
const info = (id: string) =>
  ({
    id,
    importedIds: GRAPH[id]?.imports ?? [],
    dynamicallyImportedIds: GRAPH[id]?.lazy ?? [],
    code: GRAPH[id]?.code ?? null,
  }) as unknown as ModuleInfo;
const FRAME = new Map([
  [at("src/routes/app/layout.tsx"), "frame"],
  [at("src/app/frame.tsx"), "frame"],
  [at("src/domain/areas.ts"), "frame"],
  [at("src/contract/user.ts"), "frame"],
]);
const chunks = withFirstLoadModules(info, FRAME, {
  root: ROOT,
  entry: at("src/app/main.tsx"),
  isLoginRoot: (id) => id.replace(/\?.*$/, "") === at("src/routes/public/login.tsx"),
  landingFile: "src/routes/app/cash.tsx",
});
const of = (file: string) => chunks.get(at(file));

describe("the first load's small files in the frame's chunk", () => {
  it("keep the frame's groups as they were", () => {
    for (const [id, name] of FRAME) expect(chunks.get(id)).toBe(name);
  });

  it("add the guard's contracts, which every signed-in first load imports lazily, not ky (asked for after the first paint when answers are kept)", () => {
    expect(of("src/features/session/contracts.ts")).toBe("frame");
    expect(of("src/contract/flags.ts")).toBe("frame");
    expect(of("node_modules/ky/distribution/index.js")).toBeUndefined();
    expect(of("node_modules/ky/distribution/core.js")).toBeUndefined();
  });

  it("add an npm package only the frame imports", () => {
    expect(of("node_modules/menu/index.js")).toBe("frame");
  });

  it("add what the landing page's screen shares with at least half of the pages, not its own modules nor the kit", () => {
    expect(of("src/app/route-module.tsx")).toBe("frame");
    expect(of("src/components/ui/status-pill.tsx")).toBe("frame");
    expect(of("src/features/balances/screens.tsx")).toBeUndefined();
    expect(of("src/components/ui/resource-list.tsx")).toBeUndefined();
    expect(of("src/components/ui/table-cell.tsx")).toBeUndefined();
    expect(screen("src/routes/app/cash.tsx") in Object.fromEntries(chunks)).toBe(false);
  });

  it("never move what the login page or the entry can load", () => {
    expect(of("src/components/ui/styles.ts")).toBeUndefined();
    // a package module the login page may use: the whole package when its index cannot be read
    expect(of("node_modules/aria/button.js")).toBeUndefined();
    // the module the entry takes from a package's index, and the index itself
    expect(of("node_modules/query/client.js")).toBeUndefined();
    expect(of("node_modules/query/index.js")).toBeUndefined();
  });

  it("add a package module the frame uses that the login page's code does not take from the package's index", () => {
    expect(of("node_modules/query/use-query.js")).toBe("frame");
    expect(of("src/features/session/api.ts")).toBeUndefined();
  });

  it("put in the frame what the landing page shares with another page and only signed-in pages load", () => {
    expect(of("src/contract/balance-summary.ts")).toBe("frame");
    // it imports the list kit, which rides in chunks of its own: the frame would import one
    expect(of("src/features/balances/api.ts")).toBeUndefined();
  });

  it("leave out a module importing one of the project's that stays in another chunk, so the frame imports no chunk importing it", () => {
    // what it imports is in the frame: it may join
    expect(of("src/contract/areas.ts")).toBe("frame");
    // it imports the login page's styles (the login page's chunk, which a logged-out page's chunk importing the frame may be)
    expect(of("src/components/ui/states.tsx")).toBeUndefined();
  });
});
