/**
 * Issue 19 on main × ID: a signed-in first load of the landing page fetches the landing pages'
 * routes with the frame, not the whole route tree (every page's search schemas and lazy stubs);
 * the whole tree comes when the pointer enters the menu, and the menu's pages then open.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ROOT } from "../scripts/lib/brands.ts";
import { logInTo } from "./lib/session.ts";

/** The built file of main × ID's whole route tree (the build lists each chunk's source modules). */
function wholeTreeFile(): string {
  // CHUNK_MODULES_FILE of scripts/lib/vite-config.ts (not imported: it loads the whole build toolchain)
  const chunks = JSON.parse(readFileSync(path.join(ROOT, "dist/main/ID/.vite/chunk-modules.json"), "utf8")) as Record<
    string,
    string[]
  >;
  const file = Object.keys(chunks).find((f) => chunks[f]?.includes(".cache/route-trees/main-ID.gen.ts"));
  if (!file) throw new Error("no whole route tree in dist/main/ID");
  return `/${file}`;
}

test("a signed-in first load of home fetches the whole route tree only once the pointer enters the menu", async ({
  page,
}) => {
  const tree = wholeTreeFile();
  await logInTo(page, "owner@demo.test");
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto("/home?lang=en");
  await expect(page.getByRole("heading", { name: "Home", level: 1 })).toBeVisible();
  const menu = page.getByRole("navigation", { name: "Main menu" });
  await expect(menu).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(fetched).not.toContain(tree);
  const treeRequest = page.waitForRequest((request) => new URL(request.url()).pathname === tree);
  await menu.hover({ position: { x: 5, y: 5 } });
  await treeRequest;
  await menu.getByRole("link", { name: "Invoices" }).click();
  await expect(page).toHaveURL(/\/invoices/);
  await expect(page.getByRole("heading", { name: "Invoices", level: 1 })).toBeVisible();
});
