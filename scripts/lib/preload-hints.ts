/**
 * Preload hints in the built index.html (issue 19): what every first load needs and only learns
 * after the entry has run, requested with the entry instead of after it:
 *   - the default language's public catalogue (`<link rel="modulepreload">`, with the chunks it
 *     imports), which src/lib/i18n.ts imports before the first render;
 *   - the runtime configuration (`<link rel="preload" as="fetch">` of config.json beside
 *     index.html), which src/app/main.tsx fetches (Chromium hands the preloaded answer to that
 *     `fetch`, `cache: "no-store"` included: one request).
 * Both are same-origin, so the CSP (scripts/lib/csp.ts: script-src and connect-src 'self') allows
 * them; no inline script is added.
 * And the other way round: each lazy import carries the list of chunks to preload with it (Vite's
 * `__vite__mapDeps`, ~130 route files × loader and component in the entry, ≈ 6 kB gzip of the
 * login's JS); the chunks its importer has already loaded (the importer's static imports) are left
 * out of that list, since preloading them does nothing.
 */
import type { OutputBundle } from "rolldown";
import type { Plugin } from "vite";

/** The `<link>` tags for a bundle: the catalogue chunk of `language` (and its imports) and config.json. */
export function preloadLinks(bundle: OutputBundle, language: string, base = "/"): string[] {
  const facade = `\0virtual:messages/${language}/public`;
  const catalogue = Object.values(bundle).find((c) => c.type === "chunk" && c.facadeModuleId === facade);
  const files: string[] = [];
  const add = (file: string) => {
    if (files.includes(file)) return;
    files.push(file);
    const chunk = bundle[file];
    if (chunk?.type === "chunk") for (const imported of chunk.imports) add(imported);
  };
  if (catalogue?.type === "chunk") add(catalogue.fileName);
  return [
    ...files.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}" />`),
    `<link rel="preload" href="${base}config.json" as="fetch" crossorigin="anonymous" />`,
  ];
}

/** The chunks loaded whenever `file` runs: itself and its static imports, transitively. */
export function loadedWith(bundle: OutputBundle, file: string): Set<string> {
  const loaded = new Set<string>();
  const visit = (name: string) => {
    if (loaded.has(name)) return;
    loaded.add(name);
    const chunk = bundle[name];
    if (chunk?.type === "chunk") for (const imported of chunk.imports) visit(imported);
  };
  visit(file);
  return loaded;
}

/** Vite's preload lists without the chunks the importing chunk has already loaded. */
function trimPreloadListsPlugin(): Plugin {
  let bundle: OutputBundle | undefined;
  const loaded = new Map<string, Set<string>>();
  return {
    name: "dashboard-trim-preload-lists",
    apply: "build",
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (_file, deps, { hostId, hostType }) => {
            if (hostType !== "js" || !bundle) return deps;
            let already = loaded.get(hostId);
            if (!already) {
              already = loadedWith(bundle, hostId);
              loaded.set(hostId, already);
            }
            return deps.filter((dep) => !already.has(dep));
          },
        },
      },
    }),
    // before Vite writes the lists (its import analysis runs in the normal order of this hook)
    generateBundle: {
      order: "pre",
      handler(_options, output) {
        bundle = output;
        loaded.clear();
      },
    },
  };
}

/** Adds the preload links to index.html, after the tags Vite already put in its head; trims the lazy imports' preload lists. */
export function preloadHintsPlugin({ language, base = "/" }: { language: string; base?: string }): Plugin[] {
  return [
    trimPreloadListsPlugin(),
    {
      name: "dashboard-preload-hints",
      apply: "build",
      generateBundle: {
        order: "post",
        handler(_options, bundle) {
          const html = bundle["index.html"];
          if (html?.type !== "asset") return;
          const source = String(html.source);
          const links = preloadLinks(bundle, language, base).filter(
            // a chunk Vite already preloads (the entry's imports) is not asked for twice
            (link) => !source.includes(`href="${/href="([^"]+)"/.exec(link)?.[1]}"`),
          );
          html.source = source.replace("</head>", `  ${links.join("\n    ")}\n  </head>`);
        },
      },
    },
  ];
}
