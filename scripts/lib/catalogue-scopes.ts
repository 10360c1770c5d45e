/**
 * Catalogues per scope (issue 19), compiled by Lingui's own Vite plugin from
 * `locales/<locale>/messages.po`, then split by the message's origins in the source catalogue
 * (`#:` lines of locales/en/messages.po):
 *  - `virtual:messages/<locale>/public`: what the entry and the login page use (the files they
 *    import statically, scripts/lib/logged-out-graph.ts); the login page loads only this part;
 *  - `virtual:messages/<locale>/logged-out`: the other logged-out pages and what they or the
 *    login page load later (e.g. the toast region), which their layout's guard adds;
 *  - `virtual:messages/<locale>/app`: the logged-in frame (src/app, the shell's and the prompts'
 *    features, route files) and any shared file (kit, design system) outside `public`, which the
 *    logged-in guard adds (src/lib/i18n.ts);
 *  - `virtual:messages/<locale>/area/<feature>`: one feature area's pages (a message used in two
 *    areas is in both), which the guard adds for the page being opened.
 * `virtual:route-catalogues` tells the guard which areas each of the bundle's routes needs (the
 * features its route file imports) and how to load them, so the signed-in landing page carries the
 * frame's messages and its own page's, not every page's.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { formatter } from "@lingui/format-po";
import { lingui } from "@lingui/vite-plugin";
import type { Plugin } from "vite";
import { ALL_PAGE_ROUTES } from "../../src/app/route-table.ts";
import type { PageKey } from "../../src/domain/brand/sections.ts";
import { ROOT } from "./brands.ts";
import { type LoggedOutGraph, loggedOutGraph } from "./logged-out-graph.ts";

const PREFIX = "virtual:messages/";
const RESOLVED = `\0${PREFIX}`;
const ROUTE_CATALOGUES = "virtual:route-catalogues";
const RESOLVED_ROUTE_CATALOGUES = `\0${ROUTE_CATALOGUES}`;

/** A source file whose messages only logged-in pages show. */
const APP_ONLY = [
  /^src\/features\/(?!auth\/|session\/|country\/)/,
  /^src\/routes\/(app|bare)\//,
  /^src\/app\/(dashboard-frame|top-bar|sidebar|command-palette|menu|use-shortcuts|current-page)/,
];

export const isAppOnlyOrigin = (file: string): boolean => APP_ONLY.some((pattern) => pattern.test(file));

/** The features whose messages the logged-in frame itself shows (the chrome, its prompts and banners). */
const FRAME_FEATURES = new Set(["shell", "prompts"]);

export type CatalogueScope = "public" | "logged-out" | "app" | `area/${string}`;

/** The feature area of a logged-in-only source file, or null for the frame's own files. */
export function areaOfOrigin(file: string): string | null {
  const feature = /^src\/features\/([\w-]+)\//.exec(file)?.[1];
  return feature && isAppOnlyOrigin(file) && !FRAME_FEATURES.has(feature) ? feature : null;
}

/**
 * Where a message goes, from the files that use it. Every file logged-in only: the frame's part if
 * any is the frame's, else each area using it. Otherwise (or none known) public; with the
 * logged-out pages' import graph, public only when the entry or the login page uses it, else the
 * logged-out part when another logged-out page uses it and the frame's part when a signed-in
 * page may (a shared file the logged-out pages do not use, or one they load after the first paint).
 */
export function messageScopes(files: readonly string[], graph?: LoggedOutGraph): CatalogueScope[] {
  if (files.length > 0 && files.every(isAppOnlyOrigin)) {
    const areas = files.map(areaOfOrigin);
    if (areas.includes(null)) return ["app"];
    return [...new Set(areas as string[])].map((area) => `area/${area}` as const);
  }
  if (!graph || files.length === 0 || files.some((file) => graph.start.has(file))) return ["public"];
  return files.some((file) => graph.loggedOut.has(file)) ? ["logged-out", "app"] : ["app"];
}

async function scopesById(sourcePo: string, graph?: LoggedOutGraph): Promise<Map<string, CatalogueScope[]>> {
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
export async function publicMessageIds(sourcePo: string, graph?: LoggedOutGraph): Promise<Set<string>> {
  const scopes = await scopesById(sourcePo, graph);
  return new Set([...scopes].filter(([, s]) => s.includes("public")).map(([id]) => id));
}

/** The feature areas a route file's screen comes from (the features it imports). */
export function routeFileAreas(source: string): string[] {
  const areas = [...source.matchAll(/features\/([\w-]+)\//g)].map((m) => m[1] as string);
  return [...new Set(areas)].filter((a) => areaOfOrigin(`src/features/${a}/x.tsx`) !== null).sort();
}

/**
 * `virtual:route-catalogues`: each logged-in route of the bundle (its path pattern) with the areas
 * whose messages it needs, and each such area's catalogue loaders. Pages outside the bundle are
 * left out, so no other page's messages ship with it.
 */
export function routeCataloguesModule(pages: ReadonlySet<PageKey> | undefined, locales: readonly string[]): string {
  const routes = ALL_PAGE_ROUTES.filter((r) => !pages || pages.has(r.page))
    .map((r) => [r.path, routeFileAreas(readFileSync(path.join(ROOT, "src/routes", r.file), "utf8"))] as const)
    .filter(([, areas]) => areas.length > 0);
  const areas = [...new Set(routes.flatMap(([, a]) => a))].sort();
  const loaders = areas.map(
    (area) =>
      `${JSON.stringify(area)}: {${locales.map((l) => `${JSON.stringify(l)}: () => import(${JSON.stringify(`${PREFIX}${l}/area/${area}`)})`).join(", ")}}`,
  );
  return [
    `export const ROUTE_AREAS = ${JSON.stringify(routes)};`,
    `export const AREA_CATALOGUES = {${loaders.join(",\n")}};`,
  ].join("\n");
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
 * logged-out pages' import graph; each scope's module, by the two. None depends on the bundle.
 */
const compiledByLocale = new Map<string, { po: string; code: Promise<{ code: string }> }>();
let sharedScopes: { key: string; byId: Promise<Map<string, CatalogueScope[]>> } | null = null;
const scopedModules = new Map<string, { code: string; byId: Map<string, CatalogueScope[]>; module: string }>();

const graphKey = (graph: LoggedOutGraph): string => `${[...graph.start].sort()}\n${[...graph.loggedOut].sort()}`;

/** `pages`: the bundle's pages (all of them when not given, e.g. in tests and the dev server). */
export function catalogueScopesPlugin(options: { pages?: ReadonlySet<PageKey> } = {}): Plugin {
  const [configPlugin, loaderPlugin] = lingui() as unknown as [Plugin, Plugin];
  let configured = false;
  // the catalogues and the logged-out pages' scopes, read once per build (they may have changed
  // since the last one: dev server, watch)
  const files = new Map<string, string>();
  let scopesOfBuild: Promise<Map<string, CatalogueScope[]>> | null = null;
  const read = (file: string): string => {
    let text = files.get(file);
    if (text === undefined) {
      text = readFileSync(file, "utf8");
      files.set(file, text);
    }
    return text;
  };
  const forget = () => {
    files.clear();
    scopesOfBuild = null;
  };
  return {
    name: "dashboard-catalogue-scopes",
    buildStart: forget,
    watchChange: forget,
    resolveId: {
      filter: { id: /^virtual:(messages\/|route-catalogues$)/ },
      handler: (id) =>
        id === ROUTE_CATALOGUES
          ? RESOLVED_ROUTE_CATALOGUES
          : id.startsWith(PREFIX)
            ? `${RESOLVED}${id.slice(PREFIX.length)}`
            : null,
    },
    load: {
      filter: { id: /^\0virtual:(messages\/|route-catalogues$)/ },
      handler: async function (id) {
        if (id === RESOLVED_ROUTE_CATALOGUES) {
          for (const r of ALL_PAGE_ROUTES) this.addWatchFile(path.join(ROOT, "src/routes", r.file));
          return routeCataloguesModule(options.pages, LOCALES);
        }
        if (!id.startsWith(RESOLVED)) return null;
        const [locale, ...rest] = id.slice(RESOLVED.length).split("/");
        const scope = rest.join("/");
        if (
          !locale ||
          (scope !== "public" && scope !== "logged-out" && scope !== "app" && !/^area\/[\w-]+$/.test(scope))
        )
          throw new Error(`unknown catalogue ${id}`);
        if (!configured) {
          (configPlugin.configResolved as () => void)();
          configured = true;
        }
        const poFile = path.join(ROOT, "locales", locale, "messages.po");
        const sourcePo = path.join(ROOT, "locales/en/messages.po");
        this.addWatchFile(poFile);
        this.addWatchFile(sourcePo);
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
          const source = read(sourcePo);
          const graph = loggedOutGraph();
          const key = `${createHash("sha256").update(source).digest("base64")}\0${graphKey(graph)}`;
          if (sharedScopes?.key !== key) sharedScopes = { key, byId: scopesById(source, graph) };
          scopesOfBuild = sharedScopes.byId;
        }
        const byId = await scopesOfBuild;
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
