import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { luminance } from "../../domain/brand/contrast.ts";
import { Button } from "./button.tsx";
import { hexToRgb } from "./story-helpers.ts";

const TOKENS = [
  "--brand-primary",
  "--brand-primary-hover",
  "--brand-on-primary",
  "--brand-accent",
  "--brand-background",
  "--brand-surface",
  "--brand-text",
  "--brand-text-muted",
  "--brand-border",
  "--brand-focus",
  "--brand-success",
  "--brand-warning",
  "--brand-danger",
  "--brand-info",
];

function BrandSheet() {
  return (
    <div className="flex flex-col gap-4">
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {TOKENS.map((name) => (
          <li key={name} className="flex items-center gap-2 text-sm">
            <span
              aria-hidden="true"
              className="h-6 w-6 rounded-brand border border-border"
              style={{ background: `var(${name})` }}
            />
            <code>{name}</code>
          </li>
        ))}
      </ul>
      <p className="text-base">The quick brown fox pays the invoice.</p>
      <Button>Primary action</Button>
    </div>
  );
}

const meta = { title: "Foundations/Brand tokens and assets" } satisfies Meta;
export default meta;
type Story = StoryObj;

/** Switching brand (toolbar, or the test instance) changes only tokens and assets. */
export const Tokens: Story = {
  render: () => <BrandSheet />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Primary action" });
    // Every token is declared by the story's brand theme, and components paint with them.
    for (const name of TOKENS) {
      await expect(getComputedStyle(document.documentElement).getPropertyValue(name).trim()).toMatch(/^#[0-9a-f]{6}$/i);
    }
    const primary = getComputedStyle(document.documentElement).getPropertyValue("--brand-primary").trim();
    await expect(getComputedStyle(button).backgroundColor).toBe(hexToRgb(primary));
    const font = getComputedStyle(document.documentElement).getPropertyValue("--brand-font").trim();
    const squash = (value: string) => value.replace(/[\s"']/g, "");
    await expect(squash(getComputedStyle(button).fontFamily)).toBe(squash(font));
  },
};

/** Relative luminance of a computed colour (its three channel numbers). */
function luminanceOf(computed: string): number {
  const hex = (computed.match(/\d+/g) ?? []).slice(0, 3).map((n) => Number(n).toString(16).padStart(2, "0"));
  return luminance(`#${hex.join("")}`);
}

/**
 * Issue 21: the Theme toolbar (or the test instance: partner A runs dark) swaps the whole palette:
 * the decorator sets `data-theme`, and the page and its text take that palette's tokens.
 */
export const LightOrDark: Story = {
  render: () => <p className="text-base text-text">The page paints with the palette of the chosen theme.</p>,
  play: async ({ canvas }) => {
    const root = document.documentElement;
    const mode = root.getAttribute("data-theme");
    await expect(["light", "dark"]).toContain(mode);
    await expect(getComputedStyle(root).colorScheme).toBe(mode);
    const page = luminanceOf(getComputedStyle(root).backgroundColor);
    const text = luminanceOf(getComputedStyle(canvas.getByText(/palette of the chosen theme/)).color);
    if (mode === "dark") await expect(page).toBeLessThan(text);
    else await expect(page).toBeGreaterThan(text);
  },
};
