/**
 * Issue 20 item 6: every bundle is served under its Content-Security-Policy (the headers of
 * scripts/lib/csp.ts, as in its `_headers`) with no `unsafe-inline`/`unsafe-eval` for scripts
 * (the one inline script, the boot script, allowed by its hash),
 * and loads with no CSP violation — the login page of each bundle here; every page of the owner's
 * menu on main × ID in the one walk of e2e/menu-pages.spec.ts (with its axe and 375 px checks).
 * A violation is caught from the `securitypolicyviolation` event (registered before any page
 * script) and from the console.
 */
import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { E2E_BUNDLES } from "./bundles.ts";
import { watchViolations } from "./lib/csp.ts";

test.describe.configure({ timeout: 120_000 });

const sha256Source = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

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
    // the bundle's origin and, by hash, the boot script index.html carries inline (issue 19)
    const inline = await page.locator("script:not([src])").allTextContents();
    expect(inline, bundle.name).toHaveLength(1);
    expect(scriptSources(policy), bundle.name).toBe(["'self'", ...inline.map(sha256Source)].join(" "));
    expect(policy, bundle.name).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(headers["x-frame-options"], bundle.name).toBe("DENY");
    expect(headers["x-content-type-options"], bundle.name).toBe("nosniff");
    expect(headers["referrer-policy"], bundle.name).toBe("strict-origin-when-cross-origin");
    // the meta fallback is in the page too, for hosts that cannot send headers
    const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
    expect(scriptSources(meta ?? ""), bundle.name).toBe(scriptSources(policy));
    await expect(page.getByRole("heading", { level: 1 }), bundle.name).toBeVisible();
    expect(violations, bundle.name).toEqual([]);
  }
});
