/**
 * Transforms shared by the bundles one process builds (issue 19, build ratio). A transform whose
 * output depends only on the module's id and code, whatever the bundle, is kept by id and code: a
 * module another bundle of this run already transformed is not transformed again (a module whose
 * code differs in this bundle is a new key). Shared:
 *  - the Lingui macro's Babel pass (@rolldown/plugin-babel), the build's largest JavaScript cost;
 *  - TanStack Router's code splitting of a route file (Babel as well): the route file's reference
 *    part and its split parts (`?tsr-split=…`) are the same in every bundle that has the route. A
 *    route file whose split needs a shared-bindings module (`?tsr-shared=1`, kept in the plugin
 *    instance's own state) is left to each bundle, as are its split parts;
 *  - Tailwind's stylesheet: its classes come from scanning the project's files (not the bundle's
 *    modules), so every bundle of a run gets the same CSS from the same stylesheet (checked on
 *    the seven bundles: one CSS file content, 2026-11-24).
 */
import { createHash } from "node:crypto";
import type { PluginOption } from "vite";

type TransformHandler = (this: unknown, code: string, id: string, ...rest: unknown[]) => unknown;

/** Each shared transform's results of this process, by plugin, module id and code. */
const results = new Map<string, unknown>();

/** Route files whose split needs a shared-bindings module: neither they nor their parts are shared. */
const withSharedBindings = new Set<string>();

const REFERENCE = "tanstack-router:code-splitter:compile-reference-file";
const VIRTUAL = "tanstack-router:code-splitter:compile-virtual-file";
const TAILWIND = "@tailwindcss/vite:generate:build";
const SHARED = new Set(["@rolldown/plugin-babel", REFERENCE, VIRTUAL, TAILWIND]);

const baseId = (id: string): string => id.split("?")[0] as string;
const codeOf = (result: unknown): string =>
  typeof result === "string" ? result : ((result as { code?: string } | null)?.code ?? "");

function shareable(plugin: string, id: string): boolean {
  return plugin !== VIRTUAL || !withSharedBindings.has(baseId(id));
}

/** Whether a result may be reused by another bundle (a failure or a split with shared bindings may not). */
function keep(plugin: string, id: string, result: unknown): boolean {
  if (plugin === REFERENCE && codeOf(result).includes("tsr-shared")) {
    withSharedBindings.add(baseId(id));
    return false;
  }
  return true;
}

/** Wraps one plugin's transform (once) so that it uses the shared results. */
function share(plugin: unknown): void {
  if (!plugin || typeof plugin !== "object" || !("name" in plugin) || typeof plugin.name !== "string") return;
  const name = plugin.name;
  if (!SHARED.has(name)) return;
  const hook = (plugin as { transform?: unknown }).transform as
    | { handler?: TransformHandler & { shared?: true } }
    | undefined;
  const original = hook?.handler;
  if (!hook || !original || original.shared) return;
  const shared: TransformHandler & { shared?: true } = function (this: unknown, code, id, ...rest) {
    if (!shareable(name, id)) return original.call(this, code, id, ...rest);
    const key = `${name}\0${id}\0${createHash("sha256").update(code).digest("base64")}`;
    if (results.has(key)) return results.get(key);
    const result = original.call(this, code, id, ...rest);
    if (result instanceof Promise) {
      results.set(key, result);
      // a failure is not kept: the next bundle reports it for itself
      result.then(
        (value) => keep(name, id, value) || results.delete(key),
        () => results.delete(key),
      );
    } else if (keep(name, id, result)) results.set(key, result);
    return result;
  };
  shared.shared = true;
  hook.handler = shared;
}

/**
 * `plugins` with the transforms above sharing one cache (the same plugin objects, their transform
 * wrapped once). A plugin given as a promise (@rolldown/plugin-babel's factory returns one) is
 * wrapped when it resolves: before 2026-11-24 such a plugin was skipped, so the Babel pass the
 * comment above names was not shared at all.
 */
export function shareTransforms<T extends PluginOption[] | undefined>(plugins: T): T {
  const walk = (option: PluginOption): PluginOption => {
    if (option instanceof Promise) return option.then((resolved) => walk(resolved as PluginOption));
    if (Array.isArray(option)) return option.map(walk);
    share(option);
    return option;
  };
  return (plugins ? plugins.map(walk) : plugins) as T;
}
