import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, describe, expect, it } from "vitest";
import { FRAME_ICONS, MENU_ICONS } from "../../src/app/menu-icons.ts";
import { ICON_PATHS } from "../../src/components/ui/icon-paths.ts";
import { iconSprite, iconSpritePlugin, lucideIconData, UI_ICON_PREFIX, VIRTUAL_ICON_SPRITE } from "./icon-sprite.ts";

// Issue 19: the frame's icons are one SVG sprite built from the pinned lucide-react's icon data.

/** The drawing elements of some SVG markup, as `tag attr="…" …` with the attributes sorted. */
function drawing(markup: string): string[] {
  return [...markup.matchAll(/<(path|circle|rect|line|polyline|polygon|ellipse)\b([^>]*?)\/?>/g)].map(
    ([, tag, attrs]) =>
      `${tag} ${[...(attrs ?? "").matchAll(/([\w-]+)="([^"]*)"/g)]
        .map(([, name, value]) => `${name}=${value}`)
        .sort()
        .join(" ")}`,
  );
}

function symbols(sprite: string): Map<string, string> {
  return new Map(
    [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)].map(([, id, body]) => [
      id ?? "",
      body ?? "",
    ]),
  );
}

const dir = mkdtempSync(path.join(tmpdir(), "icon-sprite-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the frame's icon sprite", () => {
  it("holds exactly the menu's Lucide icons, each drawn as lucide-react draws it, and the design system's", async () => {
    const sprite = await iconSprite();
    const all = symbols(sprite);
    const ui = new Map([...all].filter(([id]) => id.startsWith(UI_ICON_PREFIX)));
    const drawn = new Map([...all].filter(([id]) => !id.startsWith(UI_ICON_PREFIX)));
    const menu = new Set(Object.values(MENU_ICONS));
    expect([...drawn.keys()].sort()).toEqual([...menu].sort());
    expect([...drawn.keys()].sort()).toEqual([...FRAME_ICONS]);
    expect(sprite.match(/<symbol /g)).toHaveLength(menu.size + Object.keys(ICON_PATHS).length);
    // the design system's icons: one symbol each, its one path as icon-paths.ts draws it
    expect([...ui.keys()].sort()).toEqual(
      Object.keys(ICON_PATHS)
        .map((name) => `${UI_ICON_PREFIX}${name}`)
        .sort(),
    );
    for (const [name, d] of Object.entries(ICON_PATHS))
      expect(ui.get(`${UI_ICON_PREFIX}${name}`)).toBe(`<path d="${d}"/>`);
    for (const [name, body] of drawn) {
      // lucide-react's own component, rendered by React, is the reference for each symbol
      const { default: LucideIcon } = (await import(`lucide-react/icons/${name}`)) as {
        default: Parameters<typeof createElement>[0];
      };
      const reference = drawing(renderToStaticMarkup(createElement(LucideIcon)));
      expect(reference.length, name).toBeGreaterThan(0);
      expect(drawing(body), name).toEqual(reference);
    }
  });

  it("refuses a name that is not a Lucide icon file", async () => {
    await expect(lucideIconData("../../react")).rejects.toThrow(/not a Lucide icon name/);
    await expect(iconSprite(["no-such-icon-here"])).rejects.toThrow();
  });

  it("gives the sprite's URL as virtual:icon-sprite from the file it writes", async () => {
    const file = path.join(dir, "icons.svg");
    const plugin = iconSpritePlugin(["house", "wallet"], file, new Map());
    const call = <T>(hook: unknown, ...args: unknown[]) => (hook as (...a: unknown[]) => T).call({}, ...args);
    const id = call<string>(plugin.resolveId, VIRTUAL_ICON_SPRITE);
    expect(id).toBeTruthy();
    expect(call(plugin.resolveId, "virtual:brand")).toBeNull();
    expect(await call(plugin.load, id)).toBe(`export { default } from ${JSON.stringify(`${file}?url`)};`);
    expect([...symbols(readFileSync(file, "utf8")).keys()]).toEqual(["house", "wallet"]);
  });
});
