/**
 * Issue "Design system": no component hard-codes a colour, font or brand name — only the brand
 * tokens (src/styles.css `@theme`, src/domain/brand/theme.ts). Scans every component source
 * (stories included: they must stay brand-neutral too, the toolbar supplies the brand).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const UI = path.resolve(import.meta.dirname);
const BRANDS = path.resolve(import.meta.dirname, "../../../brands");

const sources = readdirSync(UI)
  .filter((f) => /\.tsx?$/.test(f) && !f.endsWith(".test.ts") && !f.endsWith(".test.tsx"))
  .map((f) => ({ file: f, text: readFileSync(path.join(UI, f), "utf8") }));

const brandNames = readdirSync(BRANDS, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => {
    const manifest = JSON.parse(readFileSync(path.join(BRANDS, d.name, "manifest.json"), "utf8")) as {
      displayName: string;
      pageTitle: string;
    };
    return [manifest.displayName, manifest.pageTitle];
  });

const PALETTE =
  "red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose|slate|gray|zinc|neutral|stone";

const FORBIDDEN: [string, RegExp][] = [
  ["hex colour", /#[0-9a-fA-F]{3,8}\b(?![\w-])/],
  ["rgb()/hsl()/oklch() colour", /\b(?:rgba?|hsla?|oklch|oklab)\(/],
  ["Tailwind palette colour", new RegExp(`\\b[a-z-]+-(?:${PALETTE})-\\d{2,3}\\b`)],
  ["black/white utility", /\b(?:bg|text|border|fill|stroke|outline|ring)-(?:black|white)\b/],
  ["arbitrary colour utility", /\b(?:bg|text|border|fill|stroke|outline|ring)-\[(?:#|rgb|hsl|color:)/],
  ["font family", /fontFamily\s*[:=]\s*["'{](?!inherit)|font-\['|font-family\s*:/],
  [
    "named CSS colour in a style",
    /\b(?:color|background|backgroundColor|borderColor)\s*:\s*["'](?!var\(|inherit|currentColor|transparent)/,
  ],
];

describe("components use brand tokens only (no colour, font or brand name)", () => {
  it("finds the component sources", () => {
    expect(sources.length).toBeGreaterThan(20);
    expect(brandNames.length).toBeGreaterThan(1);
  });

  it.each([
    ['className="bg-red-500"', true],
    ['stroke="#ff0000"', true],
    ["color: rgb(0, 0, 0)", true],
    ['fontFamily="Arial"', true],
    ['style={{ color: "red" }}', true],
    ['className="text-white"', true],
    ['className="bg-primary text-on-primary border-border"', false],
    ['fontFamily="inherit"', false],
    ['href="#billing-statements"', false],
    ["style={{ width: 40 }}", false],
  ])("the patterns flag %s: %s", (code, flagged) => {
    expect(FORBIDDEN.some(([, pattern]) => pattern.test(code))).toBe(flagged);
  });

  it.each(sources.map((s) => [s.file, s.text] as const))("%s", (file, text) => {
    // Story helpers compare computed colours with the focus token; that is not a hard-coded colour.
    const code = file === "story-helpers.ts" ? text.replace(/rgb\(\$\{r\}, \$\{g\}, \$\{b\}\)/g, "") : text;
    const found = FORBIDDEN.filter(([, pattern]) => pattern.test(code)).map(([what]) => what);
    const names = brandNames.filter((name) => code.includes(name)).map((name) => `brand name "${name}"`);
    expect([...found, ...names], file).toEqual([]);
  });
});
