/**
 * Issue 21: every brand's light and dark palette reaches WCAG AA for each text/background pair
 * the design system paints (table-driven over brands × themes), and a failing pair is refused
 * by the manifest schema, so the brand does not build.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CONTRAST_PAIRS, contrastFailures, contrastRatio, luminance, type Palette } from "./contrast.ts";
import { parseManifest } from "./manifest.ts";

const brandIds = readdirSync("brands", { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const manifest = (id: string) => JSON.parse(readFileSync(`brands/${id}/manifest.json`, "utf8"));
const cases = brandIds.flatMap((id) =>
  (["colors", "darkColors"] as const).map((palette) => [id, palette === "colors" ? "light" : "dark", palette] as const),
);

describe("WCAG contrast (WCAG 2.2 §1.4.3 text, §1.4.11 focus ring)", () => {
  it("computes the known ratios", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
    // #767676 on white is the classic 4.54:1 grey
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#ffffff", "#767676")).toBe(contrastRatio("#767676", "#ffffff"));
    expect(luminance("#ffffff")).toBe(1);
  });

  it("knows five brands with both palettes", () => {
    expect(brandIds.length).toBeGreaterThanOrEqual(5);
  });

  it.each(cases)("%s %s: every pair reaches its minimum", (id, _theme, palette) => {
    const colours = manifest(id).theme[palette] as Palette;
    expect(Object.keys(colours).sort()).toEqual(Object.keys(manifest(id).theme.colors).sort());
    expect(contrastFailures(colours)).toEqual([]);
    for (const { fg, bg, min } of CONTRAST_PAIRS) {
      expect(contrastRatio(colours[fg], colours[bg]), `${fg} on ${bg}`).toBeGreaterThanOrEqual(min);
    }
  });

  it("the dark palette is dark: its background is darker than its text", () => {
    for (const id of brandIds) {
      const dark = manifest(id).theme.darkColors as Palette;
      expect(luminance(dark.background), id).toBeLessThan(luminance(dark.text));
    }
  });

  it("the manifest schema refuses a dark palette whose muted text is unreadable", () => {
    const m = manifest("main");
    m.theme.darkColors.textMuted = "#3a3f4a";
    const result = parseManifest(m);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toContainEqual({
      field: "theme.darkColors.textMuted",
      message: expect.stringMatching(/^textMuted on background has contrast 1\.\d\d:1, needs 4\.5:1/),
    });
  });

  it("the manifest schema refuses a missing dark token and a light on-primary that fails", () => {
    const m = manifest("partner-a");
    delete m.theme.darkColors.focus;
    m.theme.colors.onPrimary = "#9aa0aa";
    const result = parseManifest(m);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const fields = result.problems.map((p) => p.field);
    expect(fields).toContain("theme.darkColors.focus");
    expect(fields).toContain("theme.colors.onPrimary");
  });
});
