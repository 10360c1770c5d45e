/**
 * A cycle of static imports between a build's chunks (issue 19, checked by scripts/verify-bundles.ts).
 * The codeSplitting groups of scripts/lib/vite-config.ts move modules between chunks ("boot",
 * "frame", "login"); a chunk that statically imports a chunk importing it back evaluates one of
 * them before what it imports (a module of the former "frame-shared" chunk importing one of the
 * frame's ran before it: the page never rendered). Rolldown builds such a graph without a warning.
 */

/** The first cycle of static imports among `chunks` (Vite's manifest: key → its `imports`), as keys, or null. */
export function chunkImportCycle(chunks: Readonly<Record<string, { imports?: readonly string[] }>>): string[] | null {
  const state = new Map<string, "open" | "done">();
  const path: string[] = [];
  const visit = (key: string): string[] | null => {
    state.set(key, "open");
    path.push(key);
    for (const next of chunks[key]?.imports ?? []) {
      if (state.get(next) === "open") return [...path.slice(path.indexOf(next)), next];
      if (!state.has(next) && chunks[next]) {
        const found = visit(next);
        if (found) return found;
      }
    }
    path.pop();
    state.set(key, "done");
    return null;
  };
  for (const key of Object.keys(chunks)) {
    if (state.has(key)) continue;
    const found = visit(key);
    if (found) return found;
  }
  return null;
}
