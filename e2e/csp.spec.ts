/**
 * Issue 20 item 6: every bundle is served under its Content-Security-Policy (the headers of
 * scripts/lib/csp.ts, as in its `_headers`) with no `unsafe-inline`/`unsafe-eval` for scripts,
 * and loads with no CSP violation — the login page of each bundle, and every page of the owner's
 * menu on main × ID. A violation is caught from the `securitypolicyviolation` event (registered
 * before any page script) and from the console.
 */
import { expect, type Page, test } from "@playwright/test";
import { PAGE_ROUTES } from "../src/app/route-table.ts";
import { E2E_BUNDLES } from "./bundles.ts";
import { menuOf } from "./lib/menu.ts";
import { logInTo, MAIN_ID_BUSINESS } from "./lib/session.ts";

test.describe.configure({ timeout: 120_000 });

/** Collects CSP violations of this page (event and console) into the returned list. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction("__cspViolation", (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(
        `${e.violatedDirective} blocked ${e.blockedURI || "inline"} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy|Content-Security-Policy|Trusted Type/i.test(message.text())) seen.push(message.text());
  });
  page.on("pageerror", (error) => seen.push(`page error: ${error.message}`));
  return seen;
}

function scriptSources(policy: string): string {
  return /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? "";
}

test("every bundle sends a strict policy and its login page loads without a violation", async ({ page }) => {
  const violations = await watchViolations(page);
  for (const bundle of E2E_BUNDLES) {
    const response = await page.goto(`${bundle.baseURL}/login?lang=en`);
    const headers = response?.headers() ?? {};
    const policy = headers["content-security-policy"] ?? "";
    expect(policy, bundle.name).toContain("frame-ancestors 'none'");
    expect(scriptSources(policy), bundle.name).toBe("'self'");
    expect(policy, bundle.name).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(headers["x-frame-options"], bundle.name).toBe("DENY");
    expect(headers["x-content-type-options"], bundle.name).toBe("nosniff");
    expect(headers["referrer-policy"], bundle.name).toBe("strict-origin-when-cross-origin");
    // the meta fallback is in the page too, for hosts that cannot send headers
    const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
    expect(scriptSources(meta ?? ""), bundle.name).toBe("'self'");
    await expect(page.getByRole("heading", { level: 1 }), bundle.name).toBeVisible();
    expect(violations, bundle.name).toEqual([]);
  }
});

test("every page of the owner's menu on main × ID loads under the policy without a violation", async ({
  page,
  baseURL,
}) => {
  const violations = await watchViolations(page);
  await logInTo(page, "owner@demo.test", MAIN_ID_BUSINESS);
  const menu = await menuOf(page, baseURL as string, "main", "ID");
  const routes = PAGE_ROUTES.filter((route) => menu.includes(route.page));
  expect(routes.length).toBeGreaterThan(10);
  for (const route of routes) {
    await page.goto(route.path);
    await expect(page.getByRole("heading", { level: 1 }).first(), route.path).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(violations, route.path).toEqual([]);
  }
});
