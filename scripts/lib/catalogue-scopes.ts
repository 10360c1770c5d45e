/**
 * Catalogues per scope (issue 19), compiled by Lingui's own Vite plugin from
 * `locales/<locale>/messages.po`, then split by the message's origins in the source catalogue
 * (`#:` lines of locales/en/messages.po):
 *  - `virtual:messages/<locale>/public`: the logged-out pages and the shared shell, kit and design
 *    system (any message used there); the login page loads only this part;
 *  - `virtual:messages/<locale>/app`: the logged-in frame (src/app, the shell's and the prompts'
 *    features, route files), which the logged-in guard adds (src/lib/i18n.ts);
 *  - `virtual:messages/<locale>/area/<feature>`: one feature area's pages (a message used in two
 *    areas is in both), which the guard adds for the page being opened.
 * `virtual:route-catalogues` tells the guard which areas each of the bundle's routes needs (the
 * features its route file imports) and how to load them, so the signed-in landing page carries the
 * frame's messages and its own page's, not every page's.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { formatter } from "@lingui/format-po";
import { lingui } from "@lingui/vite-plugin";
import type { Plugin } from "vite";
import { ALL_PAGE_ROUTES } from "../../src/app/route-table.ts";
import type { PageKey } from "../../src/domain/brand/sections.ts";
import { ROOT } from "./brands.ts";

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

export type CatalogueScope = "public" | "app" | `area/${string}`;

/** The feature area of a logged-in-only source file, or null for the frame's own files. */
export function areaOfOrigin(file: string): string | null {
  const feature = /^src\/features\/([\w-]+)\//.exec(file)?.[1];
  return feature && isAppOnlyOrigin(file) && !FRAME_FEATURES.has(feature) ? feature : null;
}

/**
 * Where a message goes, from the files that use it: public if any is outside the logged-in
 * files (or none is known), else the frame's part if any is the frame's, else each area using it.
 */
export function messageScopes(files: readonly string[]): CatalogueScope[] {
  if (files.length === 0 || !files.every(isAppOnlyOrigin)) return ["public"];
  const areas = files.map(areaOfOrigin);
  if (areas.includes(null)) return ["app"];
  return [...new Set(areas as string[])].map((area) => `area/${area}` as const);
}

async function scopesById(sourcePo: string): Promise<Map<string, CatalogueScope[]>> {
  const catalogue = await formatter({}).parse(sourcePo, { locale: "en", sourceLocale: "en", filename: "messages.po" });
  return new Map(
    Object.entries(catalogue ?? {}).map(([id, entry]) => [id, messageScopes((entry.origin ?? []).map((o) => o[0]))]),
  );
}

/** The ids of the messages the logged-out pages may show: any origin outside the app-only files. */
export async function publicMessageIds(sourcePo: string): Promise<Set<string>> {
  const scopes = await scopesById(sourcePo);
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

/** Keeps the messages of one scope in Lingui's compiled catalogue (`export const messages=JSON.parse("…")`). */
export function scopeCompiledCatalogue(code: string, keep: (id: string) => boolean): string {
  const match = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/s.exec(code);
  if (!match?.[1]) throw new Error("catalogue scopes: unexpected compiled catalogue shape");
  const messages = JSON.parse(JSON.parse(match[1]) as string) as Record<string, unknown>;
  const kept = Object.fromEntries(Object.entries(messages).filter(([id]) => keep(id)));
  return `export const messages=JSON.parse(${JSON.stringify(JSON.stringify(kept))});`;
}

/** The locales with a catalogue (locales/<locale>/messages.po). */
const LOCALES = ["en", "id"] as const;

/** `pages`: the bundle's pages (all of them when not given, e.g. in tests and the dev server). */
export function catalogueScopesPlugin(options: { pages?: ReadonlySet<PageKey> } = {}): Plugin {
  const [configPlugin, loaderPlugin] = lingui() as unknown as [Plugin, Plugin];
  let configured = false;
  // the source catalogue's scopes, parsed once per content (one build loads many catalogues)
  let scopes: { source: string; byId: Promise<Map<string, CatalogueScope[]>> } | null = null;
  const compiledByLocale = new Map<string, { po: string; code: Promise<{ code: string }> }>();
  return {
    name: "dashboard-catalogue-scopes",
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
        if (!locale || (scope !== "public" && scope !== "app" && !/^area\/[\w-]+$/.test(scope)))
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
        const po = readFileSync(poFile, "utf8");
        let known = compiledByLocale.get(locale);
        if (known?.po !== po) {
          known = { po, code: Promise.resolve(transform.handler.call(this, po, poFile) as { code: string }) };
          compiledByLocale.set(locale, known);
        }
        const compiled = await known.code;
        const source = readFileSync(sourcePo, "utf8");
        if (scopes?.source !== source) scopes = { source, byId: scopesById(source) };
        const byId = await scopes.byId;
        // a message missing from the source catalogue is public (shown wherever it is used)
        return scopeCompiledCatalogue(compiled.code, (msgId) =>
          (byId.get(msgId) ?? ["public"]).includes(scope as CatalogueScope),
        );
      },
    },
  };
}
