/**
 * The login page's own chunks in one file (issue 19): its route's screen and the logged-out
 * layout, with what they import that only the logged-out pages' screens load (the auth card,
 * the form's validation, the device helpers), were ≈ 7 files of 0.2–2 kB that the login page
 * fetched beside the entry over HTTP/1.1's 6 connections. A module a signed-in page (or anything
 * but a logged-out page's screen) can load stays out, so no signed-in page loads more; the other
 * logged-out pages (they share the layout) load the login screen's few kB with it.
 * What else those screens import beyond the entry (shared with the signed-in pages) is one
 * "login-shared" file. main × ID: the login page's JS 12 files → 6.
 */
import path from "node:path";
import type { CodeSplittingNameFunction } from "rolldown";
import { type ModuleInfoOf, reachModules as reach } from "./module-graph.ts";

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
 * The chunk of each module the login page loads besides the entry: "login" for
 * {@link loginGroupModules}; "login-shared" for the rest of its screens' static graph (what a
 * signed-in page loads too: the session hooks and error texts, the language menu, validation
 * patterns), one file instead of ≈ 4 that the login page and a signed-in first load both fetch.
 */
export function loginChunks(info: ModuleInfoOf, options: Parameters<typeof loginGroupModules>[1]): Map<string, string> {
  const own = loginGroupModules(info, options);
  const initial = reach(info, [options.entry], (m) => m.importedIds);
  const chunks = new Map<string, string>();
  for (const id of reach(info, loginScreens(info, options), (m) => m.importedIds))
    if (own.has(id)) chunks.set(id, "login");
    else if (!initial.has(id)) chunks.set(id, "login-shared");
  return chunks;
}

/** A codeSplitting `name` function for {@link loginChunks}. */
export function loginGroup(options: Parameters<typeof loginGroupModules>[1]): CodeSplittingNameFunction {
  let chunks: Map<string, string> | undefined;
  return (id, ctx) => {
    chunks ??= loginChunks((m) => ctx.getModuleInfo(m), options);
    return chunks.get(id) ?? null;
  };
}
