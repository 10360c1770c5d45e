/**
 * Notifications on main × ID (issue 15 "Done when"; spec 002 §2.9, §9): with 110 unread the bell
 * shows 99+, reading one lowers the count, mark all read empties the badge; a notification whose
 * title and message hold markup and whose stored target is `javascript:` stays inert in the
 * dropdown and on the centre page. The editor's notifications are replaced through the sandbox's
 * seeding path, so the spec owns its data.
 */
import { expect, test } from "@playwright/test";
import { logInTo } from "./lib/session.ts";

const XSS_TITLE = "<img src=x onerror=window.__xss=1>";
const XSS_MESSAGE = "<script>window.__xss=2</script>";

test("the bell shows 99+, reading one and then all empties it; markup and a javascript: target stay inert", async ({
  page,
}) => {
  const seeded = await page.request.post("/__sandbox/notifications", {
    data: {
      email: "editor@demo.test",
      business_id: "biz_main_id",
      unread: 109,
      items: [{ title: XSS_TITLE, message: XSS_MESSAGE, target_url: "javascript:window.__xss=3" }],
    },
  });
  expect(seeded.ok()).toBe(true);
  await logInTo(page, "editor@demo.test", null);

  const bell = page.getByRole("button", { name: "Notifications, 110 unread" });
  await expect(bell).toContainText("99+");

  // the dropdown: at most 5, the markup shown as text, nothing executed
  await bell.click();
  const dropdown = page.getByRole("dialog", { name: "Notifications" });
  await expect(dropdown.getByText(XSS_TITLE)).toBeVisible();
  await expect(dropdown.getByRole("listitem")).toHaveCount(5);
  await expect(dropdown.locator("img, script")).toHaveCount(0);
  await page.keyboard.press("Escape");

  await page.goto("/notification-center");
  const item = page.locator("li", { has: page.getByRole("heading", { name: XSS_TITLE }) });
  await expect(item).toBeVisible();
  await expect(item.getByText(XSS_MESSAGE)).toBeVisible();
  await expect(item.locator("img, script")).toHaveCount(0);
  await expect(item.getByRole("link")).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();

  // reading one lowers the count at once (page and bell)
  await item.getByRole("button", { name: /^Mark “.*” as read$/ }).click();
  await expect(page.getByRole("button", { name: "Notifications, 109 unread" })).toContainText("99+");
  await expect(page.getByText("109 unread", { exact: true })).toBeVisible();

  // mark all read: the badge is gone and the button disabled
  await page.getByRole("button", { name: "Mark all as read" }).click();
  const quiet = page.getByRole("button", { name: "Notifications", exact: true });
  await expect(quiet).toBeVisible();
  await expect(quiet).not.toContainText("99+");
  await expect(page.getByRole("button", { name: "Mark all as read" })).toBeDisabled();
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
});
