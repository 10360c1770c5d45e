/**
 * Every screen fits 375 px without horizontal scrolling (issue 22 item 13; spec 000 §9 mobile
 * layout): the logged-out screens here; every page of the owner's menu on main × ID in the one
 * walk of e2e/menu-pages.spec.ts (with its axe and CSP checks).
 */
import { expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD } from "../sandbox/demo-logins.ts";

test.use({ viewport: { width: 375, height: 740 } });

async function expectNoHorizontalScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect.soft(scrollWidth, `${where} is ${scrollWidth} px wide at ${innerWidth} px`).toBeLessThanOrEqual(innerWidth);
}

test("the logged-out screens fit 375 px", async ({ page }) => {
  for (const path of ["/login", "/forgot_password", "/register/1"]) {
    await page.goto(`${path}?lang=id`);
    await expect(page.getByRole("main")).toBeVisible();
    await expectNoHorizontalScroll(page, path);
  }
});

test.describe("at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 800 } });

  test("the top bar stays, the menu scrolls on its own, and shrunk entries keep icons and names (issue 22 item 11)", async ({
    page,
  }) => {
    await page.goto("/login?lang=en");
    await page.getByLabel("E-mail address").fill("owner@demo.test");
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    const nav = page.getByRole("navigation", { name: "Main menu" });
    await expect(nav).toBeVisible();
    // the owner's 30-odd entries are taller than the window: the menu scrolls, the page does not move
    const menu = await nav.evaluate((el) => ({
      overflowY: getComputedStyle(el).overflowY,
      scrolls: el.scrollHeight > el.clientHeight,
      bottom: el.getBoundingClientRect().bottom,
    }));
    expect(["auto", "scroll"]).toContain(menu.overflowY);
    expect(menu.scrolls).toBe(true);
    expect(menu.bottom).toBeLessThanOrEqual(800);
    await nav.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(
      await page
        .locator("header")
        .first()
        .evaluate((el) => getComputedStyle(el).position),
    ).toBe("sticky");

    await page.getByRole("button", { name: "Shrink the menu" }).click();
    const links = nav.getByRole("link");
    const count = await links.count();
    for (let i = 0; i < count; i++) {
      const link = links.nth(i);
      await expect(link.locator("svg")).toHaveCount(1);
      const name = (await link.getAttribute("title")) ?? "";
      expect(name.length).toBeGreaterThan(2);
      await expect(link).toHaveAccessibleName(name);
    }
    await page.getByRole("button", { name: "Expand the menu" }).click();
  });
});
