/** Walking the bundler's module graph (the codeSplitting groups of issue 19: the frame's, the login page's). */
import type { ModuleInfo } from "rolldown";

export type ModuleInfoOf = (id: string) => ModuleInfo | null;

/** The modules reached from `starts` by `follow`, not entering those `stop` accepts. */
export function reachModules(
  info: ModuleInfoOf,
  starts: readonly string[],
  follow: (m: ModuleInfo) => readonly string[],
  stop: (id: string) => boolean = () => false,
): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id) || stop(id)) continue;
    const m = info(id);
    if (!m) continue;
    seen.add(id);
    queue.push(...follow(m));
  }
  return seen;
}
