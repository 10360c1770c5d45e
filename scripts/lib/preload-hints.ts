/**
 * Preload hints in the built index.html (issue 19): what every first load needs and only learns
 * after the entry has run, requested with the entry instead of after it:
 *   - the default language's public catalogue (`<link rel="modulepreload">`, with the chunks it
 *     imports), which src/lib/i18n.ts imports before the first render, when it is a file of its
 *     own (a bundle's build puts it in the entry's file: scripts/lib/login-chunks.ts bootGroup);
 *   - the runtime configuration (`<link rel="preload" as="fetch">` of config.json beside
 *     index.html), which src/app/main.tsx fetches (Chromium hands the preloaded answer to that
 *     `fetch`, `cache: "no-store"` included: one request).
 * Both are same-origin, so the CSP (scripts/lib/csp.ts: script-src and connect-src 'self') allows
 * them; no inline script is added.
 * And for a signed-in first load, a list in `<meta name="signed-in-modulepreload">` that the boot
 * script (src/app/theme-boot.js, last in <head>, after the entry's tag and the links above, so
 * those are asked for first) turns into modulepreload links when a session is stored: the
 * session's contracts, which the guard's first requests import once the entry has run
 * (src/app/early-start.ts starts them), the signed-in frame's chunk (the whole route tree,
 * guards and frame: one file since the "frame" group of scripts/lib/vite-config.ts; as ≈ 45 files
 * they competed with the entry's for the connections) and the signed-in catalogue; in
 * `<meta name="http-client-modulepreload">` the HTTP client (ky), asked for only when no answers
 * are kept from the last visit (else the first request leaves after the first paint); and in
 * `<meta name="landing-modulepreload">`, on `/` and the landing page's path only, that page's
 * route chunk and messages; in `<meta name="page-modulepreload">` a module listing every other
 * page's first-paint files, imported on a deep link to one of them only ({@link pagePreloads}).
 * The login page (no stored session) fetches none of it.
 */

import { createHash } from "node:crypto";
import path from "node:path";
import type { OutputBundle } from "rolldown";
import type { Plugin } from "vite";
import { bootScriptTag } from "./boot-script.ts";
import { ROOT } from "./brands.ts";
import { partModuleId, publicCatalogueId, routeCataloguesId } from "./catalogue-scopes.ts";
import { SPRITE_FILE } from "./icon-sprite.ts";
import { onUseFiles, onUsePreloads } from "./on-use-preloads.ts";

/** The `<link>` tags for a bundle: the catalogue chunk of `language` (and its imports) and config.json. */
export function preloadLinks(bundle: OutputBundle, language: string, base = "/"): string[] {
  const facade = publicCatalogueId(language);
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

/**
 * What a signed-in first load needs before the entry could ask for it: the session's contracts
 * (when they load lazily) and the signed-in frame's chunk (its route tree, guards and frame, one
 * file since issue 19's "frame" group in scripts/lib/vite-config.ts).
 */
const SIGNED_IN_FACADES = [/[\\/]src[\\/]features[\\/]session[\\/]contracts\.ts$/];
/** The HTTP client's package (src/lib/http/client.ts imports it with the first request). */
const HTTP_CLIENT_FACADE = /[\\/]node_modules[\\/]ky[\\/]/;
const SIGNED_IN_CHUNK_NAMES = ["frame"];

/** The login page's route files (from the project root): its route and the logged-out layout. */
export const LOGIN_ROUTE_FILES = ["src/routes/public/login.tsx", "src/routes/public/layout.tsx"];
/** Where a visitor with no stored session lands on the login page: `/` leads there (spec 000 §2 Root). */
export const LOGIN_PATHS = ["/", "/login"];

/**
 * The files of a signed-in first load to preload (see above), entry's own chunks left out; with a
 * language, also its signed-in catalogue and the table of the routes' catalogues, which the entry
 * asks for as soon as the language is active (src/lib/i18n.ts loadAppMessages).
 */
export function signedInPreloads(bundle: OutputBundle, language?: string): string[] {
  const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
  const facades = language ? [`\0virtual:messages/${language}/app`, `\0${routeCataloguesId(language)}`] : [];
  const found = [
    ...SIGNED_IN_FACADES.map((facade) =>
      chunks.find((c) => c.facadeModuleId !== null && facade.test(c.facadeModuleId)),
    ),
    ...SIGNED_IN_CHUNK_NAMES.map((name) => chunks.find((c) => c.name === name && !c.isEntry)),
    // the catalogues by the chunk holding them (the frame's and the route table share one,
    // scripts/lib/catalogue-scopes.ts signedInCatalogueChunk)
    ...facades.map((facade) => chunks.find((c) => c.facadeModuleId === facade || (c.moduleIds ?? []).includes(facade))),
  ];
  return withImports(bundle, found, entryFiles(bundle));
}

/** What the entry and a signed-in first load's list ({@link signedInPreloads}) load: a later list leaves it out. */
function signedInLoaded(bundle: OutputBundle, language?: string): Set<string> {
  const already = entryFiles(bundle);
  for (const file of signedInPreloads(bundle, language)) already.add(file);
  return already;
}

/**
 * The HTTP client's files (ky, loaded with the first request), to preload on a signed-in first
 * load that has no answers kept from the last visit (src/app/first-paint-answers.ts): the guard's
 * first reads need it before anything can paint. With kept answers the page paints from them and
 * the first request leaves after the first paint (src/lib/first-paint.ts): ky loads then, not
 * beside the files the first paint needs (Lighthouse mobile, home: LCP 2.12 → 2.04 s).
 */
export function httpClientPreloads(bundle: OutputBundle, language?: string): string[] {
  // by its facade, or by its modules: the "http-client" group of scripts/lib/vite-config.ts has no facade
  const client = Object.values(bundle).find(
    (c) =>
      c.type === "chunk" &&
      !c.isEntry &&
      [c.facadeModuleId, ...(c.moduleIds ?? [])].some((id) => id !== null && HTTP_CLIENT_FACADE.test(id)),
  );
  const already = signedInLoaded(bundle, language);
  return withImports(bundle, [client], already);
}

/**
 * The images every signed-in page's first paint draws, to preload with a stored session: the
 * frame's icon sprite (scripts/lib/icon-sprite.ts). Its `<use href>` asked for it only once the
 * frame had rendered, one more round trip before the first paint (Lighthouse's simulated slow
 * 4G: 0.16 s of home's LCP); preloaded as an image, the `<use>` then finds it in the HTTP cache.
 */
export function signedInImages(bundle: OutputBundle, spriteFile = SPRITE_FILE): string[] {
  return Object.values(bundle)
    .filter((a) => a.type === "asset" && (a.originalFileNames ?? []).some((f) => path.resolve(ROOT, f) === spriteFile))
    .map((a) => a.fileName);
}

/**
 * The files of the bundle's landing page (spec 000 §2: the page `/` leads to) to preload on `/`
 * and on its own path when a session is stored: its route's chunk (loader and screen) and what
 * that imports, less the entry's and the signed-in frame's files.
 */
export function landingPreloads(
  bundle: OutputBundle,
  { routeFile, areas, language }: { routeFile: string; areas: readonly string[]; language: string },
): string[] {
  const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
  const route = routeChunk(bundle, routeFile);
  // the page's messages (src/lib/i18n.ts loadAppMessages: its areas' catalogues, and the list kit's)
  const messages = areas.map((area) => chunks.find((c) => c.facadeModuleId === `\0${partModuleId(language, area)}`));
  const already = signedInLoaded(bundle, language);
  return withImports(bundle, [route, ...messages], already);
}

/**
 * The whole route tree's files (issue 19: the "routes" chunk of scripts/lib/vite-config.ts, every
 * route but the landing pages'), to preload when a session is stored on any other page's path: a
 * first load there needs them before its first render (src/app/full-route-tree.ts). Less the
 * entry's and the signed-in frame's files.
 */
export function routesPreloads(bundle: OutputBundle, language?: string): string[] {
  const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
  const tree = chunks.find((c) => c.name === "routes" && c.moduleIds.some((id) => id.endsWith(".gen.ts")));
  // the other routes' pages, which the whole tree loads with it (src/app/full-route-tree.ts importAll)
  const table = chunks.find((c) => c.facadeModuleId !== null && ROUTE_TABLE_FACADE.test(c.facadeModuleId));
  const already = signedInLoaded(bundle, language);
  return withImports(bundle, [tree, table], already);
}

/** The route table's module (src/app/current-page.ts loads it with the whole tree). */
const ROUTE_TABLE_FACADE = /[\\/]src[\\/]app[\\/]route-table\.ts$/;

/** A page's path (src/app/route-table.ts ALL_PAGE_ROUTES): its pattern, route file and message parts. */
export interface PageOfBundle {
  /** Its path, `$name` for a parameter's segment (`/invoice/$id`). */
  path: string;
  /** Its route file, from the project root (`src/routes/app/cash.tsx`). */
  routeFile: string;
  /** Its catalogue parts besides the frame's (scripts/lib/catalogue-scopes.ts routeCatalogueParts). */
  parts: readonly string[];
  /** Its first paint asks the gateway for something the frame's kept answers do not hold ({@link asksAtFirstPaint}). */
  request: boolean;
  /**
   * Whether its first paint may draw a list's virtual rows ({@link FIRST_PAINT_IMPORTS}), preloaded
   * then (default: true). A detail or sub-page shares its area's files with the area's list, so its
   * chunks import the rows too, but it seldom draws 50 of them: it loads them when it does.
   */
  list?: boolean;
}

/**
 * Whether a page's first paint asks the gateway (so it needs the HTTP client before it can paint,
 * answers kept or not), from its route's source graph (scripts/lib/signed-in-graph.ts: what it
 * reaches outside the frame, whose first reads are the kept answers, and the list kit): it uses
 * the list kit (a list asks for its first page) or imports an endpoint's contract (src/contract/)
 * statically. From the sources, not the bundle's chunks: a bundle's frame file may hold the
 * landing page's contracts, which another page uses too.
 */
export function asksAtFirstPaint(route: {
  kit: boolean;
  reach: ReadonlySet<string>;
  firstPaint?: ReadonlySet<string>;
}): boolean {
  return route.kit || [...(route.firstPaint ?? route.reach)].some((file) => file.startsWith("src/contract/"));
}

/** What a signed-in first load of one page preloads beside the whole route tree. */
export interface PagePreload {
  path: string;
  files: string[];
  /** Its first paint needs an answer from the gateway (so the HTTP client, whatever answers are kept). */
  request: boolean;
}

/**
 * The modules loaded with an `import()` that a page's first paint still needs, each with the
 * messages part its `import()` waits for (scripts/lib/catalogue-scopes.ts wraps it): the virtual
 * rows of a table of 50+ rows, which a list page's first answer (50 records) fills
 * (scripts/lib/on-use-preloads.ts WITH_FIRST_PAINT; not the country gate: the frame's, not a page's).
 */
const FIRST_PAINT_IMPORTS: Record<string, string> = { "src/components/ui/table-virtual.tsx": "kit-lazy" };

/** The chunks `file` imports lazily that its first paint needs ({@link FIRST_PAINT_IMPORTS}), with their messages' chunk. */
function firstPaintImports(bundle: OutputBundle, file: string, language: string): { fileName: string }[] {
  const chunk = bundle[file];
  if (chunk?.type !== "chunk") return [];
  const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
  return (chunk.dynamicImports ?? []).flatMap((target) => {
    const imported = bundle[target];
    if (imported?.type !== "chunk" || !imported.facadeModuleId) return [];
    const id = imported.facadeModuleId.replace(/\?.*$/, "").split(path.sep).join("/");
    const part = Object.entries(FIRST_PAINT_IMPORTS).find(([source]) => id.endsWith(`/${source}`))?.[1];
    if (!part) return [];
    const messages = chunks.find((c) => c.facadeModuleId === `\0virtual:messages/${language}/${part}`);
    return messages ? [imported, messages] : [imported];
  });
}

/**
 * The files each page's first paint needs (issue 19), to preload when a session is stored and the
 * address is that page's (a deep link or a reload of a page other than the landing page): its
 * route's chunk (loader and screen) with its static imports and its messages, less the entry's,
 * the signed-in list's and the whole tree's files. Without them the page asked for its chunks only
 * once the entry had run and the whole tree had loaded, then for the HTTP client once its loader
 * sent the first request: three waves after the entry's end (Lighthouse mobile, /transactions-new).
 * Not what loads on use (a dialog's or popover's body, an `import()`): only static imports.
 */
export function pagePreloads(bundle: OutputBundle, pages: readonly PageOfBundle[], language: string): PagePreload[] {
  const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
  const already = signedInLoaded(bundle, language);
  for (const file of routesPreloads(bundle, language)) already.add(file);
  const result: PagePreload[] = [];
  for (const page of pages) {
    const route = routeChunk(bundle, page.routeFile);
    if (!route) continue;
    const messages = page.parts.map((part) =>
      chunks.find((c) => c.facadeModuleId === `\0${partModuleId(language, part)}`),
    );
    const own = withImports(bundle, [route, ...messages], already);
    // what the page's files import lazily but its first paint draws (the virtual rows of a list of
    // 50, the first page it asks for), with the messages that import waits for
    const lazy = page.list === false ? [] : own.flatMap((file) => firstPaintImports(bundle, file, language));
    const files = [...new Set([...own, ...withImports(bundle, lazy, new Set([...already, ...own]))])];
    result.push({ path: page.path, files, request: page.request });
  }
  return result;
}

/** The module holding the pages' lists (its default export), named by its content's hash. */
export function pagePreloadsModule(content: string): { fileName: string; source: string } {
  const source = `export default ${JSON.stringify(content)};\n`;
  const hash = createHash("sha256").update(source).digest("base64url").slice(0, 8);
  return { fileName: `assets/page-preloads-${hash}.js`, source };
}

/**
 * The pages' lists the boot script reads (src/app/theme-boot.js, from the module that
 * `<meta name="page-modulepreload">` names): `;` between pages, each its path (a `!` after it when
 * its first paint sends a request) and its files, `base` first. The boot script takes the first
 * path matching (a `$` segment matches any one), so a path with fewer `$` segments comes first, as
 * the router prefers it: `/credit_cards/payment/settlements` before `/credit_cards/payment/$id`.
 */
export function pagePreloadsContent(pages: readonly PagePreload[], base = "/"): string {
  const params = (path: string) => path.split("/").filter((s) => s.startsWith("$")).length;
  return [...pages]
    .sort((a, b) => params(a.path) - params(b.path))
    .filter((page) => page.files.length > 0 || page.request)
    .map((page) => [`${page.path}${page.request ? "!" : ""}`, ...page.files.map((file) => `${base}${file}`)].join(" "))
    .join(";");
}

/**
 * The files of the login page to preload on its paths when no session is stored (issue 19): the
 * chunks of its route and of the logged-out layout (screen and what they import), less the
 * entry's files. Without them the page asks for them only once the entry has run, a second wave
 * of ≈ 9 small files before its first paint.
 */
export function loginPreloads(bundle: OutputBundle, routeFiles: readonly string[] = LOGIN_ROUTE_FILES): string[] {
  const routes = routeFiles.map((file) => routeChunk(bundle, file));
  return withImports(bundle, routes, entryFiles(bundle));
}

/**
 * The chunk of a route file's split module (its screen and loader, the router plugin's
 * `?tsr-split=component…` id): the chunk it is the facade of, else the one holding it (a
 * codeSplitting group such as scripts/lib/login-chunks.ts's).
 */
function routeChunk(bundle: OutputBundle, routeFile: string): { fileName: string } | undefined {
  const isScreen = (id: string | null | undefined) =>
    !!id && id.includes("?tsr-split=component") && id.replace(/\?.*$/, "").endsWith(routeFile);
  const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
  return chunks.find((c) => isScreen(c.facadeModuleId)) ?? chunks.find((c) => (c.moduleIds ?? []).some(isScreen));
}

function entryFiles(bundle: OutputBundle): Set<string> {
  const entry = Object.values(bundle).find((c) => c.type === "chunk" && c.isEntry);
  return entry ? loadedWith(bundle, entry.fileName) : new Set<string>();
}

/** The chunks found with their static imports, those in `already` left out. */
function withImports(
  bundle: OutputBundle,
  found: ({ fileName: string } | undefined)[],
  already: Set<string>,
): string[] {
  const files = new Set<string>();
  for (const chunk of found)
    if (chunk) for (const file of loadedWith(bundle, chunk.fileName)) if (!already.has(file)) files.add(file);
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

/** `html` without the (first) line holding `tag`. */
function withoutLine(html: string, tag: string): string {
  const at = html.indexOf(tag);
  if (at < 0) return html;
  const start = html.lastIndexOf("\n", at);
  return html.slice(0, start < 0 ? at : start) + html.slice(at + tag.length);
}

/** Vite's preload lists without the chunks the importing chunk has already loaded. */
function trimPreloadListsPlugin(): Plugin {
  let bundle: OutputBundle | undefined;
  const loaded = new Map<string, Set<string>>();
  // the modules loaded on use (dialogs, popovers): their import()s preload no list (scripts/lib/on-use-preloads.ts)
  let onUse: Set<string> | undefined;
  return {
    name: "dashboard-trim-preload-lists",
    apply: "build",
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (file, deps, { hostId, hostType }) => {
            if (hostType !== "js" || !bundle) return deps;
            let already = loaded.get(hostId);
            if (!already) {
              already = loadedWith(bundle, hostId);
              loaded.set(hostId, already);
            }
            onUse ??= onUseFiles();
            return onUsePreloads(bundle, file, deps, onUse).filter((dep) => !already.has(dep));
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
        onUse = undefined;
      },
    },
  };
}

/** Adds the preload links to index.html, after the tags Vite already put in its head; trims the lazy imports' preload lists. */
export function preloadHintsPlugin({
  language,
  base = "/",
  landing,
  pages,
}: {
  language: string;
  base?: string;
  /** The bundle's landing page: its path and route file (from src/routes/, e.g. `app/home.tsx`). */
  landing?: { path: string; routeFile: string; areas: readonly string[] };
  /** The bundle's other pages (a deep link's first paint, {@link pagePreloads}); read once the bundle is written. */
  pages?: () => readonly PageOfBundle[];
}): Plugin[] {
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
          const signedIn = signedInPreloads(bundle, language).map((file) => `${base}${file}`);
          const metas =
            signedIn.length > 0 ? [`<meta name="signed-in-modulepreload" content="${signedIn.join(" ")}" />`] : [];
          const client = httpClientPreloads(bundle, language).map((file) => `${base}${file}`);
          if (client.length > 0 && signedIn.length > 0)
            metas.push(`<meta name="http-client-modulepreload" content="${client.join(" ")}" />`);
          const images = signedInImages(bundle).map((file) => `${base}${file}`);
          if (images.length > 0 && signedIn.length > 0)
            metas.push(`<meta name="signed-in-image-preload" content="${images.join(" ")}" />`);
          const landed = landing
            ? landingPreloads(bundle, { routeFile: `src/routes/${landing.routeFile}`, areas: landing.areas, language })
            : [];
          if (landing && landed.length > 0 && signedIn.length > 0)
            metas.push(
              `<meta name="landing-modulepreload" data-path="${landing.path}" content="${landed.map((file) => `${base}${file}`).join(" ")}" />`,
            );
          const routes = routesPreloads(bundle, language);
          if (routes.length > 0 && signedIn.length > 0)
            metas.push(
              `<meta name="routes-modulepreload" content="${routes.map((file) => `${base}${file}`).join(" ")}" />`,
            );
          // the pages' lists in a module of their own, which the boot script imports on a deep link
          // only: inline they made every index.html ≈ 60 kB (3 kB brotli) longer, login's included
          const deepLinks =
            pages && signedIn.length > 0 ? pagePreloadsContent(pagePreloads(bundle, pages(), language), base) : "";
          if (deepLinks !== "") {
            const table = pagePreloadsModule(deepLinks);
            this.emitFile({ type: "asset", fileName: table.fileName, source: table.source });
            metas.push(`<meta name="page-modulepreload" content="${base}${table.fileName}" />`);
          }
          const login = loginPreloads(bundle);
          if (login.length > 0)
            metas.push(
              `<meta name="login-modulepreload" data-paths="${LOGIN_PATHS.join(" ")}" content="${login.map((file) => `${base}${file}`).join(" ")}" />`,
            );
          // the boot script (inline, scripts/lib/boot-script.ts) last in <head> (still before the
          // first paint), so the entry, the catalogue and config.json are asked for before the
          // files the boot script preloads
          const boot = bootScriptTag();
          const hasBoot = source.includes(boot);
          const head = [...links, ...(hasBoot ? [...metas, boot] : [])];
          html.source = (hasBoot ? withoutLine(source, boot) : source).replace(
            "</head>",
            () => `  ${head.join("\n    ")}\n  </head>`,
          );
        },
      },
    },
  ];
}
