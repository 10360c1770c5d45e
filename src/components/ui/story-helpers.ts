/** Assertions shared by the stories' interaction tests (run in a real browser by Vitest). */
import { expect } from "storybook/test";

export function hexToRgb(hex: string): string {
  const value = hex.trim().replace("#", "");
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(value.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/**
 * `focused` has keyboard focus and `ring` (by default the same element; for a checkbox, its
 * visible box) shows the brand's focus ring: a solid outline of 2 px or more in the focus token.
 */
export async function expectFocusRing(focused: Element, ring: Element = focused): Promise<void> {
  await expect(focused).toHaveFocus();
  const style = getComputedStyle(ring);
  const focus = getComputedStyle(document.documentElement).getPropertyValue("--brand-focus");
  await expect(style.outlineStyle).toBe("solid");
  await expect(Number.parseFloat(style.outlineWidth)).toBeGreaterThanOrEqual(2);
  await expect(style.outlineColor).toBe(hexToRgb(focus));
}
