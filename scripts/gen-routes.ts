/**
 * Writes `src/routeTree.gen.ts` with every page of every section: the tree the type-checker
 * and Vitest see. Brand bundles generate their own trees under `.cache/route-trees/`.
 */
import path from "node:path";
import { Generator, getConfig } from "@tanstack/router-generator";
import { PAGE_ROUTES, virtualRouteTree } from "../src/app/route-table.ts";
import { ROOT } from "./lib/brands.ts";

export async function generateAllPagesTree(): Promise<string> {
  const generatedRouteTree = path.join(ROOT, "src/routeTree.gen.ts");
  const config = getConfig(
    {
      target: "react",
      routesDirectory: path.join(ROOT, "src/routes"),
      generatedRouteTree,
      virtualRouteConfig: virtualRouteTree({ pages: new Set(PAGE_ROUTES.map((r) => r.page)), registerRoute: true }),
      disableLogging: true,
    },
    ROOT,
  );
  await new Generator({ config, root: ROOT }).run();
  return generatedRouteTree;
}

if (import.meta.main) {
  const file = await generateAllPagesTree();
  console.log(`route tree (every page) → ${path.relative(ROOT, file)}`);
}
