/**
 * The Vite configuration of one brand × country bundle. `vite.config.ts` (dev server,
 * Storybook), `scripts/build.ts` (the matrix) and `vitest.config.ts` all start here.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter, tanstackRouterGenerator } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import type { CodeSplittingNameFunction, ModuleInfo } from "rolldown";
import type { Plugin, UserConfig } from "vite";
import { ALL_PAGE_ROUTES, loggedOutRouteTree, PAGE_ROUTES, virtualRouteTree } from "../../src/app/route-table.ts";
import type { PageKey } from "../../src/domain/brand/sections.ts";
import { themeCss } from "../../src/domain/brand/theme.ts";
import { bootScriptTag } from "./boot-script.ts";
import { type BundleTarget, ROOT } from "./brands.ts";
import {
  catalogueScopesPlugin,
  catalogueSignedInGraph,
  landingCatalogueParts,
  publicCatalogueId,
  routeCatalogueParts,
  signedInCatalogueChunk,
} from "./catalogue-scopes.ts";
import { metaContentSecurityPolicy } from "./csp.ts";
import { withFirstLoadModules } from "./first-load-chunks.ts";
import { iconSpritePlugin } from "./icon-sprite.ts";
import { landingRoutesFile, landingRoutesPlugin } from "./landing-routes.ts";
import { bootGroup, loginGroup } from "./login-chunks.ts";
import { type ModuleInfoOf, reachModules } from "./module-graph.ts";
import { oneStylesheetPlugin } from "./one-stylesheet.ts";
import { precompressPlugin } from "./precompress.ts";
import { asksAtFirstPaint, LOGIN_ROUTE_FILES, type PageOfBundle, preloadHintsPlugin } from "./preload-hints.ts";
import { stripSummariesPlugin } from "./strip-summaries.ts";
import { svgDataUrl } from "./svg-data-url.ts";

const VIRTUAL_BRAND = "virtual:brand";
const FAVICON_PLACEHOLDER = "__BRAND_FAVICON__";
const THEME_BOOT_PLACEHOLDER = "__THEME_BOOT_SCRIPT__";
/** The brand theme as an emitted stylesheet in a build (no inline <style>, so the CSP needs no 'unsafe-inline'). */
const THEME_CSS_PLACEHOLDER = "__BRAND_THEME_CSS__";
/** The pre-paint theme script (issue 21): inline in a build, its own file in dev. */
const THEME_BOOT_FILE = path.join(ROOT, "src/app/theme-boot.js");
const RESOLVED_BRAND = `\0${VIRTUAL_BRAND}`;
/** The route tree the router starts with (src/app/router.tsx, issue 19). */
const VIRTUAL_START_TREE = "virtual:start-route-tree";
const RESOLVED_START_TREE = `\0${VIRTUAL_START_TREE}`;
const ALL_PAGES_TREE = path.join(ROOT, "src/routeTree.gen.ts");

/** Where a bundle's logged-out route tree goes, beside its whole tree. */
export const startTreeFile = (routeTree: string): string => routeTree.replace(/\.gen\.ts$/, ".start.gen.ts");

/** `virtual:brand` (this bundle's brand and logo), compile-time constants, title, favicon and theme in index.html. */
export function brandPlugin(
  target: BundleTarget,
  { routeTree, base = "/" }: { routeTree?: string; base?: string } = {},
): Plugin {
  const brandDir = target.brandDir;
  const logo = path.join(brandDir, target.brand.logo);
  const faviconFile = path.join(brandDir, target.brand.favicon);
  let command: "build" | "serve" = "build";
  return {
    name: "dashboard-brand",
    enforce: "pre",
    configResolved(config) {
      command = config.command;
    },
    config: () => ({
      define: {
        __BRAND_ID__: JSON.stringify(target.brand.id),
        __COUNTRY__: JSON.stringify(target.country),
      },
    }),
    resolveId(id) {
      if (id === VIRTUAL_BRAND) return RESOLVED_BRAND;
      if (id === VIRTUAL_START_TREE) return RESOLVED_START_TREE;
      // The app imports `src/routeTree.gen` (every page, for the type-checker); a bundle gets its own tree.
      if (routeTree && /(^|\/)routeTree\.gen(\.ts)?$/.test(id)) return routeTree;
      return null;
    },
    load(id) {
      // A bundle starts with its logged-out routes (`complete: false`: the catch-all loads the rest);
      // without a bundle tree (Vitest, Storybook) the router starts with every page's.
      if (id === RESOLVED_START_TREE)
        return routeTree
          ? `export { routeTree } from ${JSON.stringify(startTreeFile(routeTree))};\nexport const complete = false;`
          : `export { routeTree } from ${JSON.stringify(ALL_PAGES_TREE)};\nexport const complete = true;`;
      if (id !== RESOLVED_BRAND) return null;
      // the logo inline (scripts/lib/svg-data-url.ts): not a request of its own on every first paint
      this.addWatchFile(logo);
      return [
        `export const brand = ${JSON.stringify(target.publicBrand)};`,
        `export const logoUrl = ${JSON.stringify(svgDataUrl(readFileSync(logo, "utf8")))};`,
      ].join("\n");
    },
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const html = bundle["index.html"];
        if (html?.type !== "asset") return;
        const theme = this.emitFile({ type: "asset", name: "brand-theme.css", source: themeCss(target.brand.theme) });
        html.source = String(html.source)
          // inline (scripts/lib/svg-data-url.ts): the login page's first paint waited for its request
          .replace(FAVICON_PLACEHOLDER, () => svgDataUrl(readFileSync(faviconFile, "utf8")))
          // inline, allowed by its hash in the CSP (scripts/lib/boot-script.ts, issue 19)
          .replace(`<script src="${THEME_BOOT_PLACEHOLDER}"></script>`, () => bootScriptTag())
          .replace(THEME_CSS_PLACEHOLDER, `${base}${this.getFileName(theme)}`);
      },
    },
    transformIndexHtml: {
      order: "pre",
      handler(html) {
        return html
          .replace("%BRAND_TITLE%", escapeHtml(target.brand.pageTitle))
          .replace('<html lang="en">', `<html lang="${target.publicBrand.defaultLanguage}">`)
          .replace(
            "<!--brand-head-->",
            [
              // issue 20 item 6: the meta-tag CSP fallback for hosts that cannot send headers (first, so it covers what follows)
              ...(command === "serve"
                ? []
                : [`<meta http-equiv="Content-Security-Policy" content="${metaContentSecurityPolicy()}" />`]),
              // Built: a placeholder the bundle step replaces with the hashed asset. Dev: served from disk.
              `<link rel="icon" type="image/svg+xml" href="${command === "serve" ? `/@fs${faviconFile}` : FAVICON_PLACEHOLDER}" />`,
              `<meta name="theme-color" content="${target.brand.theme.colors.primary}" />`,
              `<meta name="color-scheme" content="light dark" />`,
              command === "serve"
                ? `<style id="brand-theme">${themeCss(target.brand.theme)}</style>`
                : `<link rel="stylesheet" id="brand-theme" href="${THEME_CSS_PLACEHOLDER}" />`,
              `<script src="${command === "serve" ? `/@fs${THEME_BOOT_FILE}` : THEME_BOOT_PLACEHOLDER}"></script>`,
            ].join("\n    "),
          );
      },
    },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);
}

/** Where the build lists each chunk's source modules (for verify-bundles' contract check, issue 19). */
export const CHUNK_MODULES_FILE = ".vite/chunk-modules.json";
/** Where the build lists each chunk's npm packages and source modules with their rendered bytes. */
export const CHUNK_WEIGHTS_FILE = ".vite/chunk-weights.json";

/**
 * Writes `.vite/chunk-modules.json`: each JS chunk's own source modules (paths from the project
 * root, node_modules left out; virtual modules by their id, e.g. `virtual:messages/en/app`), so
 * scripts/verify-bundles.ts can tell which modules the login page's JS carries and which chunk
 * holds a catalogue.
 */
export function chunkModulesPlugin(): Plugin {
  return {
    name: "dashboard-chunk-modules",
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type !== "chunk") continue;
        modules[file] = Object.keys(chunk.modules)
          .flatMap((id) =>
            // the catalogues' virtual modules by their id (a chunk may hold two: signedInCatalogueChunk)
            id.startsWith("\0virtual:")
              ? [id.slice(1)]
              : [path.relative(ROOT, id.replace(/\?.*$/, "")).split(path.sep).join("/")],
          )
          .filter((id) => !id.startsWith("..") && !id.includes("node_modules") && !id.startsWith("\0"))
          .sort();
      }
      this.emitFile({ type: "asset", fileName: CHUNK_MODULES_FILE, source: `${JSON.stringify(modules, null, 1)}\n` });
      // each chunk's npm packages and source modules with their rendered bytes (minified, before
      // compression), for scripts/bench-landing.ts
      const weights: Record<string, Record<string, number>> = {};
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type !== "chunk") continue;
        const own: Record<string, number> = {};
        for (const [id, info] of Object.entries(chunk.modules)) {
          const name =
            /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ??
            path.relative(ROOT, id.replace(/\?.*$/, "")).split(path.sep).join("/");
          own[name] = (own[name] ?? 0) + info.renderedLength;
        }
        weights[file] = own;
      }
      this.emitFile({ type: "asset", fileName: CHUNK_WEIGHTS_FILE, source: `${JSON.stringify(weights, null, 1)}\n` });
    },
  };
}

/** Lingui macros compiled through Babel after React (FACTS.md: plugin-react 6 has no babel option). */
export function linguiPlugins(pages?: ReadonlySet<PageKey>, landing?: string): Plugin[] {
  return [
    lingui() as unknown as Plugin,
    catalogueScopesPlugin({ pages, ...(landing ? { landing } : {}) }),
    babel({ presets: [linguiTransformerBabelPreset()] }) as unknown as Plugin,
  ];
}

export interface DashboardConfigOptions {
  /** Where this bundle's generated route tree goes (kept out of `src/` so builds never race the type-check tree). */
  routeTreeFile: string;
  outDir?: string;
  base?: string;
}

export function dashboardViteConfig(target: BundleTarget, options: DashboardConfigOptions): UserConfig {
  return {
    root: ROOT,
    base: options.base ?? "/",
    publicDir: false,
    plugins: [
      brandPlugin(target, { routeTree: options.routeTreeFile, base: options.base ?? "/" }),
      // the brand theme in the entry's stylesheet: one render-blocking file (issue 19)
      oneStylesheetPlugin({ entry: ENTRY, themeCss: themeCss(target.brand.theme), base: options.base ?? "/" }),
      tanstackRouter({
        target: "react",
        autoCodeSplitting: true,
        // A route's loader goes into the chunk of its screen: loaders import query factories and
        // contracts, which must not ride in the entry the login page loads (issue 19).
        codeSplittingOptions: {
          defaultBehavior: [["loader", "component"], ["pendingComponent"], ["errorComponent"], ["notFoundComponent"]],
        },
        routesDirectory: path.join(ROOT, "src/routes"),
        generatedRouteTree: options.routeTreeFile,
        virtualRouteConfig: virtualRouteTree({ pages: target.pages, registerRoute: target.brand.registerRoute }),
        disableLogging: true,
        // the tree lives in .cache/, read only by the bundler: Prettier's pass cost ≈ 0.6 s per tree and bundle (issue 19)
        enableRouteTreeFormatting: false,
      }),
      // the logged-out tree the router starts with (issue 19); the same route files, no second split
      tanstackRouterGenerator({
        target: "react",
        routesDirectory: path.join(ROOT, "src/routes"),
        generatedRouteTree: startTreeFile(options.routeTreeFile),
        virtualRouteConfig: loggedOutRouteTree({ registerRoute: target.brand.registerRoute }),
        disableLogging: true,
        enableRouteTreeFormatting: false,
      }),
      // the landing pages' routes a signed-in first load starts with (issue 19)
      landingRoutesPlugin(target, options.routeTreeFile),
      // the frame's icons as one SVG sprite (issue 19)
      iconSpritePlugin(),
      react(),
      ...linguiPlugins(target.pages, landingRoute(target.brand.landingPage)?.routeFile),
      tailwindcss(),
      chunkModulesPlugin(),
      // the contract's endpoint summaries stay out of the built app (issue 19)
      stripSummariesPlugin(path.join(ROOT, "src/contract")),
      preloadHintsPlugin({
        language: target.publicBrand.defaultLanguage,
        base: options.base ?? "/",
        landing: landingRoute(target.brand.landingPage),
        pages: () => deepLinkPages(target),
      }),
      precompressPlugin(),
    ],
    resolve: { alias: { "@": path.join(ROOT, "src") } },
    build: {
      outDir: options.outDir ?? path.join(ROOT, target.outDir),
      emptyOutDir: true,
      // Assets are files, never inlined by size (the brand's logo and favicon are inlined by
      // brandPlugin, in the one form the leak checks look for: scripts/lib/svg-data-url.ts).
      assetsInlineLimit: 0,
      sourcemap: false,
      // .vite/manifest.json: chunk graph for the initial-load budget in scripts/verify-bundles.ts.
      manifest: true,
      reportCompressedSize: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Heavy libraries in chunks of their own, so the bundler's merging of shared modules
            // never lands them in a chunk the signed-in frame loads (libphonenumber rode in with
            // the user reload every page uses, issue 19); they load with the screens using them.
            groups: [
              { name: "phone-numbers", test: /node_modules[\\/]libphonenumber-js[\\/]/ },
              // the HTTP client's package, loaded with the first request (src/lib/http/client.ts;
              // a signed-in first load with kept answers sends it after the first paint)
              { name: "http-client", test: /node_modules[\\/]ky[\\/]/ },
              // React and its DOM renderer, half of what the entry's file held (67 of 125 kB gzip):
              // a file of their own that the entry imports statically, fetched beside it. One
              // 125 kB file was the last to arrive on every first load, its TCP window held small
              // while the small files shared the line, then growing alone; two halves arrive
              // together sooner (Lighthouse mobile, login: the entry's end 1.21 → 1.09 s after the
              // page, LCP 1.85 → 1.76 s), and React's file, unchanged from one release to the
              // next, stays cached across deploys.
              { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              // the error-description tables, one file loaded with the first error text (src/lib/http/error-texts.ts)
              {
                name: "describe-error",
                test: /src[\\/](lib[\\/]http[\\/]describe-error|domain[\\/]session[\\/]error-messages)\.ts$/,
                includeDependenciesRecursively: false,
              },
              // What the entry imports statically, in one file (issue 19): the bundler put each module
              // a lazy chunk also imports (a route's search schema, a router hook, a contract) in a
              // common chunk of its own, ≈ 55 files the login page fetched before its first paint,
              // each gzipped on its own (≈ 12 kB of overhead). The entry's static graph, and what the
              // login page's screens use beside their own "login" file (scripts/lib/login-chunks.ts:
              // every signed-in first load fetched it too, as a file of its own).
              // and the default language's public catalogue, which every first load fetched beside it
              {
                name: bootGroup(LOGIN_OPTIONS, [publicCatalogueId(target.publicBrand.defaultLanguage)]),
                debugName: "boot",
              },
              // a language's frame messages and route → parts table, one file (scripts/lib/catalogue-scopes.ts)
              { name: signedInCatalogueChunk, debugName: "app-catalogue" },
              // What every signed-in page loads before its own chunks, in one file (issue 19): the
              // whole route tree's static graph (guards, search schemas), the frame's layout and
              // the frame itself. The bundler put the modules a page chunk also imports in ≈ 45
              // files of 0.1–3 kB that a signed-in first load fetched in waves. A module a
              // logged-out page can load stays out, so the login pages fetch nothing more.
              // (not their dependencies as well: those a logged-out page shares stay out)
              {
                name: signedInFrameGroup(
                  options.routeTreeFile,
                  landingRoutesFile(options.routeTreeFile),
                  landingRoute(target.brand.landingPage)?.routeFile,
                ),
                debugName: "frame",
                includeDependenciesRecursively: false,
              },
              // the login page's own chunks in one file (issue 19, scripts/lib/login-chunks.ts)
              {
                name: loginGroup(LOGIN_OPTIONS),
                debugName: "login",
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
    server: { port: 5710, strictPort: true },
  };
}

const SPLIT_QUERY = /\?.*$/;
const sourceOf = (id: string): string => path.relative(ROOT, id.replace(SPLIT_QUERY, "")).split(path.sep).join("/");
/** Where a signed-in load starts: the catch-all and the signed-in layout (the frame's guard and the frame). */
const SIGNED_IN_ROOTS = new Set(["src/routes/catch-all.tsx", "src/routes/app/layout.tsx"]);
const ENTRY = path.join(ROOT, "src/app/main.tsx");
/** The login page's route files and the logged-out pages' folder, for scripts/lib/login-chunks.ts. */
const LOGIN_OPTIONS = {
  entry: ENTRY,
  loginFiles: LOGIN_ROUTE_FILES.map((file) => path.join(ROOT, file)),
  publicDir: path.join(ROOT, "src/routes/public"),
};

/**
 * What the login page loads besides the entry: its route, the logged-out layout and the root route.
 * Not the root route's toast area (src/components/ui/toaster.tsx): it loads with the first toast,
 * and only signed-in screens raise one (no logged-out page imports src/components/ui/toast.tsx's
 * `toast`), so the icons and styles it shares with the frame ride in the frame's file (issue 19).
 */
const LOGIN_ROOTS = new Set(["src/routes/public/login.tsx", "src/routes/public/layout.tsx", "src/routes/__root.tsx"]);

/**
 * The chunk of each module a signed-in load needs first (issue 19), for a codeSplitting group:
 * "frame", the static graph of the whole route tree and of the frame's roots (catch-all, signed-in
 * layout), less what the login page loads (the entry's static graph, which stays in "boot": that
 * group comes first; the login roots' own modules; an npm package's modules a logged-out page can
 * load, which the bundler places). Of the project's modules a logged-out page other than the login
 * page may also load lazily (the session contracts, icons, page visibility), one file: those pages
 * (forgot password, an invitation, the second login step) load the frame's file with them, which
 * every signed-in load fetches anyway. They were a "frame-shared" file of their own, one request
 * more on every signed-in first load, compressed apart (2.6 kB more): Lighthouse's simulated slow
 * 4G on HTTP/1.1 waited for it beside React's file (scripts/lantern-whatif.ts, main × ID home:
 * 2016 → 1942 ms with the two as one file of their joint size).
 * With a landing routes module (scripts/lib/landing-routes.ts), the frame holds it instead of the
 * whole tree, and the rest of the whole tree's static graph (less what a landing page may load) goes
 * in "routes": one file the whole tree loads with, not ≈ 45 small ones.
 */
export function signedInChunks(info: ModuleInfoOf, routeTreeFile: string, landingRoutes?: string): Map<string, string> {
  const tree = path.resolve(routeTreeFile);
  const frameTree = landingRoutes ? path.resolve(landingRoutes) : tree;
  const isSignedInRoot = (id: string) => id === tree || id === frameTree || SIGNED_IN_ROOTS.has(sourceOf(id));
  const reach = (starts: string[], follow: (m: ModuleInfo) => string[], stop?: (id: string) => boolean) =>
    reachModules(info, starts, follow, stop);
  const statically = (m: ModuleInfo) => m.importedIds;
  const anyhow = (m: ModuleInfo) => [...m.importedIds, ...m.dynamicallyImportedIds];
  const everything = [...reach([ENTRY], anyhow)];
  const loggedOut = reach([ENTRY], anyhow, isSignedInRoot);
  // the project's own modules the login page loads (an npm package's index re-exports modules its
  // importer may not use, so the graph cannot tell which of the package's modules the page loads)
  const isOwn = (id: string) => id.startsWith(`${ROOT}${path.sep}`) && !id.includes("node_modules");
  const login = reach(
    everything.filter((id) => LOGIN_ROOTS.has(sourceOf(id))),
    (m) => m.importedIds.filter(isOwn),
  );
  // the entry's static graph is the "boot" group's
  const initial = reach([ENTRY], statically);
  const chunks = new Map<string, string>();
  const frameRoots = everything.filter((id) => isSignedInRoot(id) && (id !== tree || tree === frameTree));
  for (const id of reach(frameRoots, statically)) {
    if (initial.has(id)) continue;
    if (!loggedOut.has(id) || (isOwn(id) && !login.has(id))) chunks.set(id, "frame");
  }
  if (tree !== frameTree) {
    // what a signed-in first load may load without passing through the whole tree
    const landing = reach(frameRoots, anyhow, (id) => id === tree);
    for (const id of reach([tree], statically))
      if (!initial.has(id) && !chunks.has(id) && !loggedOut.has(id) && !landing.has(id)) chunks.set(id, "routes");
  }
  return chunks;
}

/** A codeSplitting `name` function for {@link signedInChunks}. */
function signedInFrameGroup(
  routeTreeFile: string,
  landingRoutes?: string,
  landingFile?: string,
): CodeSplittingNameFunction {
  let chunks: Map<string, string> | undefined;
  return (id, ctx) => {
    const info: ModuleInfoOf = (m) => ctx.getModuleInfo(m);
    // with the small files every signed-in first load fetches (scripts/lib/first-load-chunks.ts)
    chunks ??= withFirstLoadModules(info, signedInChunks(info, routeTreeFile, landingRoutes), {
      root: ROOT,
      entry: ENTRY,
      isLoginRoot: (m) => LOGIN_ROOTS.has(sourceOf(m)),
      landingFile: landingFile && `src/routes/${landingFile}`,
    });
    return chunks.get(id) ?? null;
  };
}

/** The landing page's path, route file and message areas (spec 000 §2: where `/` leads a signed-in user). */
function landingRoute(page: PageKey): { path: string; routeFile: string; areas: string[] } | undefined {
  const route = PAGE_ROUTES.find((r) => r.page === page);
  return (
    route && {
      path: route.path,
      routeFile: route.file,
      // the landing page's own part of its areas' messages (scripts/lib/catalogue-scopes.ts LANDING_PART)
      areas: landingCatalogueParts(route.file),
    }
  );
}

/**
 * The bundle's pages other than its landing page, for a deep link's preloads (issue 19,
 * scripts/lib/preload-hints.ts pagePreloads): each path of the pages it has (the main ones and
 * their details, sub-lists and settings sub-pages: a link to one transaction or invoice opens
 * there), its route file, message parts and whether its first paint asks the gateway (unknown to
 * the graph: assumed so).
 */
function deepLinkPages(target: BundleTarget): PageOfBundle[] {
  const landing = landingRoute(target.brand.landingPage)?.path;
  const routes = ALL_PAGE_ROUTES.filter((r) => target.pages.has(r.page) && r.path !== landing);
  const graph = catalogueSignedInGraph(routes.map((r) => `src/routes/${r.file}`));
  return routes.map((r) => {
    const route = graph.routes.get(`src/routes/${r.file}`);
    return {
      path: r.path,
      routeFile: `src/routes/${r.file}`,
      parts: routeCatalogueParts(r.file, graph),
      request: route ? asksAtFirstPaint(route) : true,
      // the virtual rows of a list of 50: on a page's main path only (PageOfBundle.list)
      list: PAGE_ROUTES.includes(r),
    };
  });
}

export function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, "utf8")) as T;
}
