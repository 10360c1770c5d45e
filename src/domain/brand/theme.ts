/**
 * Brand theme → CSS custom properties. The one place token names are decided: the design
 * system reads only these variables, so a brand changes tokens, never components.
 *
 * Light and dark (issue 21): the light palette is the default; the dark one applies when the
 * system prefers dark and the user has not chosen light, or when the user chose dark. The
 * choice is `data-theme="light" | "dark"` on the root element (set before the first paint by
 * the external `theme-boot.js`, see scripts/lib/vite-config.ts), so the system case needs no
 * script at all and no screen paints the wrong theme first.
 */
import type { Theme } from "./manifest.ts";

export type ThemeMode = "light" | "dark";
/** What the user picked in the profile menu; `system` follows `prefers-color-scheme`. */
export type ThemePreference = ThemeMode | "system";
export const THEME_PREFERENCES: readonly ThemePreference[] = ["system", "light", "dark"];
/** localStorage key of the preference (read by public theme-boot.js before the first paint: keep in sync). */
export const THEME_STORAGE_KEY = "dashboard.theme";
/** The root attribute holding an explicit choice. */
export const THEME_ATTRIBUTE = "data-theme";

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export function themeVariables(theme: Theme, mode: ThemeMode = "light"): Record<string, string> {
  const vars: Record<string, string> = {};
  const colours = mode === "dark" ? theme.darkColors : theme.colors;
  for (const [name, value] of Object.entries(colours)) vars[`--brand-${kebab(name)}`] = value;
  vars["--brand-radius"] = theme.radius;
  vars["--brand-font"] = theme.font;
  return vars;
}

function declarations(theme: Theme, mode: ThemeMode): string {
  const vars = Object.entries(themeVariables(theme, mode)).map(([k, v]) => `${k}:${v}`);
  return [...vars, `color-scheme:${mode}`].join(";");
}

/**
 * The CSS declaring the brand's tokens on `selector` (`:root` in a bundle): light by default,
 * dark under `prefers-color-scheme: dark` unless `data-theme="light"`, and dark whenever
 * `data-theme="dark"`.
 */
export function themeCss(theme: Theme, selector = ":root"): string {
  const light = declarations(theme, "light");
  const dark = declarations(theme, "dark");
  return [
    `${selector}{${light}}`,
    `@media (prefers-color-scheme:dark){${selector}:not([${THEME_ATTRIBUTE}="light"]){${dark}}}`,
    `${selector}[${THEME_ATTRIBUTE}="dark"]{${dark}}`,
  ].join("");
}

/** The stored preference, `system` when absent or unknown. */
export function parseThemePreference(value: string | null | undefined): ThemePreference {
  return value === "light" || value === "dark" ? value : "system";
}
