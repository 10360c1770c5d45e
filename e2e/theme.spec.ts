/**
 * Light and dark (issue 21) on main × ID and partner-a × ID: the dashboard follows the system
 * preference, the profile menu's switch is remembered across a reload, and the first frame the
 * browser paints already has the right background (the pre-paint script is external and
 * blocking, so nothing flashes light).
 */
import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { bundleUrl } from "./bundles.ts";
import { logInTo } from "./lib/session.ts";

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};
const backgrounds = (brand: string) => {
  const theme = JSON.parse(readFileSync(`brands/${brand}/manifest.json`, "utf8")).theme;
  return { light: rgb(theme.colors.background), dark: rgb(theme.darkColors.background) };
};

/** The root's background in the first animation frame, i.e. before the first paint. */
async function recordFirstFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as { __firstFrame?: string }).__firstFrame = getComputedStyle(document.documentElement).backgroundColor;
    });
  });
}
const firstFrame = (page: Page) =>
  page.waitForFunction(() => (window as { __firstFrame?: string }).__firstFrame).then((h) => h.jsonValue());
const rootBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

const CASES = [
  { brand: "main", persona: "owner@demo.test", business: "Kopi Senja Roastery" as string | null },
  { brand: "partner-a", persona: "partner-a@demo.test", business: null },
];

for (const { brand, persona, business } of CASES) {
  test.describe(`${brand} × ID`, () => {
    const base = () => bundleUrl(brand, "ID");
    const bg = backgrounds(brand);

    test("follows the system preference from the first frame", async ({ page }) => {
      await page.emulateMedia({ colorScheme: "dark" });
      await recordFirstFrame(page);
      await page.goto(`${base()}/login?lang=en`);
      expect(await firstFrame(page)).toBe(bg.dark);
      await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
      expect(await rootBackground(page)).toBe(bg.dark);
      await page.emulateMedia({ colorScheme: "light" });
      expect(await rootBackground(page)).toBe(bg.light);
    });

    test("the profile menu's switch is remembered across a reload, with no light first frame", async ({ page }) => {
      await page.emulateMedia({ colorScheme: "light" });
      await logInTo(page, persona, business, base());
      expect(await rootBackground(page)).toBe(bg.light);
      const profile = page.getByRole("button", { name: /Profile and businesses/ });
      await profile.click();
      const menu = page.getByRole("dialog", { name: "Profile and businesses" });
      // react-aria keeps the native radio visually hidden: press its label
      await menu.getByText("Dark", { exact: true }).click();
      await expect(menu.getByRole("radio", { name: "Dark" })).toBeChecked();
      expect(await rootBackground(page)).toBe(bg.dark);

      await recordFirstFrame(page);
      await page.reload();
      expect(await firstFrame(page)).toBe(bg.dark);
      await profile.click();
      await expect(menu.getByRole("radio", { name: "Dark" })).toBeChecked();
      // back to the system's (light) choice
      await menu.getByText("System", { exact: true }).click();
      expect(await rootBackground(page)).toBe(bg.light);
    });
  });
}
