import { expect, test } from "@playwright/test";
import type { E2eBundle } from "./bundles.ts";

// Issue 2: the login page of each bundle renders with its brand title and favicon and no console error.
test("the login page renders with the brand's title, favicon and logo, and no console error", async ({
  page,
}, info) => {
  const bundle = info.project.metadata as E2eBundle;
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));

  await page.goto("/");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle(bundle.title);
  await expect(page.locator("html")).toHaveAttribute("lang", bundle.defaultLanguage);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("img", { name: bundle.displayName })).toBeVisible();

  // inline (scripts/lib/svg-data-url.ts, issue 19): the brand's own favicon, not a request
  const favicon = (await page.locator('link[rel="icon"]').getAttribute("href")) ?? "";
  expect(favicon).toMatch(/^data:image\/svg\+xml,/);
  expect(decodeURIComponent(favicon.slice(favicon.indexOf(",") + 1))).toContain(`<title>${bundle.displayName}</title>`);
  expect(problems).toEqual([]);
});

test("an unknown path shows Page not found", async ({ page }) => {
  await page.goto("/no-such-page?lang=en");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});
