/**
 * Brand theme → CSS custom properties. The one place token names are decided: the design
 * system reads only these variables, so a brand changes tokens, never components.
 */
import type { Theme } from "./manifest.ts";

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export function themeVariables(theme: Theme): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [name, value] of Object.entries(theme.colors)) vars[`--brand-${kebab(name)}`] = value;
  vars["--brand-radius"] = theme.radius;
  vars["--brand-font"] = theme.font;
  return vars;
}

/** A CSS rule declaring the brand's tokens on `selector` (`:root` in a bundle). */
export function themeCss(theme: Theme, selector = ":root"): string {
  const body = Object.entries(themeVariables(theme))
    .map(([k, v]) => `${k}:${v}`)
    .join(";");
  return `${selector}{${body}}`;
}
