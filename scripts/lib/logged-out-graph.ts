/**
 * Which source files the logged-out pages use (issue 19, the login page's catalogue), read from
 * the import statements of `src/` (a light scan, no bundler):
 *  - `start`: what the entry and the login page import statically (the entry chunk, the root,
 *    the logged-out layout and the login route with their static imports);
 *  - `loggedOut`: that, plus every logged-out route file and what any of these files imports,
 *    statically or with `import()` (e.g. the root's toast region, loaded with the first toast).
 * The signed-in pages' route tree (`routeTree.gen`, which the catch-all loads) and the catch-all
 * route (whose component is the signed-in frame) are not followed.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./brands.ts";

export interface LoggedOutGraph {
  start: ReadonlySet<string>;
  loggedOut: ReadonlySet<string>;
}

const START_ROOTS = [
  "src/app/main.tsx",
  "src/routes/__root.tsx",
  "src/routes/index.tsx",
  "src/routes/public/layout.tsx",
  "src/routes/public/login.tsx",
];
const PUBLIC_ROUTES = "src/routes/public";
/** Not followed: every signed-in page's routes, and the catch-all's signed-in frame. */
const STOP = /(^|\/)routeTree\.gen(\.ts)?$|^src\/routes\/catch-all\.tsx$/;

const STATIC_IMPORT = /(?:^|[\n;])\s*(?:import|export)\s+(?!type[\s{])(?:[^;'"]*?\bfrom\s*)?["']([^"']+)["']/g;
/** An `import("…")` of a module by a literal specifier (the specifier is the first group). */
export const DYNAMIC_IMPORT = /(?<!typeof\s)\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** The file (from the project root) an import specifier names, or null (a package, a virtual module). */
export function resolveImport(from: string, specifier: string, root = ROOT): string | null {
  let base: string;
  if (specifier.startsWith("./") || specifier.startsWith("../")) base = path.join(path.dirname(from), specifier);
  else if (specifier.startsWith("@/")) base = path.join("src", specifier.slice(2));
  else return null;
  base = base.replace(/\?.*$/, "");
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.(ts|tsx|js|jsx)$/.test(candidate) && existsSync(path.join(root, candidate)))
      return candidate.split(path.sep).join("/");
  }
  return null;
}

/** The files `file` imports: `static` with import/export … from, `dynamic` with import(). */
export function importsOf(source: string, file: string, root = ROOT): { static: string[]; dynamic: string[] } {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  const resolve = (pattern: RegExp) =>
    [...code.matchAll(pattern)].flatMap((m) => resolveImport(file, m[1] as string, root) ?? []);
  return { static: resolve(STATIC_IMPORT), dynamic: resolve(DYNAMIC_IMPORT) };
}

function closure(roots: readonly string[], followDynamic: boolean, root: string): Set<string> {
  const seen = new Set<string>();
  const queue = roots.filter((file) => existsSync(path.join(root, file)));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file) || STOP.test(file)) continue;
    seen.add(file);
    const found = importsOf(readFileSync(path.join(root, file), "utf8"), file, root);
    queue.push(...found.static, ...(followDynamic ? found.dynamic : []));
  }
  return seen;
}

export function loggedOutGraph(root = ROOT): LoggedOutGraph {
  const start = closure(START_ROOTS, false, root);
  const publicRoutes = readdirSync(path.join(root, PUBLIC_ROUTES))
    .filter((name) => /\.tsx?$/.test(name) && !/\.(test|stories)\./.test(name))
    .map((name) => `${PUBLIC_ROUTES}/${name}`);
  const loggedOut = closure([...START_ROOTS, ...publicRoutes], true, root);
  return { start, loggedOut };
}
