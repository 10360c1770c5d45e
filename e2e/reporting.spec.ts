/**
 * Reporting and the activity log on main × ID (issue 18 "Done when"): the owner schedules a
 * report and sees it listed (after the guided tour of spec 002 §2.13 offers itself and is
 * skipped); after inviting a team member in settings, the invitation shows in the activity log
 * with who made it and the invited address.
 */
import { expect, test } from "@playwright/test";
import { logInTo } from "./lib/session.ts";

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test("schedules a report and sees it listed", async ({ page }) => {
  await logInTo(page, "owner@demo.test");
  await page.goto("/reporting");
  await expect(page.getByRole("heading", { level: 1, name: "Reporting" })).toBeVisible();
  // a fresh browser: the guided tour opens on this user's first visit; skip it
  await page.getByRole("dialog", { name: "Schedule a report" }).getByRole("button", { name: "Skip tour" }).click();
  const create = page.getByRole("button", { name: "Schedule a report" });
  await create.click();
  const dialog = page.getByRole("dialog", { name: "Schedule a report" });
  const name = `Finance weekly ${unique()}`;
  await dialog.getByLabel("Schedule name").fill(name);
  await dialog.getByText("XLSX", { exact: true }).click();
  await dialog.getByRole("button", { name: /Frequency/ }).click();
  await page.getByRole("option", { name: "Weekly" }).click();
  await dialog.getByLabel("Recipients").fill("finance@kopisenja.test, owner@kopisenja.test");
  await dialog.getByRole("button", { name: "Create schedule" }).click();
  await expect(dialog).toBeHidden();
  const table = page.getByRole("table", { name: "Report schedules" });
  await expect(table.getByRole("link", { name })).toBeVisible();
  await table.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Every Monday at 07:00")).toBeVisible();
});

test("an invitation made in settings shows in the activity log", async ({ page }) => {
  await logInTo(page, "owner@demo.test");
  await page.goto("/settings/team#members");
  const email = `audited.${unique()}@merchant.example`;
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("list", { name: "Invitations" }).getByText(email)).toBeVisible();

  await page.goto("/activity-logs?search=inviteMember");
  await expect(page.getByRole("heading", { level: 1, name: "Activity logs" })).toBeVisible();
  await page.getByRole("link", { name: "Invite a member by e-mail with permission flags" }).first().click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Invite a member by e-mail with permission flags" }),
  ).toBeVisible();
  await expect(page.getByText("owner@demo.test").first()).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText("inviteMember", { exact: true })).toBeVisible();
});
