/**
 * Which source files the signed-in pages show messages from (issue 19, the signed-in catalogue
 * parts of scripts/lib/catalogue-scopes.ts), read from the import statements of `src/` (the light
 * scan of scripts/lib/logged-out-graph.ts, no bundler), statically and with `import()` (a dialog a
 * page opens later shows its messages too, and they must be there when it does):
 *  - `frame`: what the signed-in frame imports (the logged-in and bare layouts, the catch-all),
 *    page routes not followed; `frameStatic`, what it imports statically (its first paint): their
 *    messages load with every signed-in page (the `app` part), the rest's with the frame's `import()`
 *    of them (the `app-lazy` part);
 *  - `kit`: the list kit (src/lib/lists/, the kit's list, table, export, saved-views and detail
 *    files in src/components/ui/) and what it imports, less the frame's files: its messages load
 *    with the pages that use it (the `kit` part); `kitStatic`, the part of it a page reaches with
 *    static imports (its first paint): the rest (the export form, the saved views' popover and
 *    dialogs, the column menu) loads on use with an `import()`, and its messages with it (the
 *    `kit-lazy` part);
 *  - `routes`: each page's route file with the files it reaches without passing through the frame's
 *    static files or the kit (their messages load with that page's areas), those of them it imports
 *    statically (`firstPaint`), and whether it reaches the kit.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { ALL_PAGE_ROUTES } from "../../src/app/route-table.ts";
import { ROOT } from "./brands.ts";
import { importsOf } from "./logged-out-graph.ts";

export interface SignedInRoute {
  /** The files the page reaches outside the frame and the kit. */
  reach: ReadonlySet<string>;
  /** Whether the page reaches the list kit. */
  kit: boolean;
  /** The part of `reach` its route file imports statically (its first paint); the rest loads on use (a dialog's body). */
  firstPaint?: ReadonlySet<string>;
  /** The feature areas whose messages the page loads (`areasOf` its route file's source). */
  areas: readonly string[];
}

export interface SignedInGraph {
  frame: ReadonlySet<string>;
  /** The part of `frame` it imports statically; the rest loads with an `import()` (when absent: all of it). */
  frameStatic?: ReadonlySet<string>;
  kit: ReadonlySet<string>;
  /** The part of `kit` a page imports statically; the rest loads with an `import()` (when absent: all of it). */
  kitStatic?: ReadonlySet<string>;
  /** By route file, from the project root (`src/routes/app/cash.tsx`). */
  routes: ReadonlyMap<string, SignedInRoute>;
}

const FRAME_ROOTS = ["src/routes/app/layout.tsx", "src/routes/bare/layout.tsx", "src/routes/catch-all.tsx"];
/** The list kit's own files (docs/kit.md); what they import rides with them unless the frame has it. */
const KIT = [/^src\/lib\/lists\//, /^src\/components\/ui\/(resource-|detail-page|export-|saved-views|table|list-)/];
/** Another route (each page is its own root) or a generated route tree: never followed. */
const ROUTE = /^src\/routes\/|(^|\/)routeTree\.gen(\.ts)?$/;

/**
 * A file's imports, static and `import()`, kept by path with its modification time and size: the
 * bundles one process builds (the matrix) read each file once (issue 19, build ratio).
 */
const scanned = new Map<string, { mtimeMs: number; size: number; imports: string[]; statically: string[] }>();

function scannedImports(absolute: string, file: string, root: string): { imports: string[]; statically: string[] } {
  if (!existsSync(absolute)) return { imports: [], statically: [] };
  const { mtimeMs, size } = statSync(absolute);
  const known = scanned.get(absolute);
  if (known?.mtimeMs === mtimeMs && known.size === size) return known;
  const both = importsOf(readFileSync(absolute, "utf8"), file, root);
  const found = { mtimeMs, size, imports: [...both.static, ...both.dynamic], statically: both.static };
  scanned.set(absolute, found);
  return found;
}

/** The files `file` (from the project root) imports statically. */
export const staticImportsOf = (file: string, root = ROOT): string[] =>
  scannedImports(path.join(root, file), file, root).statically;

export const isKitFile = (file: string): boolean => KIT.some((pattern) => pattern.test(file));

export function signedInGraph(
  areasOf: (routeSource: string) => string[],
  routeFiles: readonly string[] = ALL_PAGE_ROUTES.map((r) => `src/routes/${r.file}`),
  root = ROOT,
): SignedInGraph {
  const imports = new Map<string, { imports: string[]; statically: string[] }>();
  const importsOfFile = (file: string, statically = false): string[] => {
    let found = imports.get(file);
    if (!found) {
      found = scannedImports(path.join(root, file), file, root);
      imports.set(file, found);
    }
    return statically ? found.statically : found.imports;
  };
  /** `roots` and what they import (`next`: with `import()` too), not entering a file `stop` names (reported to `stopped`). */
  const walk = (
    roots: readonly string[],
    stop: (file: string) => boolean,
    stopped?: (file: string) => void,
    next: (file: string) => string[] = (file) => importsOfFile(file),
  ) => {
    const seen = new Set<string>();
    const queue = [...roots];
    while (queue.length > 0) {
      const file = queue.pop() as string;
      if (seen.has(file)) continue;
      if (!roots.includes(file) && stop(file)) {
        stopped?.(file);
        continue;
      }
      seen.add(file);
      queue.push(...next(file));
    }
    return seen;
  };
  const frame = walk(FRAME_ROOTS, (file) => ROUTE.test(file));
  const frameStatic = walk(
    FRAME_ROOTS,
    (file) => ROUTE.test(file),
    undefined,
    (file) => importsOfFile(file, true),
  );
  // a page's (or the kit's) files: a file the frame loads on demand is entered only by a static
  // import (an import() of it brings the app-lazy part, scripts/lib/catalogue-scopes.ts), and from
  // it only static imports are followed, for the same reason
  const lazyFrame = (file: string) => frame.has(file) && !frameStatic.has(file);
  const pageImports = (file: string): string[] => {
    const statically = importsOfFile(file, true);
    if (lazyFrame(file)) return statically;
    return [...statically, ...importsOfFile(file).filter((f) => !lazyFrame(f) || statically.includes(f))];
  };
  const kitRoots = new Set<string>();
  const routes = new Map<string, SignedInRoute>();
  for (const routeFile of routeFiles) {
    let kit = false;
    const reach = walk(
      [routeFile],
      (file) => ROUTE.test(file) || frameStatic.has(file) || isKitFile(file),
      (file) => {
        if (!frameStatic.has(file) && isKitFile(file)) {
          kit = true;
          kitRoots.add(file);
        }
      },
      pageImports,
    );
    const firstPaint = walk(
      [routeFile],
      (file) => ROUTE.test(file) || frameStatic.has(file) || isKitFile(file),
      undefined,
      (file) => importsOfFile(file, true),
    );
    routes.set(routeFile, { reach, kit, firstPaint, areas: areasOf(readFileSync(path.join(root, routeFile), "utf8")) });
  }
  const kit = walk([...kitRoots], (file) => ROUTE.test(file) || frameStatic.has(file), undefined, pageImports);
  // what a page's first paint imports of the kit: its route file's static graph (past the frame's)
  const pagesStatically = walk(
    routeFiles,
    (file) => ROUTE.test(file) || frameStatic.has(file),
    undefined,
    (file) => importsOfFile(file, true),
  );
  const kitStatic = new Set([...kit].filter((file) => pagesStatically.has(file)));
  return { frame, frameStatic, kit, kitStatic, routes };
}
