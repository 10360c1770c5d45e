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
 * And for a signed-in first load, a list in `<meta name="signed-in-modulepreload">` that the boot
 * script (src/app/theme-boot.js, in <head>, before the entry) turns into modulepreload links when
 * a session is stored: the HTTP client (ky), which the first API request imports only once the
 * entry has run, one more round trip before the guard's requests leave (src/app/early-start.ts
 * starts them, the layout's chunks and the frame's messages as soon as the entry runs). Not the
 * layout's chunks themselves: listed here they compete with the entry's own dozens of files for
 * the connections (measured in Chromium: the entry and config.json arrived later). The login page
 * (no stored session) fetches none of it.
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

/** What a signed-in first load needs before the entry could ask for it: the HTTP client. */
const SIGNED_IN_FACADES = [/[\\/]node_modules[\\/]ky[\\/]/];

/** The boot script's tag in the built index.html (scripts/lib/vite-config.ts emits it as theme-boot-<hash>.js). */
const BOOT_SCRIPT = /<script src="[^"]*theme-boot-[^"]*"><\/script>/;

/** The files of a signed-in first load to preload (see above), entry's own chunks left out. */
export function signedInPreloads(bundle: OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
  const entry = chunks.find((c) => c.isEntry);
  const already = entry ? loadedWith(bundle, entry.fileName) : new Set<string>();
  const files = new Set<string>();
  for (const facade of SIGNED_IN_FACADES) {
    const chunk = chunks.find((c) => c.facadeModuleId !== null && facade.test(c.facadeModuleId));
    if (chunk) for (const file of loadedWith(bundle, chunk.fileName)) if (!already.has(file)) files.add(file);
  }
  return [...files];
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
          // before the boot script, which reads it while the head is parsed
          const signedIn = signedInPreloads(bundle).map((file) => `${base}${file}`);
          const meta = `<meta name="signed-in-modulepreload" content="${signedIn.join(" ")}" />`;
          html.source = source
            .replace(BOOT_SCRIPT, (script) => (signedIn.length > 0 ? `${meta}\n    ${script}` : script))
            .replace("</head>", `  ${links.join("\n    ")}\n  </head>`);
        },
      },
    },
  ];
}
