/**
 * The login page's own chunks in one file (issue 19): its route's screen and the logged-out
 * layout, with what they import that only the logged-out pages' screens load (the auth card,
 * the form's validation, the device helpers), were ≈ 7 files of 0.2–2 kB that the login page
 * fetched beside the entry over HTTP/1.1's 6 connections. A module a signed-in page (or anything
 * but a logged-out page's screen) can load stays out, so no signed-in page loads more; the other
 * logged-out pages (they share the layout) load the login screen's few kB with it.
 * What else those screens use beyond the entry (shared with the signed-in pages: the session
 * hooks, the language menu, a router hook) joins the entry's own file, the "boot" group: one file
 * fewer for the login page and for every signed-in first load (which loaded it with the frame).
 * main × ID: the login page's JS 12 files → 6 → 4.
 */
import path from "node:path";
import type { CodeSplittingNameFunction } from "rolldown";
import { type ModuleInfoOf, reachModules as reach } from "./module-graph.ts";
import { usedModules } from "./package-use.ts";

/** The split module (screen and loader) of a route file: the router plugin's `?tsr-split=component…` id. */
const isScreenOf = (id: string, file: string) => /\?tsr-split=component/.test(id) && id.replace(/\?.*$/, "") === file;

/**
 * The modules of the login group: the static graph of the login route's and the logged-out
 * layout's screens, less whatever can load from `entry` without passing through a screen of a
 * route in `publicDir` (the entry's graph, the signed-in frame, every signed-in page).
 */
export function loginGroupModules(
  info: ModuleInfoOf,
  { entry, loginFiles, publicDir }: { entry: string; loginFiles: readonly string[]; publicDir: string },
): Set<string> {
  const dir = `${path.resolve(publicDir)}${path.sep}`;
  const isPublicScreen = (id: string) => /\?tsr-split=component/.test(id) && id.startsWith(dir);
  const elsewhere = reach(info, [entry], (m) => [...m.importedIds, ...m.dynamicallyImportedIds], isPublicScreen);
  const group = new Set<string>();
  for (const id of reach(info, loginScreens(info, { entry, loginFiles }), (m) => m.importedIds))
    if (!elsewhere.has(id)) group.add(id);
  return group;
}

/** The split modules of the login route's and the logged-out layout's screens. */
function loginScreens(
  info: ModuleInfoOf,
  { entry, loginFiles }: { entry: string; loginFiles: readonly string[] },
): string[] {
  const all = reach(info, [entry], (m) => [...m.importedIds, ...m.dynamicallyImportedIds]);
  return [...all].filter((id) => loginFiles.some((file) => isScreenOf(id, path.resolve(file))));
}

/**
 * The chunk of each module the login page loads besides the entry's: "login" for
 * {@link loginGroupModules}; "boot" (the entry's file) for the rest of what its screens use (what a
 * signed-in page loads too: the session hooks and error texts, the language menu, validation
 * patterns, a router hook), which was a "login-shared" file that the login page and a signed-in
 * first load both fetched beside the entry. The packages' modules are those the screens take from
 * a package's index (scripts/lib/package-use.ts), not all it names.
 */
export function loginChunks(info: ModuleInfoOf, options: Parameters<typeof loginGroupModules>[1]): Map<string, string> {
  const own = loginGroupModules(info, options);
  const chunks = new Map<string, string>();
  for (const id of usedModules(info, loginScreens(info, options))) chunks.set(id, own.has(id) ? "login" : "boot");
  return chunks;
}

/** A codeSplitting `name` function for the "login" chunk of {@link loginChunks}. */
export function loginGroup(options: Parameters<typeof loginGroupModules>[1]): CodeSplittingNameFunction {
  let chunks: Map<string, string> | undefined;
  return (id, ctx) => {
    chunks ??= loginChunks((m) => ctx.getModuleInfo(m), options);
    return chunks.get(id) === "login" ? "login" : null;
  };
}

/**
 * A codeSplitting `name` function for the entry's file (issue 19): what the entry uses statically
 * (its static graph, the packages' modules it takes: scripts/lib/package-use.ts, as the bundler's
 * own `$initial` tag had it), the "boot" modules of {@link loginChunks}, and `alsoInEntry`: modules
 * the entry imports lazily that every first load fetches before its first paint anyway (the
 * default language's public catalogue, which src/lib/i18n.ts imports before the first render: a
 * file of 0.7 kB beside the entry, one request more in every page's first wave). Starts from the
 * entry module and the bundle's entries importing it (index.html's proxy module, the preload polyfill).
 */
export function bootGroup(
  options: Parameters<typeof loginGroupModules>[1],
  alsoInEntry: readonly string[] = [],
): CodeSplittingNameFunction {
  let boot: Set<string> | undefined;
  return (id, ctx) => {
    if (alsoInEntry.includes(id)) return "boot";
    if (!boot) {
      const info: ModuleInfoOf = (m) => ctx.getModuleInfo(m);
      const entries = (info(options.entry)?.importers ?? []).filter((m) => info(m)?.isEntry);
      boot = usedModules(info, [options.entry, ...entries]);
      for (const [m, name] of loginChunks(info, options)) if (name === "boot") boot.add(m);
    }
    return boot.has(id) ? "boot" : null;
  };
}
