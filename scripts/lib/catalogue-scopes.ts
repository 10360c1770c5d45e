/**
 * Catalogues per scope (issue 19), compiled by Lingui's own Vite plugin from
 * `locales/<locale>/messages.po`, then split by the message's origins in the source catalogue
 * (`#:` lines of locales/en/messages.po):
 *  - `virtual:messages/<locale>/public`: what the entry and the login page use (the files they
 *    import statically, scripts/lib/logged-out-graph.ts); the login page loads only this part;
 *  - `virtual:messages/<locale>/logged-out`: the other logged-out pages and what they or the
 *    login page load later (e.g. the toast region), which their layout's guard adds (with a
 *    session too: the signed-in parts hold only what signed-in pages use);
 *  - `virtual:messages/<locale>/app`: the logged-in frame (src/app, the shell's and the prompts'
 *    features, route files) and the shared files (design system) the frame imports statically
 *    (scripts/lib/signed-in-graph.ts), which the logged-in guard adds (src/lib/i18n.ts);
 *  - `virtual:messages/<locale>/app-lazy`: what the frame loads with an `import()` (its prompts,
 *    dialogs, popovers, rare banners), which loads with that import: this plugin wraps every
 *    `import()` of such a file in `withLazyAppMessages` (src/lib/i18n.ts), so the module's code
 *    resolves once its messages are in, and a first paint that opens none of them does not fetch it;
 *  - `virtual:messages/<locale>/errors`: the error texts ({@link ERROR_TEXT_FILES}), which load
 *    with the error-description tables (src/lib/http/error-texts.ts) when a screen that may show
 *    one mounts (a form, a dialog, a logged-out page);
 *  - `virtual:messages/<locale>/kit`: the list kit (src/lib/lists/, the kit's list, table, export
 *    and saved-views files) and what it imports outside the frame, which the guard adds for a page
 *    that uses the kit, with that page's areas (so home, which shows no list, does not fetch it);
 *  - `virtual:messages/<locale>/kit-lazy`: the kit's files loaded on use (the export form, the saved
 *    views' popover and dialogs, the column menu: an `import()` past the pages' static graphs), which
 *    load with that import as the frame's app-lazy part does (`withLazyKitMessages`);
 *  - `virtual:messages/<locale>/area/<feature>`: one feature area's pages (a message used in two
 *    areas is in both), with the shared files their pages import outside the frame and the kit,
 *    which the guard adds for the page being opened.
 * `virtual:route-catalogues/<locale>` tells the guard which parts (areas, and `kit`) each of the
 * bundle's routes needs (the features its route file imports, and whether its import graph reaches
 * the kit) and how to load them in that locale, so the signed-in landing page carries the frame's
 * messages and its own page's, not every page's.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { formatter } from "@lingui/format-po";
import { lingui } from "@lingui/vite-plugin";
import type { Plugin } from "vite";
import { ALL_PAGE_ROUTES } from "../../src/app/route-table.ts";
import type { PageKey } from "../../src/domain/brand/sections.ts";
import { routeParts } from "../../src/lib/route-parts.ts";
import { ROOT } from "./brands.ts";
import { DYNAMIC_IMPORT, type LoggedOutGraph, loggedOutGraph, resolveImport } from "./logged-out-graph.ts";
import { isKitFile, type SignedInGraph, signedInGraph, staticImportsOf } from "./signed-in-graph.ts";

const PREFIX = "virtual:messages/";
const RESOLVED = `\0${PREFIX}`;
const ROUTE_CATALOGUES = "virtual:route-catalogues/";
const RESOLVED_ROUTE_CATALOGUES = `\0${ROUTE_CATALOGUES}`;

/** The virtual module of the route → parts table with `locale`'s part loaders (src/lib/i18n.ts). */
export const routeCataloguesId = (locale: string): string => `${ROUTE_CATALOGUES}${locale}`;

/**
 * The chunk of the catalogues every signed-in load fetches (a codeSplitting `name` function, issue
 * 19): a language's frame part (`app`) and its route → parts table, which src/lib/i18n.ts
 * loadAppMessages asks for together, in one file (`app-<locale>`) instead of two; and the landing
 * page's part ({@link LANDING_PART}), which the most common signed-in first load (`/`, the landing
 * page) asked for as a third file beside them in a second wave of requests (main × ID: 1.9 kB
 * gzip that a first load of another page now carries too).
 */
export function signedInCatalogueChunk(id: string): string | null {
  if (id.startsWith(RESOLVED_ROUTE_CATALOGUES)) return `app-${id.slice(RESOLVED_ROUTE_CATALOGUES.length)}`;
  const locale = new RegExp(`^${RESOLVED}([\\w-]+)/(app|${LANDING_PART})$`).exec(id)?.[1];
  return locale ? `app-${locale}` : null;
}

/** A source file whose messages only logged-in pages show. */
const APP_ONLY = [
  /^src\/features\/(?!auth\/|session\/|country\/)/,
  /^src\/routes\/(app|bare)\//,
  /^src\/app\/(dashboard-frame|top-bar|sidebar|command-palette|menu|use-shortcuts|current-page)/,
];

export const isAppOnlyOrigin = (file: string): boolean => APP_ONLY.some((pattern) => pattern.test(file));

/** The features whose messages the logged-in frame itself shows (the chrome, its prompts and banners). */
const FRAME_FEATURES = new Set(["shell", "prompts"]);

export type CatalogueScope =
  | "public"
  | "logged-out"
  | "app"
  | "app-lazy"
  | "kit"
  | "kit-lazy"
  | "errors"
  | `area/${string}`;

/**
 * The files whose messages are the error texts, loaded with the first screen that may describe an
 * error (src/lib/http/error-texts.ts imports them lazily, issue 19), neither with the login page's
 * first paint nor with a signed-in landing page.
 */
export const ERROR_TEXT_FILES: ReadonlySet<string> = new Set(["src/lib/http/describe-error.ts"]);

/** The import graphs a message's scopes come from: the logged-out pages', and the signed-in pages'. */
export type CatalogueGraph = LoggedOutGraph & { signedIn?: SignedInGraph };

/** The part the route table names for the list kit (no feature area has this name). */
export const KIT_PART = "kit";
/**
 * The part the route table names for the bundle's landing page instead of its areas' (issue 19):
 * the messages of its areas that its own files use (its route's reach), not those of its areas'
 * other pages, which the signed-in first load then does not fetch; another page of those areas
 * loads their whole part as before.
 */
export const LANDING_PART = "landing";

/** The feature area of a logged-in-only source file, or null for the frame's own files. */
export function areaOfOrigin(file: string): string | null {
  const feature = /^src\/features\/([\w-]+)\//.exec(file)?.[1];
  return feature && isAppOnlyOrigin(file) && !FRAME_FEATURES.has(feature) ? feature : null;
}

/**
 * The signed-in parts a file's messages go to: a logged-in-only file's area (or the frame's part);
 * a shared file the frame imports, the frame's part; else the kit's part if the kit imports it, and
 * each area (or the frame's part, for a page of no area) whose page imports it outside the kit.
 */
function signedInScopes(file: string, graph: SignedInGraph): CatalogueScope[] {
  if (isAppOnlyOrigin(file)) {
    const area = areaOfOrigin(file);
    if (area) return [`area/${area}`];
  }
  if ((graph.frameStatic ?? graph.frame).has(file)) return ["app"];
  // a file the frame loads on demand that the list kit or half of the pages import too (the status
  // pill): the frame's part, rather than a copy in most pages' parts
  if (graph.frame.has(file)) {
    const pages = [...graph.routes.values()];
    if (graph.kit.has(file) || pages.filter((r) => r.reach.has(file)).length * 2 >= pages.length) return ["app"];
  }
  // the frame's other lazily loaded files: the part its import() loads, and the parts of the pages
  // and the kit that import them (they then load with those pages)
  const scopes = new Set<CatalogueScope>([
    ...(graph.frame.has(file) ? (["app-lazy"] as const) : []),
    // a kit file no page reaches (the stories' data table) too: its messages are the kit's; those of
    // the kit's files loaded on use (an import() past a page's static graph), the kit-lazy part's
    ...(graph.kit.has(file) && graph.kitStatic && !graph.kitStatic.has(file)
      ? (["kit-lazy"] as const)
      : graph.kit.has(file) || isKitFile(file)
        ? (["kit"] as const)
        : []),
  ]);
  for (const route of graph.routes.values()) {
    if (!route.reach.has(file)) continue;
    for (const scope of route.areas.length > 0 ? route.areas.map((a) => `area/${a}` as const) : (["app"] as const))
      scopes.add(scope);
  }
  return [...scopes];
}

/**
 * Where a message goes, from the files that use it. Every file logged-in only: the frame's part if
 * any is the frame's, else each area using it. Otherwise (or none known) public; with the
 * logged-out pages' import graph, public only when the entry or the login page uses it, else the
 * logged-out part when another logged-out page uses it, with the parts of the signed-in files
 * using it (with no signed-in pages' graph, the frame's part): the frame's part alone if it is one
 * of them (every signed-in page loads it), else their kit and area parts; a message no page is
 * known to use goes to the frame's part.
 */
export function messageScopes(files: readonly string[], graph?: CatalogueGraph): CatalogueScope[] {
  if (files.length > 0 && files.every((file) => ERROR_TEXT_FILES.has(file))) return ["errors"];
  if (files.length > 0 && files.every(isAppOnlyOrigin)) {
    const areas = files.map(areaOfOrigin);
    if (!areas.includes(null)) return [...new Set(areas as string[])].map((area) => `area/${area}` as const);
    const signedIn = graph?.signedIn;
    if (!signedIn) return ["app"];
    // a frame file's (or a route file's): each file's parts, the frame's alone if it is one of them
    const scopes = new Set(
      files.flatMap((file) => {
        const own = signedInScopes(file, signedIn);
        return own.length > 0 ? own : (["app"] as const);
      }),
    );
    return scopes.has("app") ? ["app"] : [...scopes].sort();
  }
  if (!graph || files.length === 0 || files.some((file) => graph.start.has(file))) return ["public"];
  const loggedOut: CatalogueScope[] = files.some((file) => graph.loggedOut.has(file)) ? ["logged-out"] : [];
  const signedIn = graph.signedIn;
  if (!signedIn) return [...loggedOut, "app"];
  const scopes = new Set(files.flatMap((file) => signedInScopes(file, signedIn)));
  if (scopes.has("app") || (scopes.size === 0 && loggedOut.length === 0)) return [...loggedOut, "app"];
  return [...loggedOut, ...[...scopes].sort()];
}

async function scopesById(sourcePo: string, graph?: CatalogueGraph): Promise<Map<string, CatalogueScope[]>> {
  const catalogue = await formatter({}).parse(sourcePo, { locale: "en", sourceLocale: "en", filename: "messages.po" });
  return new Map(
    Object.entries(catalogue ?? {}).map(([id, entry]) => [
      id,
      messageScopes(
        (entry.origin ?? []).map((o) => o[0]),
        graph,
      ),
    ]),
  );
}

/**
 * The ids of the messages the login page loads: any origin outside the app-only files, or with
 * the logged-out pages' import graph, any origin the entry or the login page imports.
 */
export async function publicMessageIds(sourcePo: string, graph?: CatalogueGraph): Promise<Set<string>> {
  const scopes = await scopesById(sourcePo, graph);
  return new Set([...scopes].filter(([, s]) => s.includes("public")).map(([id]) => id));
}

/** The feature areas a route file's screen comes from (the features it imports). */
export function routeFileAreas(source: string): string[] {
  const areas = [...source.matchAll(/features\/([\w-]+)\//g)].map((m) => m[1] as string);
  return [...new Set(areas)].filter((a) => areaOfOrigin(`src/features/${a}/x.tsx`) !== null).sort();
}

/** The virtual module of one signed-in catalogue part (an area, or {@link KIT_PART}) in `locale`. */
/** The module id of a language's public catalogue (what the entry and the login page use). */
export const publicCatalogueId = (locale: string): string => `\0${PREFIX}${locale}/public`;

export function partModuleId(locale: string, part: string): string {
  return `${PREFIX}${locale}/${part === KIT_PART || part === LANDING_PART ? part : `area/${part}`}`;
}

/** The signed-in import graph with each page's areas (the features its route file imports). */
export const catalogueSignedInGraph = (routeFiles?: readonly string[]): SignedInGraph =>
  signedInGraph(routeFileAreas, routeFiles);

/**
 * The catalogue parts a page's route needs besides the frame's (its route file from src/routes/,
 * `app/cash.tsx`): its areas, and the kit's part when its import graph reaches the list kit.
 */
export function routeCatalogueParts(
  routeFile: string,
  graph: SignedInGraph = catalogueSignedInGraph([`src/routes/${routeFile}`]),
): string[] {
  const route = graph.routes.get(`src/routes/${routeFile}`);
  if (!route) throw new Error(`catalogue scopes: no route file ${routeFile} in the signed-in graph`);
  if (route.areas.includes(KIT_PART) || route.areas.includes(LANDING_PART))
    throw new Error(`catalogue scopes: a feature area may not be named ${KIT_PART} or ${LANDING_PART}`);
  return [...route.areas, ...(route.kit ? [KIT_PART] : [])];
}

/** The parts of the bundle's landing page: {@link LANDING_PART} for its areas' (when it has any), and the kit's. */
export function landingCatalogueParts(routeFile: string, graph?: SignedInGraph): string[] {
  const parts = routeCatalogueParts(routeFile, graph);
  return parts.some((part) => part !== KIT_PART) ? [LANDING_PART, ...parts.filter((part) => part === KIT_PART)] : parts;
}

/**
 * Whether a message (used in `files`, with `scopes`) is in the landing page's part: one of its
 * areas' messages that a file the page reaches uses.
 */
export function inLandingPart(
  scopes: readonly CatalogueScope[],
  files: readonly string[],
  landing: { areas: readonly string[]; reach: ReadonlySet<string>; firstPaint?: ReadonlySet<string> | undefined },
): boolean {
  const reach = landing.firstPaint ?? landing.reach;
  return landing.areas.some((area) => scopes.includes(`area/${area}`)) && files.some((file) => reach.has(file));
}

/**
 * Whether a message is one of the landing page's areas' that only files it loads on use show (a
 * dialog's body: the cash page's top-up instructions): not in its part ({@link LANDING_PART}) but in
 * the bundle's `kit-lazy` part, which loads with that `import()` (wrapped at build time as the kit's
 * are), not with the landing page's first paint (issue 19).
 */
export function inLandingLazyPart(
  scopes: readonly CatalogueScope[],
  files: readonly string[],
  landing: { areas: readonly string[]; reach: ReadonlySet<string>; firstPaint?: ReadonlySet<string> | undefined },
): boolean {
  return (
    !inLandingPart(scopes, files, landing) &&
    inLandingPart(scopes, files, { areas: landing.areas, reach: landing.reach })
  );
}

/** The files the landing page loads on use (its reach past its first paint). */
export const landingLazyFiles = (landing: { reach: ReadonlySet<string>; firstPaint?: ReadonlySet<string> }) =>
  new Set([...landing.reach].filter((file) => !(landing.firstPaint ?? landing.reach).has(file)));

const segmentsOf = (pattern: string): string[] => pattern.split("/").filter(Boolean);
/** Two path patterns' segments may name the same path (equal, or either a `$param`). */
const compatible = (a: string, b: string): boolean => a === b || a.startsWith("$") || b.startsWith("$");

/**
 * The route → parts table, short: each route by the shortest prefix of its path pattern that no
 * route needing other parts shares (segment by segment, a `$param` sharing with anything), grouped
 * by parts (space-separated, "" for none). src/lib/route-parts.ts `routeParts` picks the longest listed
 * prefix of a pathname (a literal segment before a `$param` on a tie), which answers every route's
 * own parts: a longer prefix matching its paths is shared by it, so it names the same parts.
 */
export function routePartsTable(routes: readonly (readonly [path: string, parts: readonly string[]])[]) {
  const keyed = routes.map(([pattern, parts]) => ({ segments: segmentsOf(pattern), key: parts.join(" ") }));
  const byKey = new Map<string, Set<string>>();
  for (const { segments, key } of keyed) {
    let n = 1;
    for (; n < segments.length; n++) {
      const shared = keyed.filter(
        (other) =>
          other.segments.length >= n &&
          segments.slice(0, n).every((s, i) => compatible(s, other.segments[i] as string)),
      );
      if (shared.every((other) => other.key === key)) break;
    }
    const prefixes = byKey.get(key) ?? new Set<string>();
    prefixes.add(segments.slice(0, n).join("/"));
    byKey.set(key, prefixes);
  }
  return [...byKey].map(([key, prefixes]) => [key, [...prefixes]] as const);
}

/**
 * `virtual:route-catalogues/<locale>`: the parts (areas, `kit`) each logged-in route of the bundle
 * needs ({@link routePartsTable}, read by src/lib/route-parts.ts, whose source is written in, so it
 * rides with the table rather than in the entry or a chunk of its own) and each part's catalogue
 * loader in `locale`. Pages outside the bundle are left out,
 * so no other page's messages ship with it.
 */
export function routeCataloguesModule(
  pages: ReadonlySet<PageKey> | undefined,
  locale: string,
  graph: SignedInGraph = catalogueSignedInGraph(),
  landingFile?: string,
): string {
  const routes = ALL_PAGE_ROUTES.filter((r) => !pages || pages.has(r.page)).map(
    (r) =>
      [
        r.path,
        r.file === landingFile ? landingCatalogueParts(r.file, graph) : routeCatalogueParts(r.file, graph),
      ] as const,
  );
  const parts = [...new Set(routes.flatMap(([, p]) => p))].sort();
  const loaders = parts.map(
    (part) => `${JSON.stringify(part)}: () => import(${JSON.stringify(partModuleId(locale, part))})`,
  );
  return [
    `const routeParts = ${routeParts.toString()};`,
    `const ROUTE_PARTS = ${JSON.stringify(routePartsTable(routes))};`,
    "export const partsOf = (pathname) => routeParts(ROUTE_PARTS, pathname);",
    `export const PART_CATALOGUES = {${loaders.join(",\n")}};`,
  ].join("\n");
}

const I18N_MODULE = path.join(ROOT, "src/lib/i18n.ts");
/** The helper of src/lib/i18n.ts wrapping an `import()` that brings a lazily loaded part, by part. */
const LAZY_HELPERS = {
  "app-lazy": "withLazyAppMessages",
  "kit-lazy": "withLazyKitMessages",
} as const;

/**
 * `code` (of `file`, from the project root) with every `import()` of a file `wrap` accepts
 * wrapped so it resolves once the `app-lazy` (or `part`) catalogue part is loaded too
 * (src/lib/i18n.ts `withLazyAppMessages`, `withLazyKitMessages`); null when it has none.
 */
export function withLazyFrameMessages(
  code: string,
  file: string,
  wrap: (target: string) => boolean,
  part: keyof typeof LAZY_HELPERS = "app-lazy",
): string | null {
  const helper = LAZY_HELPERS[part];
  const local = `__${helper}`;
  let wrapped = false;
  const out = code.replace(DYNAMIC_IMPORT, (call: string, specifier: string) => {
    const target = resolveImport(file, specifier);
    if (!target || !wrap(target)) return call;
    wrapped = true;
    return `${local}(${call})`;
  });
  return wrapped ? `import { ${helper} as ${local} } from ${JSON.stringify(I18N_MODULE)};\n${out}` : null;
}

/**
 * Whether an `import()` of `target` loads a module showing messages of the `app-lazy` part: one
 * of the frame's lazily loaded files (`lazyFrame`) that uses such messages (`lazyOrigins`) or
 * imports one statically (the guard's contracts, e.g., show none: their import stays as it is).
 */
export function loadsLazyFrameMessages(
  target: string,
  lazyFrame: ReadonlySet<string>,
  lazyOrigins: ReadonlySet<string>,
  importsOf: (file: string) => readonly string[] = staticImportsOf,
): boolean {
  const seen = new Set<string>();
  const queue = [target];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file) || !lazyFrame.has(file)) continue;
    if (lazyOrigins.has(file)) return true;
    seen.add(file);
    queue.push(...importsOf(file));
  }
  return false;
}

/** The last compiled catalogues' messages, by code: every scope of a locale filters the same one. */
const parsedCatalogues = new Map<string, Record<string, unknown>>();

function compiledMessages(code: string): Record<string, unknown> {
  let messages = parsedCatalogues.get(code);
  if (!messages) {
    const match = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/s.exec(code);
    if (!match?.[1]) throw new Error("catalogue scopes: unexpected compiled catalogue shape");
    messages = JSON.parse(JSON.parse(match[1]) as string) as Record<string, unknown>;
    if (parsedCatalogues.size >= LOCALES.length * 2) parsedCatalogues.clear();
    parsedCatalogues.set(code, messages);
  }
  return messages;
}

/** Keeps the messages of one scope in Lingui's compiled catalogue (`export const messages=JSON.parse("…")`). */
export function scopeCompiledCatalogue(code: string, keep: (id: string) => boolean): string {
  const messages = compiledMessages(code);
  const kept = Object.fromEntries(Object.entries(messages).filter(([id]) => keep(id)));
  return `export const messages=JSON.parse(${JSON.stringify(JSON.stringify(kept))});`;
}

/** The locales with a catalogue (locales/<locale>/messages.po). */
const LOCALES = ["en", "id"] as const;

/**
 * Shared by the bundles one process builds (issue 19, build ratio): each locale's compiled
 * catalogue, by the .po file's content; the source catalogue's scopes, by its content and the
 * logged-out and signed-in pages' import graphs; each scope's module, by the two. None depends on the bundle.
 */
const compiledByLocale = new Map<string, { po: string; code: Promise<{ code: string }> }>();
let sharedScopes: { key: string; byId: Promise<Map<string, CatalogueScope[]>> } | null = null;
const scopedModules = new Map<string, { code: string; byId: Map<string, CatalogueScope[]>; module: string }>();

const graphKey = (graph: CatalogueGraph): string => {
  const signedIn = graph.signedIn;
  const routes = signedIn
    ? [...signedIn.routes].map(([file, r]) => `${file}:${r.kit}:${r.areas}:${[...r.reach].sort()}`).sort()
    : [];
  const sets = [
    graph.start,
    graph.loggedOut,
    signedIn?.frame ?? [],
    signedIn?.frameStatic ?? [],
    signedIn?.kit ?? [],
    signedIn?.kitStatic ?? [],
  ].map((set) => [...set].sort());
  return createHash("sha256")
    .update(JSON.stringify([sets, routes]))
    .digest("base64");
};

/**
 * `pages`: the bundle's pages (all of them when not given, e.g. in tests and the dev server);
 * `landing`: its landing page's route file (from src/routes/, `app/cash.tsx`), whose areas' messages
 * it uses get a part of their own ({@link LANDING_PART}).
 */
export function catalogueScopesPlugin(options: { pages?: ReadonlySet<PageKey>; landing?: string } = {}): Plugin {
  const [configPlugin, loaderPlugin] = lingui() as unknown as [Plugin, Plugin];
  let configured = false;
  // the catalogues and the logged-out pages' scopes, read once per build (they may have changed
  // since the last one: dev server, watch)
  const files = new Map<string, string>();
  let scopesOfBuild: Promise<Map<string, CatalogueScope[]>> | null = null;
  let graphOfBuild: CatalogueGraph | null = null;
  const graph = (): CatalogueGraph => {
    graphOfBuild ??= { ...loggedOutGraph(), signedIn: catalogueSignedInGraph() };
    return graphOfBuild;
  };
  const read = (file: string): string => {
    let text = files.get(file);
    if (text === undefined) {
      text = readFileSync(file, "utf8");
      files.set(file, text);
    }
    return text;
  };
  // the source catalogue (locales/en/messages.po) parsed once a build, for every use below
  const SOURCE_PO = path.join(ROOT, "locales/en/messages.po");
  let sourceCatalogue: ReturnType<ReturnType<typeof formatter>["parse"]> | null = null;
  const parsedSource = () => {
    sourceCatalogue ??= formatter({}).parse(read(SOURCE_PO), {
      locale: "en",
      sourceLocale: "en",
      filename: "messages.po",
    });
    return sourceCatalogue;
  };
  const forget = () => {
    files.clear();
    scopesOfBuild = null;
    graphOfBuild = null;
    sourceCatalogue = null;
  };
  // the frame's lazily loaded files, and those of them using a message of the app-lazy part
  let lazyFrame: Promise<{ files: Set<string>; origins: Set<string> }> | null = null;
  let lazyKit: Promise<{ files: Set<string>; origins: Set<string> }> | null = null;
  const lazyFrameOf = async (signedIn: SignedInGraph, part: "app-lazy" | "kit-lazy" = "app-lazy") => {
    const files =
      part === "app-lazy"
        ? new Set([...signedIn.frame].filter((f) => !(signedIn.frameStatic ?? signedIn.frame).has(f)))
        : new Set([...signedIn.kit].filter((f) => !(signedIn.kitStatic ?? signedIn.kit).has(f)));
    const catalogue = await parsedSource();
    const origins = new Set<string>();
    for (const entry of Object.values(catalogue ?? {})) {
      const from = (entry.origin ?? []).map((o) => o[0]);
      if (messageScopes(from, graph()).includes(part)) for (const file of from) origins.add(file);
    }
    return { files, origins };
  };
  // the ids of the landing page's part (its areas' messages its files use with its first paint) and
  // of its lazily loaded part (those only its files loaded on use show), with those files' origins,
  // and the files it loads on use
  let landingIds: Promise<{
    ids: Set<string>;
    lazyIds: Set<string>;
    lazyOrigins: Set<string>;
    lazyFiles: Set<string>;
  }> | null = null;
  const landingOf = (routeFile: string) => {
    landingIds ??= (async () => {
      const signedIn = graph().signedIn;
      const route = signedIn?.routes.get(`src/routes/${routeFile}`);
      const byId = await scopesById(read(SOURCE_PO), graph());
      const catalogue = await parsedSource();
      const found = {
        ids: new Set<string>(),
        lazyIds: new Set<string>(),
        lazyOrigins: new Set<string>(),
        lazyFiles: route ? landingLazyFiles(route) : new Set<string>(),
      };
      if (!route) return found;
      for (const [id, entry] of Object.entries(catalogue ?? {})) {
        const files = (entry.origin ?? []).map((o) => o[0]);
        if (inLandingPart(byId.get(id) ?? [], files, route)) found.ids.add(id);
        else if (inLandingLazyPart(byId.get(id) ?? [], files, route)) {
          found.lazyIds.add(id);
          for (const file of files) found.lazyOrigins.add(file);
        }
      }
      return found;
    })();
    return landingIds;
  };
  return {
    name: "dashboard-catalogue-scopes",
    buildStart() {
      forget();
      lazyFrame = null;
      lazyKit = null;
      landingIds = null;
    },
    watchChange() {
      forget();
      lazyFrame = null;
      lazyKit = null;
      landingIds = null;
    },
    // the frame's import() of a lazily loaded file brings that file's messages (the app-lazy part)
    transform: {
      filter: { id: /\.(ts|tsx)(\?.*)?$/, code: "import(" },
      async handler(code, id) {
        const file = path.relative(ROOT, id.replace(/\?.*$/, "")).split(path.sep).join("/");
        if (file.startsWith("..") || !file.startsWith("src/") || path.join(ROOT, file) === I18N_MODULE) return null;
        const signedIn = graph().signedIn;
        if (!signedIn) return null;
        lazyFrame ??= lazyFrameOf(signedIn);
        lazyKit ??= lazyFrameOf(signedIn, "kit-lazy");
        const [frame, kit] = [await lazyFrame, await lazyKit];
        const app = withLazyFrameMessages(code, file, (target) =>
          loadsLazyFrameMessages(target, frame.files, frame.origins),
        );
        // the landing page's dialogs' bodies bring its messages only they show too (in the kit-lazy part)
        const route = options.landing ? signedIn.routes.get(`src/routes/${options.landing}`) : undefined;
        const landing = route && options.landing ? await landingOf(options.landing) : undefined;
        const out = withLazyFrameMessages(
          app ?? code,
          file,
          (target) =>
            loadsLazyFrameMessages(target, kit.files, kit.origins) ||
            (landing !== undefined && loadsLazyFrameMessages(target, landing.lazyFiles, landing.lazyOrigins)),
          "kit-lazy",
        );
        return out === null && app === null ? null : { code: out ?? app ?? code, map: null };
      },
    },
    resolveId: {
      filter: { id: /^virtual:(messages|route-catalogues)\// },
      handler: (id) =>
        id.startsWith(ROUTE_CATALOGUES)
          ? `\0${id}`
          : id.startsWith(PREFIX)
            ? `${RESOLVED}${id.slice(PREFIX.length)}`
            : null,
    },
    load: {
      filter: { id: /^\0virtual:(messages|route-catalogues)\// },
      handler: async function (id) {
        if (id.startsWith(RESOLVED_ROUTE_CATALOGUES)) {
          const locale = id.slice(RESOLVED_ROUTE_CATALOGUES.length);
          if (!(LOCALES as readonly string[]).includes(locale)) throw new Error(`unknown route catalogues ${id}`);
          for (const r of ALL_PAGE_ROUTES) this.addWatchFile(path.join(ROOT, "src/routes", r.file));
          return routeCataloguesModule(options.pages, locale, graph().signedIn, options.landing);
        }
        if (!id.startsWith(RESOLVED)) return null;
        const [locale, ...rest] = id.slice(RESOLVED.length).split("/");
        const scope = rest.join("/");
        if (
          !locale ||
          (scope !== "public" &&
            scope !== "logged-out" &&
            scope !== "app" &&
            scope !== "app-lazy" &&
            scope !== KIT_PART &&
            scope !== "kit-lazy" &&
            !(scope === LANDING_PART && options.landing) &&
            scope !== "errors" &&
            !/^area\/[\w-]+$/.test(scope))
        )
          throw new Error(`unknown catalogue ${id}`);
        if (!configured) {
          (configPlugin.configResolved as () => void)();
          configured = true;
        }
        const poFile = path.join(ROOT, "locales", locale, "messages.po");
        this.addWatchFile(poFile);
        this.addWatchFile(SOURCE_PO);
        const transform = loaderPlugin.transform as { handler: (this: unknown, src: string, id: string) => unknown };
        // one compilation per locale and content: every scope of a locale filters the same catalogue
        const po = read(poFile);
        let known = compiledByLocale.get(locale);
        if (known?.po !== po) {
          known = { po, code: Promise.resolve(transform.handler.call(this, po, poFile) as { code: string }) };
          compiledByLocale.set(locale, known);
        }
        const compiled = await known.code;
        if (!scopesOfBuild) {
          const source = read(SOURCE_PO);
          const key = `${createHash("sha256").update(source).digest("base64")}\0${graphKey(graph())}`;
          if (sharedScopes?.key !== key) sharedScopes = { key, byId: scopesById(source, graph()) };
          scopesOfBuild = sharedScopes.byId;
        }
        const byId = await scopesOfBuild;
        if (scope === LANDING_PART && options.landing) {
          const landing = await landingOf(options.landing);
          return scopeCompiledCatalogue(compiled.code, (msgId) => landing.ids.has(msgId));
        }
        // the kit's messages loaded on use, and the landing page's (its dialogs' bodies)
        if (scope === "kit-lazy" && options.landing) {
          const landing = await landingOf(options.landing);
          return scopeCompiledCatalogue(
            compiled.code,
            (msgId) => landing.lazyIds.has(msgId) || (byId.get(msgId) ?? ["public"]).includes("kit-lazy"),
          );
        }
        const scoped = scopedModules.get(`${locale}/${scope}`);
        if (scoped?.code === compiled.code && scoped.byId === byId) return scoped.module;
        // a message missing from the source catalogue is public (shown wherever it is used)
        const module = scopeCompiledCatalogue(compiled.code, (msgId) =>
          (byId.get(msgId) ?? ["public"]).includes(scope as CatalogueScope),
        );
        scopedModules.set(`${locale}/${scope}`, { code: compiled.code, byId, module });
        return module;
      },
    },
  };
}
