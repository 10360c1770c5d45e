/**
 * Issue 21 light/dark: the profile menu's switch stores the choice per browser and sets
 * `data-theme`; `system` clears both so the CSS follows prefers-color-scheme; the pre-paint
 * script (src/app/theme-boot.js) applies a stored choice; the brand CSS holds both palettes.
 */
import { readFileSync } from "node:fs";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../tests/render.tsx";
import { parseManifest } from "../../domain/brand/manifest.ts";
import { THEME_STORAGE_KEY, themeCss } from "../../domain/brand/theme.ts";
import { ThemeSwitch } from "./theme-switch.tsx";

const root = document.documentElement;
const runBootScript = () => new Function(readFileSync("src/app/theme-boot.js", "utf8"))();

afterEach(() => {
  localStorage.clear();
  root.removeAttribute("data-theme");
});

describe("theme switch", () => {
  it("follows the system by default and remembers light and dark", async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<ThemeSwitch />);
    const group = screen.getByRole("radiogroup", { name: "Theme" });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "System" })).toBeChecked();
    expect(root.hasAttribute("data-theme")).toBe(false);

    await user.click(screen.getByRole("radio", { name: "Dark" }));
    expect(root.getAttribute("data-theme")).toBe("dark");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    unmount();

    // a later visit reads the stored choice
    renderWithProviders(<ThemeSwitch />);
    expect(screen.getByRole("radio", { name: "Dark" })).toBeChecked();
    await user.click(screen.getByRole("radio", { name: "Light" }));
    expect(root.getAttribute("data-theme")).toBe("light");
    await user.click(screen.getByRole("radio", { name: "System" }));
    expect(root.hasAttribute("data-theme")).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it("is worded in Indonesian", () => {
    renderWithProviders(<ThemeSwitch />, { language: "id" });
    expect(screen.getByRole("radiogroup", { name: "Tema" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Gelap" })).toBeInTheDocument();
  });

  it.each([
    ["dark", "dark"],
    ["light", "light"],
    ["sepia", null],
    [null, null],
  ])("the pre-paint script applies a stored %s as %s", (stored, expected) => {
    if (stored) localStorage.setItem(THEME_STORAGE_KEY, stored);
    runBootScript();
    expect(root.getAttribute("data-theme")).toBe(expected);
  });

  it("the brand CSS declares the dark palette for the system preference and for an explicit choice", () => {
    const result = parseManifest(JSON.parse(readFileSync("brands/partner-a/manifest.json", "utf8")));
    if (!result.ok) throw new Error("partner-a manifest is invalid");
    const css = themeCss(result.manifest.theme);
    const dark = result.manifest.theme.darkColors.background;
    const light = result.manifest.theme.colors.background;
    expect(css).toMatch(new RegExp(`^:root\\{[^}]*--brand-background:${light}`));
    expect(css).toContain(
      `@media (prefers-color-scheme:dark){:root:not([data-theme="light"]){--brand-primary:${result.manifest.theme.darkColors.primary}`,
    );
    expect(css).toMatch(
      new RegExp(`:root\\[data-theme="dark"\\]\\{[^}]*--brand-background:${dark}[^}]*color-scheme:dark\\}$`),
    );
  });
});
