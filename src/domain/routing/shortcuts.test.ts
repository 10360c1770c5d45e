import { describe, expect, it } from "vitest";
import { SHORTCUTS, shortcutFor, shortcutKeys } from "./shortcuts";

const press = (key: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe("keyboard shortcuts (issue 6: Ctrl/Cmd+K opens the command palette)", () => {
  it.each([
    [press("k", { ctrlKey: true }), false, "command-palette"],
    [press("K", { ctrlKey: true }), false, "command-palette"],
    [press("k", { metaKey: true }), true, "command-palette"],
    [press("k", { metaKey: true }), false, null],
    [press("k", { ctrlKey: true }), true, null],
    [press("k"), false, null],
    [press("k", { ctrlKey: true, altKey: true }), false, null],
    [press("/", { ctrlKey: true }), false, "shortcuts-help"],
    [press("x", { ctrlKey: true }), false, null],
  ])("%o on mac=%s → %s", (event, mac, expected) => {
    expect(shortcutFor(event, mac)).toBe(expected);
  });

  it("writes the keys per platform", () => {
    const palette = SHORTCUTS[0];
    if (!palette) throw new Error("no shortcut");
    expect(shortcutKeys(palette, true)).toEqual(["⌘", "K"]);
    expect(shortcutKeys(palette, false)).toEqual(["Ctrl", "K"]);
  });
});
