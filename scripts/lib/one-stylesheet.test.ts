/** Issue 19: the brand theme rides in the entry's stylesheet, one render-blocking file per bundle. */
import { describe, expect, it } from "vitest";
import { oneStylesheetHtml } from "./one-stylesheet.ts";

const head = [
  "<head>",
  '    <link rel="stylesheet" id="brand-theme" href="/base/assets/brand-theme-t.css" />',
  '    <script type="module" crossorigin src="/base/assets/index-a.js"></script>',
  '    <link rel="stylesheet" crossorigin href="/base/assets/index-c.css">',
  "  </head>",
].join("\n");

describe("index.html with one stylesheet", () => {
  it("drops the theme's own link and marks the entry's stylesheet as the brand theme", () => {
    const merged = oneStylesheetHtml(head);
    expect(merged?.themeHref).toBe("/base/assets/brand-theme-t.css");
    expect(merged?.html).toBe(
      [
        "<head>",
        '    <script type="module" crossorigin src="/base/assets/index-a.js"></script>',
        '    <link rel="stylesheet" id="brand-theme" href="/base/assets/index-c.css" crossorigin />',
        "  </head>",
      ].join("\n"),
    );
  });

  it("leaves a page without either link as it is", () => {
    expect(oneStylesheetHtml(head.replace(/.*brand-theme.*\n/, ""))).toBeNull();
    expect(oneStylesheetHtml(head.replace(/.*index-c\.css.*\n/, ""))).toBeNull();
  });
});
