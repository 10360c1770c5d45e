/**
 * WCAG 2.2 contrast of a brand's colour tokens (issue 21): every text/background pair the
 * design system paints must reach AA (4.5:1 for text, 3:1 for the focus ring against the page),
 * in the light and in the dark palette. The manifest schema runs this, so a brand whose
 * tokens fail does not build.
 */

/** The token names of one palette (the keys of `theme.colors` / `theme.darkColors`). */
export type PaletteToken =
  | "primary"
  | "primaryHover"
  | "onPrimary"
  | "accent"
  | "background"
  | "surface"
  | "text"
  | "textMuted"
  | "border"
  | "focus"
  | "success"
  | "warning"
  | "danger"
  | "info";

export type Palette = Record<PaletteToken, string>;

/** Relative luminance of a `#rrggbb` colour (WCAG 2.2, "relative luminance"). */
export function luminance(hex: string): number {
  const value = hex.replace("#", "");
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = Number.parseInt(value.slice(i, i + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** AA for normal-size text (WCAG 1.4.3). */
export const TEXT_CONTRAST = 4.5;
/** AA for user-interface components such as the focus ring (WCAG 1.4.11). */
export const NON_TEXT_CONTRAST = 3;

/**
 * Every foreground/background pair the design system uses (the Tailwind classes of
 * src/components/ui: `text-*` on `bg-*`, `text-on-primary` on filled buttons, pills and toasts,
 * `text-surface` on `bg-text` tooltips, the focus outline on the page).
 */
export const CONTRAST_PAIRS: readonly { fg: PaletteToken; bg: PaletteToken; min: number }[] = [
  ...(["text", "textMuted", "primary", "success", "warning", "danger", "info"] as const).flatMap((fg) =>
    (["background", "surface"] as const).map((bg) => ({ fg, bg, min: TEXT_CONTRAST })),
  ),
  ...(["primary", "primaryHover", "success", "warning", "danger", "info"] as const).map((bg) => ({
    fg: "onPrimary" as const,
    bg,
    min: TEXT_CONTRAST,
  })),
  { fg: "surface", bg: "text", min: TEXT_CONTRAST },
  { fg: "focus", bg: "background", min: NON_TEXT_CONTRAST },
  { fg: "focus", bg: "surface", min: NON_TEXT_CONTRAST },
];

export interface ContrastFailure {
  fg: PaletteToken;
  bg: PaletteToken;
  ratio: number;
  min: number;
}

/** The pairs of `palette` below their minimum, with the ratio found (rounded to 2 decimals). */
export function contrastFailures(palette: Palette): ContrastFailure[] {
  return CONTRAST_PAIRS.flatMap(({ fg, bg, min }) => {
    const ratio = contrastRatio(palette[fg], palette[bg]);
    return ratio >= min ? [] : [{ fg, bg, min, ratio: Math.round(ratio * 100) / 100 }];
  });
}

export function describeContrastFailure(f: ContrastFailure): string {
  return `${f.fg} on ${f.bg} has contrast ${f.ratio.toFixed(2)}:1, needs ${f.min}:1 (WCAG AA)`;
}
