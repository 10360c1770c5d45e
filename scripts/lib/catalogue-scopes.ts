/**
 * Catalogues per scope (issue 19): `virtual:messages/<locale>/public` holds the messages of the
 * logged-out pages and the shared shell, kit and design system; `virtual:messages/<locale>/app`
 * the rest (the messages only the logged-in pages use). The login page loads the public part; the
 * logged-in guard adds the app part (src/lib/i18n.ts). Both are compiled by Lingui's own Vite
 * plugin from `locales/<locale>/messages.po`, then split by the message's origins in the source
 * catalogue (`#:` lines of locales/en/messages.po).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { formatter } from "@lingui/format-po";
import { lingui } from "@lingui/vite-plugin";
import type { Plugin } from "vite";
import { ROOT } from "./brands.ts";

const PREFIX = "virtual:messages/";
const RESOLVED = `\0${PREFIX}`;

/** A source file whose messages only logged-in pages show. */
const APP_ONLY = [
  /^src\/features\/(?!auth\/|session\/|country\/)/,
  /^src\/routes\/(app|bare)\//,
  /^src\/app\/(dashboard-frame|top-bar|sidebar|command-palette|menu|use-shortcuts|current-page)/,
];

export const isAppOnlyOrigin = (file: string): boolean => APP_ONLY.some((pattern) => pattern.test(file));

/** The ids of the messages the logged-out pages may show: any origin outside the app-only files. */
export async function publicMessageIds(sourcePo: string): Promise<Set<string>> {
  const catalogue = await formatter({}).parse(sourcePo, { locale: "en", sourceLocale: "en", filename: "messages.po" });
  const ids = new Set<string>();
  for (const [id, entry] of Object.entries(catalogue ?? {})) {
    const files = (entry.origin ?? []).map((origin) => origin[0]);
    if (files.length === 0 || !files.every(isAppOnlyOrigin)) ids.add(id);
  }
  return ids;
}

/** Keeps the messages of one scope in Lingui's compiled catalogue (`export const messages=JSON.parse("…")`). */
export function scopeCompiledCatalogue(code: string, keep: (id: string) => boolean): string {
  const match = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/s.exec(code);
  if (!match?.[1]) throw new Error("catalogue scopes: unexpected compiled catalogue shape");
  const messages = JSON.parse(JSON.parse(match[1]) as string) as Record<string, unknown>;
  const kept = Object.fromEntries(Object.entries(messages).filter(([id]) => keep(id)));
  return `export const messages=JSON.parse(${JSON.stringify(JSON.stringify(kept))});`;
}

export function catalogueScopesPlugin(): Plugin {
  const [configPlugin, loaderPlugin] = lingui() as unknown as [Plugin, Plugin];
  let configured = false;
  return {
    name: "dashboard-catalogue-scopes",
    resolveId: {
      filter: { id: /^virtual:messages\// },
      handler: (id) => (id.startsWith(PREFIX) ? `${RESOLVED}${id.slice(PREFIX.length)}` : null),
    },
    load: {
      filter: { id: /^\0virtual:messages\// },
      handler: async function (id) {
        if (!id.startsWith(RESOLVED)) return null;
        const [locale, scope] = id.slice(RESOLVED.length).split("/");
        if (!locale || (scope !== "public" && scope !== "app")) throw new Error(`unknown catalogue ${id}`);
        if (!configured) {
          (configPlugin.configResolved as () => void)();
          configured = true;
        }
        const poFile = path.join(ROOT, "locales", locale, "messages.po");
        const sourcePo = path.join(ROOT, "locales/en/messages.po");
        this.addWatchFile(poFile);
        this.addWatchFile(sourcePo);
        const transform = loaderPlugin.transform as { handler: (this: unknown, src: string, id: string) => unknown };
        const compiled = (await transform.handler.call(this, readFileSync(poFile, "utf8"), poFile)) as { code: string };
        const publicIds = await publicMessageIds(readFileSync(sourcePo, "utf8"));
        return scopeCompiledCatalogue(compiled.code, (msgId) => (scope === "public") === publicIds.has(msgId));
      },
    },
  };
}
