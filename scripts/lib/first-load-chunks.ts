/**
 * The small files of a signed-in first load in one (issue 19). Besides the entry and the frame's
 * chunks, a signed-in first load fetched ≈ 10 files of 0.1–1 kB gzip that every such load needs
 * (the guard's contracts, ky, the route module wrapper, the styles and states every page uses):
 * gzip has no dictionary shared across files, so each compressed worse apart than together, and
 * each was a request of its own. This adds them to the "frame" chunk, which every signed-in load
 * fetches anyway:
 *  - what the frame's chunks import statically and the bundler left out of them (they hold only
 *    the project's own modules);
 *  - what the lazily loaded modules every signed-in first load fetches import (`firstLoad`: the
 *    guard's contracts; not the HTTP client's ky, which a first load with the last visit's answers
 *    kept asks for only after its first paint, scripts/lib/preload-hints.ts httpClientPreloads);
 *  - what the landing page's screen imports that at least half of the signed-in pages' screens
 *    import too (what most pages share: a deep link to another page loads little it does not use),
 *    not entering the list kit (its files have their own chunks);
 *  - what else the landing page's screen shares with another page and no logged-out page can load
 *    (main: the balance summary's contract, 0.4 kB gzip), which was a file of its own: the other
 *    pages load those few hundred bytes with the frame.
 * The frame may not import a chunk that imports it (logged-out pages' chunks import it): a module
 * importing one of the project's modules that stays in another chunk stays out.
 * Never what the login page can load before its first paint: the entry's static graph, the login
 * roots' own modules, and the npm packages' modules those use. A package's index names all of its
 * modules, so the graph alone says the login page reaches every one; scripts/lib/package-use.ts
 * reads which names the importers take from it (the login page takes react-query's `useMutation`,
 * the frame its `useQuery`: the query hooks and their observer ride in the frame's file).
 */
import path from "node:path";
import { type ModuleInfoOf, reachModules } from "./module-graph.ts";
import { usedModules } from "./package-use.ts";
import { isKitFile } from "./signed-in-graph.ts";

export interface FirstLoadOptions {
  root: string;
  entry: string;
  /** The login page's roots (its route, the logged-out layout, the root route, the toast area). */
  isLoginRoot: (id: string) => boolean;
  /** The lazily loaded modules every signed-in first load fetches before its first paint (default {@link FIRST_LOAD_IMPORTS}). */
  isFirstLoadImport?: (id: string) => boolean;
  /** The landing page's route file (from the project root: `src/routes/app/cash.tsx`), if any. */
  landingFile?: string | undefined;
}

/**
 * What every signed-in first load imports lazily before its first paint: the guard's contracts
 * (src/features/session/api.ts `sessionContracts`); the login page loads them only once the form
 * is sent. Not ky (src/lib/http/client.ts loads it with the first request): with the last visit's
 * answers kept, the first request leaves after the first paint, so ky is a file of its own.
 */
export const FIRST_LOAD_IMPORTS: readonly string[] = ["src/features/session/contracts.ts"];

const SCREEN = /\?tsr-split=component/;
const PAGE_DIR = /^src\/routes\/(app|bare)\//;
const PACKAGE = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/;

/** The npm package of a module id, or null for the project's own. */
export const packageOf = (id: string): string | null => PACKAGE.exec(id)?.[1]?.replace(/\\/g, "/") ?? null;

/**
 * `chunks` (the frame's groups: module id → chunk name) with the modules of a signed-in first load
 * that the bundler would put in small files of their own added to "frame".
 */
export function withFirstLoadModules(
  info: ModuleInfoOf,
  chunks: ReadonlyMap<string, string>,
  options: FirstLoadOptions,
): Map<string, string> {
  const { root, entry } = options;
  const source = (id: string) => path.relative(root, id.replace(/\?.*$/, "")).split(path.sep).join("/");
  const isOwn = (id: string) => id.startsWith(`${root}${path.sep}`) && packageOf(id) === null;
  const statically = (m: { importedIds: readonly string[] }) => m.importedIds;
  const everything = reachModules(info, [entry], (m) => [...m.importedIds, ...m.dynamicallyImportedIds]);
  const initial = reachModules(info, [entry], statically);
  const loginRoots = [...everything].filter(options.isLoginRoot);
  const loginOwn = reachModules(info, loginRoots, (m) => m.importedIds.filter(isOwn));
  // the packages' modules the entry's or the login page's static graph uses (scripts/lib/package-use.ts:
  // a package's index names them all, but the login page takes only some of its exports)
  const loginUses = usedModules(info, [entry, ...loginRoots]);
  const movable = (id: string) => {
    if (id.startsWith("\0") || chunks.has(id)) return false;
    if (packageOf(id)) return !loginUses.has(id);
    if (initial.has(id) || loginOwn.has(id)) return false;
    return isOwn(id) && !isKitFile(source(id));
  };
  const candidates = new Set<string>();
  const add = (ids: Iterable<string>) => {
    for (const id of ids) if (movable(id)) candidates.add(id);
  };
  const frame = [...chunks].filter(([, name]) => name === "frame").map(([id]) => id);
  // (the packages' modules they use, not every module a package's index names)
  add(usedModules(info, frame));
  const isFirstLoadImport =
    options.isFirstLoadImport ?? ((id: string) => packageOf(id) === null && FIRST_LOAD_IMPORTS.includes(source(id)));
  add(usedModules(info, [...everything].filter(isFirstLoadImport)));
  if (options.landingFile) {
    const isScreen = (id: string) => SCREEN.test(id) && PAGE_DIR.test(source(id));
    const pages = [...everything].filter(isScreen);
    const landing = pages.filter((id) => source(id) === options.landingFile);
    // not entering the list kit: its modules ride in its own chunks
    const reach = (starts: string[]) =>
      reachModules(info, starts, statically, (id) => isOwn(id) && isKitFile(source(id)));
    const uses = new Map<string, number>();
    for (const page of pages) for (const id of reach([page])) uses.set(id, (uses.get(id) ?? 0) + 1);
    const landingUses = usedModules(info, landing);
    const landingModules = [...reach(landing)].filter(
      (id) => !isScreen(id) && movable(id) && (packageOf(id) === null || landingUses.has(id)),
    );
    add(landingModules.filter((id) => (uses.get(id) ?? 0) * 2 >= pages.length));
    // the rest it shares with another page (else it rides in the landing page's own chunk) and no
    // logged-out page can load: in the frame (a few hundred bytes more for the other pages)
    const loggedOut = reachModules(
      info,
      [entry],
      (m) => [...m.importedIds, ...m.dynamicallyImportedIds],
      (id) => chunks.get(id) === "frame" || chunks.get(id) === "routes",
    );
    for (const id of landingModules) if ((uses.get(id) ?? 0) >= 2 && !loggedOut.has(id)) add([id]);
  }
  // the frame must import no chunk that imports it (a logged-out page's chunk importing the frame,
  // or the frame's own page chunks: a cycle of chunks evaluates a module before what it imports): a
  // candidate importing one of the project's modules that stays in another chunk stays out too,
  // until none does
  const inFrame = (id: string) =>
    initial.has(id) || packageOf(id) !== null || chunks.get(id) === "frame" || candidates.has(id);
  keepWhileImportsStay(info, candidates, inFrame);
  const result = new Map(chunks);
  for (const id of candidates) result.set(id, "frame");
  return result;
}

/**
 * Drops from `candidates` every module that imports one `allowed` refuses, again until none does
 * (a module dropped may be what another candidate's import relied on): what is left imports only
 * what the chunk may import.
 */
function keepWhileImportsStay(info: ModuleInfoOf, candidates: Set<string>, allowed: (id: string) => boolean): void {
  for (let changed = true; changed; ) {
    changed = false;
    for (const id of candidates)
      if (!(info(id)?.importedIds ?? []).every(allowed)) {
        candidates.delete(id);
        changed = true;
      }
  }
}
