/**
 * Import direction and cycles (DESIGN.md "Let tooling hold the architecture"):
 *   domain ← contract ← lib, components/ui ← features/<area> ← app, routes
 * A layer imports only layers to its left (and itself); a feature never imports another
 * feature; domain and contract stay free of React, ky, Lingui runtime and the router;
 * the sandbox shares only contract and domain with the app. No import cycles in src/.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./lib/brands.ts";

export type Layer = "domain" | "contract" | "lib" | "ui" | "feature" | "app" | "routes" | "sandbox" | "other";

export function layerOf(file: string): Layer {
  const rel = path.relative(ROOT, file).split(path.sep).join("/");
  if (rel.startsWith("src/domain/")) return "domain";
  if (rel.startsWith("src/contract/")) return "contract";
  if (rel.startsWith("src/lib/")) return "lib";
  if (rel.startsWith("src/components/")) return "ui";
  if (rel.startsWith("src/features/")) return "feature";
  if (rel.startsWith("src/app/")) return "app";
  if (rel.startsWith("src/routes/") || rel === "src/routeTree.gen.ts") return "routes";
  if (rel.startsWith("sandbox/")) return "sandbox";
  return "other";
}

const MAY_IMPORT: Record<Layer, readonly Layer[]> = {
  domain: ["domain"],
  contract: ["contract", "domain"],
  lib: ["lib", "contract", "domain"],
  ui: ["ui", "lib", "domain"],
  feature: ["feature", "ui", "lib", "contract", "domain"],
  app: ["app", "feature", "ui", "lib", "contract", "domain", "routes"],
  routes: ["routes", "app", "feature", "ui", "lib", "contract", "domain"],
  sandbox: ["sandbox", "contract", "domain"],
  other: ["other", "domain", "contract", "lib", "ui", "feature", "app", "routes", "sandbox"],
};

/** Packages a pure layer must not use at run time (type-only imports are fine). */
const IMPURE_PACKAGES = /^(react|react-dom|ky|jotai|@lingui\/(core|react)$|@tanstack\/|react-aria|virtual:brand)/;

export function featureOf(file: string): string | null {
  const match = /src\/features\/([^/]+)\//.exec(file.split(path.sep).join("/"));
  return match?.[1] ?? null;
}

export interface ImportRef {
  specifier: string;
  typeOnly: boolean;
}

export function importsOf(source: string): ImportRef[] {
  const refs: ImportRef[] = [];
  const re =
    /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^"'`;]*?\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
  for (const m of source.matchAll(re)) {
    const specifier = m[3] ?? m[4];
    if (specifier) refs.push({ specifier, typeOnly: Boolean(m[2]) });
  }
  return refs;
}

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".") && !specifier.startsWith("@/")) return null;
  const base = specifier.startsWith("@/")
    ? path.join(ROOT, "src", specifier.slice(2))
    : path.resolve(path.dirname(from), specifier);
  const stripped = base.replace(/\?.*$/, "");
  for (const candidate of [
    stripped,
    `${stripped}.ts`,
    `${stripped}.tsx`,
    path.join(stripped, "index.ts"),
    path.join(stripped, "index.tsx"),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

export function checkImport(from: string, ref: ImportRef, target: string | null): string | null {
  const fromLayer = layerOf(from);
  if (target === null) {
    if ((fromLayer === "domain" || fromLayer === "contract") && !ref.typeOnly && IMPURE_PACKAGES.test(ref.specifier)) {
      return `${fromLayer} must stay pure: it imports "${ref.specifier}"`;
    }
    return null;
  }
  if (!/\.tsx?$/.test(target)) return null; // styles, catalogues and images are not layers
  const toLayer = layerOf(target);
  if (!MAY_IMPORT[fromLayer].includes(toLayer)) return `${fromLayer} may not import ${toLayer} ("${ref.specifier}")`;
  const fromFeature = featureOf(from);
  const toFeature = featureOf(target);
  if (fromFeature && toFeature && fromFeature !== toFeature) {
    return `feature "${fromFeature}" may not import feature "${toFeature}" ("${ref.specifier}")`;
  }
  return null;
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return d.name === "node_modules" ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(d.name) && !/\.(test|stories)\.tsx?$/.test(d.name) ? [full] : [];
  });
}

/** Cycles among runtime (non-type) imports, each as a list of files. */
export function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, "visiting" | "done">();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, "visiting");
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === "visiting") cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, "done");
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

export function checkArchitecture(roots = ["src", "sandbox"].map((d) => path.join(ROOT, d))): string[] {
  const problems: string[] = [];
  const graph = new Map<string, string[]>();
  for (const file of roots.flatMap(sourceFiles)) {
    const edges: string[] = [];
    for (const ref of importsOf(readFileSync(file, "utf8"))) {
      const target = resolve(file, ref.specifier);
      const problem = checkImport(file, ref, target);
      if (problem) problems.push(`${path.relative(ROOT, file)}: ${problem}`);
      if (target && !ref.typeOnly && target.startsWith(path.join(ROOT, "src"))) edges.push(target);
    }
    graph.set(file, edges);
  }
  for (const cycle of findCycles(graph)) {
    problems.push(`import cycle: ${cycle.map((f) => path.relative(ROOT, f)).join(" → ")}`);
  }
  return problems;
}

if (import.meta.main) {
  const problems = checkArchitecture();
  if (problems.length > 0) {
    console.error(`architecture: ${problems.length} problem(s)`);
    for (const p of problems) console.error(`  ${p}`);
    process.exit(1);
  }
  console.log("architecture: import directions and cycles ok");
}
