/**
 * Issue 19: the menu's icons are one SVG sprite (scripts/lib/icon-sprite.ts) the frame's icons
 * `<use>`: the same-origin file loads under the bundle's Content-Security-Policy and each menu
 * entry's icon (and the design system's icons, `ui-` symbols) paints from it, in the link's colour.
 */
import { expect, test } from "@playwright/test";
import { watchViolations } from "./lib/csp.ts";
import { logInTo } from "./lib/session.ts";

test("the menu's icons paint from the sprite with no policy violation", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  const sprite = page.waitForResponse((r) => /\/assets\/icons-[\w-]+\.svg$/.test(new URL(r.url()).pathname));
  await logInTo(page, "owner@demo.test");
  const response = await sprite;
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^image\/svg\+xml/);

  const links = page.getByRole("navigation", { name: "Main menu" }).getByRole("link");
  await expect(links.first()).toBeVisible();
  const count = await links.count();
  expect(count).toBeGreaterThan(5);
  for (const link of [links.first(), links.nth(count - 1)]) {
    const icon = link.locator("svg[aria-hidden=true]");
    // a <use> whose symbol did not load has an empty box
    await expect
      .poll(() => icon.locator("use").evaluate((use: SVGUseElement) => use.getBBox().width))
      .toBeGreaterThan(4);
    const colours = await icon.evaluate((svg) => [getComputedStyle(svg).stroke, getComputedStyle(svg).color]);
    expect(colours[0]).toBe(colours[1]);
  }
  // the design system's icons (Icon: the sprite's ui- symbols), e.g. the top bar's help button
  const help = page.getByRole("button", { name: "Help" }).locator("svg use");
  expect(await help.getAttribute("href")).toMatch(/#ui-help$/);
  await expect.poll(() => help.evaluate((use: SVGUseElement) => use.getBBox().width)).toBeGreaterThan(4);
  expect(violations).toEqual([]);
});
