import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
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
