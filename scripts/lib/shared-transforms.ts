/**
 * Transforms shared by the bundles one process builds (issue 19, build ratio). The Lingui macro's
 * Babel pass (@rolldown/plugin-babel) is the build's largest JavaScript cost and gives the same
 * output for the same module code whatever the bundle, so its result is kept by module id and
 * code: a module another bundle of this run already transformed is not transformed again (a
 * module whose code differs in this bundle, e.g. a route file split differently, is a new key).
 */
import { createHash } from "node:crypto";
import type { PluginOption } from "vite";

type TransformHandler = (this: unknown, code: string, id: string, ...rest: unknown[]) => Promise<unknown>;

/** The Babel plugin's transform results of this process, by module id and code. */
const babelResults = new Map<string, Promise<unknown>>();

const SHARED = new Set(["@rolldown/plugin-babel"]);

/** `plugins` with the transforms above sharing one cache (the same plugin objects, their transform wrapped once). */
export function shareTransforms<T extends PluginOption[] | undefined>(plugins: T): T {
  for (const plugin of (plugins ?? []).flat(Number.POSITIVE_INFINITY as 1)) {
    if (!plugin || typeof plugin !== "object" || !("name" in plugin) || !SHARED.has(plugin.name)) continue;
    const hook = (plugin as { transform?: unknown }).transform as
      | { handler?: TransformHandler & { shared?: true } }
      | undefined;
    const original = hook?.handler;
    if (!hook || !original || original.shared) continue;
    const shared: TransformHandler & { shared?: true } = function (this: unknown, code, id, ...rest) {
      const key = `${id}\0${createHash("sha256").update(code).digest("base64")}`;
      let result = babelResults.get(key);
      if (!result) {
        result = original.call(this, code, id, ...rest);
        babelResults.set(key, result);
        // a failure is not kept: the next bundle reports it for itself
        result.catch(() => babelResults.delete(key));
      }
      return result;
    };
    shared.shared = true;
    hook.handler = shared;
  }
  return plugins;
}
