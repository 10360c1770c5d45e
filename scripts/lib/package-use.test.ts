import path from "node:path";
import type { ModuleInfo } from "rolldown";
import { describe, expect, it } from "vitest";
import { usedModules } from "./package-use.ts";

// Issue 19: which modules of a package a page uses, when the package's index names them all.
const at = (file: string) => path.join("/repo", file);
const pkg = (file: string) => at(`node_modules/${file}`);
const MODULES: Record<string, { code: string; imports?: string[] }> = {
  [at("src/login.tsx")]: {
    code: 'import { useMutation, QueryClient as Client } from "@q/react";\nexport const x = 1;',
    imports: [pkg("@q/react/index.js")],
  },
  [at("src/frame.tsx")]: {
    code: 'import * as q from "@q/react";\nexport const y = q;',
    imports: [pkg("@q/react/index.js")],
  },
  [pkg("@q/react/index.js")]: {
    code: [
      '"use client";',
      'import { useMutation } from "./useMutation.js";',
      'import { useQuery } from "./useQuery.js";',
      'export * from "@q/core";',
      "// src/index.ts",
      "export { useMutation, useQuery };",
    ].join("\n"),
    imports: [pkg("@q/react/useMutation.js"), pkg("@q/react/useQuery.js"), pkg("@q/core/index.js")],
  },
  [pkg("@q/react/useMutation.js")]: {
    code: 'import { MutationObserver } from "@q/core";\nfunction useMutation() { return MutationObserver; }\nexport { useMutation };',
    imports: [pkg("@q/core/index.js")],
  },
  [pkg("@q/react/useQuery.js")]: {
    code: 'import { QueryObserver } from "@q/core";\nfunction useQuery() { return QueryObserver; }\nexport { useQuery };',
    imports: [pkg("@q/core/index.js")],
  },
  [pkg("@q/core/index.js")]: {
    code: [
      'import { QueryClient } from "./queryClient.js";',
      'import { QueryObserver } from "./queryObserver.js";',
      'export { MutationObserver } from "./mutationObserver.js";',
      "export { QueryClient, QueryObserver };",
    ].join("\n"),
    imports: [pkg("@q/core/queryClient.js"), pkg("@q/core/queryObserver.js"), pkg("@q/core/mutationObserver.js")],
  },
  [pkg("@q/core/queryClient.js")]: { code: "export class QueryClient {}" },
  [pkg("@q/core/queryObserver.js")]: { code: "export class QueryObserver {}" },
  [pkg("@q/core/mutationObserver.js")]: { code: "export class MutationObserver {}" },
};
const info = (id: string) =>
  id in MODULES
    ? ({
        id,
        code: MODULES[id]?.code ?? null,
        importedIds: MODULES[id]?.imports ?? [],
        dynamicallyImportedIds: [],
      } as unknown as ModuleInfo)
    : null;

describe("the package modules a page uses", () => {
  it("follow a package's index only for the names taken from it, through its re-exports", () => {
    const used = usedModules(info, [at("src/login.tsx")]);
    expect(used.has(pkg("@q/react/useMutation.js"))).toBe(true);
    expect(used.has(pkg("@q/core/mutationObserver.js"))).toBe(true);
    // `QueryClient as Client`, through `export * from "@q/core"`
    expect(used.has(pkg("@q/core/queryClient.js"))).toBe(true);
    expect(used.has(pkg("@q/react/useQuery.js"))).toBe(false);
    expect(used.has(pkg("@q/core/queryObserver.js"))).toBe(false);
  });

  it("follow the whole index when a module takes all of it (a namespace import)", () => {
    const used = usedModules(info, [at("src/frame.tsx")]);
    expect(used.has(pkg("@q/react/useQuery.js"))).toBe(true);
    expect(used.has(pkg("@q/core/queryObserver.js"))).toBe(true);
  });
});
