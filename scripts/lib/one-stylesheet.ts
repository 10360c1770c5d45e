/**
 * One stylesheet per bundle (issue 19): the brand theme (src/domain/brand/theme.ts) was a
 * stylesheet of its own beside the app's, two render-blocking requests in the first wave of every
 * page (Lighthouse mobile, login: LCP 2.11 → 2.04 s with one, floor 1.65 s, same run). In a
 * build the theme is a CSS module the entry imports first, so Vite puts it at the head of the
 * entry's stylesheet (the same cascade order as the two links had), named by the hash of the
 * whole, and the lazy chunks' preload lists name that file. The link keeps `id="brand-theme"`.
 * The dev server keeps its inline <style> (scripts/lib/vite-config.ts brandPlugin).
 */
import path from "node:path";
import type { Plugin } from "vite";

const VIRTUAL_THEME = "virtual:brand-theme.css";
const RESOLVED_THEME = `\0${VIRTUAL_THEME}`;
/** brandPlugin's separate theme stylesheet in the built index.html. */
const THEME_LINK = /\n\s*<link rel="stylesheet" id="brand-theme" href="([^"]+)" \/>/;
/** Vite's link to the entry's stylesheet. */
const ENTRY_CSS_LINK = /<link rel="stylesheet" crossorigin href="([^"]+)">/;

/** index.html with the theme's link removed and the entry stylesheet's link marked as the theme's; null if either is missing. */
export function oneStylesheetHtml(html: string): { html: string; themeHref: string } | null {
  const theme = THEME_LINK.exec(html);
  if (!theme || !ENTRY_CSS_LINK.test(html)) return null;
  return {
    themeHref: theme[1] as string,
    html: html
      .replace(theme[0], "")
      .replace(
        ENTRY_CSS_LINK,
        (_all, href: string) => `<link rel="stylesheet" id="brand-theme" href="${href}" crossorigin />`,
      ),
  };
}

export function oneStylesheetPlugin({
  entry,
  themeCss,
  base = "/",
}: {
  /** The entry module's absolute path. */
  entry: string;
  themeCss: string;
  base?: string;
}): Plugin {
  const entryFile = path.resolve(entry);
  return {
    name: "dashboard-one-stylesheet",
    apply: "build",
    enforce: "pre",
    resolveId: (id) => (id === VIRTUAL_THEME ? RESOLVED_THEME : null),
    load: (id) => (id === RESOLVED_THEME ? themeCss : null),
    transform(code, id) {
      if (id !== entryFile) return null;
      return { code: `import ${JSON.stringify(VIRTUAL_THEME)};\n${code}`, map: null };
    },
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const html = bundle["index.html"];
        if (html?.type !== "asset") return;
        const merged = oneStylesheetHtml(String(html.source));
        if (!merged) return;
        html.source = merged.html;
        // the theme's own file (brandPlugin emits it) is no longer linked
        const themeFile = merged.themeHref.startsWith(base) ? merged.themeHref.slice(base.length) : merged.themeHref;
        if (bundle[themeFile]?.type === "asset") delete bundle[themeFile];
      },
    },
  };
}
