/**
 * spec 000 §6 "Page visibility by flag": the team page's explanation of each flag comes from the
 * menu's rules, so what it says a flag shows is exactly what the menu shows a member with it.
 */
import { describe, expect, it } from "vitest";
import { MENU_STRUCTURE, menuPages, visibleMenu } from "../visibility/menu.ts";
import { canSeePage, canSeeSettingsPage, PERMISSION_FLAGS } from "../visibility/pages.ts";
import { visibilityContext } from "../visibility/test-context.ts";
import { flagGrants, visibleFor, withFlags } from "./permission-grants.ts";

const base = visibilityContext({ settings: { is_xen_platform: false } });

describe("what each flag lets a member see (spec 000 §6)", () => {
  const grants = flagGrants(base);

  it.each(PERMISSION_FLAGS)("%s: every page it names is in that member's menu, and no-flag members lack it", (flag) => {
    const only = withFlags(base, [flag]);
    const none = withFlags(base, []);
    const menu = menuPages(visibleMenu(MENU_STRUCTURE, (p) => canSeePage(p, only), only));
    for (const page of grants[flag].pages) {
      expect(menu).toContain(page);
      expect(canSeePage(page, none)).toBe(false);
    }
    for (const page of grants[flag].settings) {
      expect(canSeeSettingsPage(page, only)).toBe(true);
      expect(canSeeSettingsPage(page, none)).toBe(false);
    }
  });

  it("matches the spec's table for the settings sub-pages", () => {
    expect(grants.can_administer.settings).toEqual(
      expect.arrayContaining(["team", "developers", "withdrawals", "billings"]),
    );
    expect(grants.can_manage_tech_settings.settings).toEqual(expect.arrayContaining(["developers", "integrations"]));
    expect(grants.can_withdraw.settings).toContain("withdrawals");
    expect(grants.can_view.settings).toContain("billings");
    expect(grants.can_view.settings).not.toContain("team");
    expect(grants.operation.settings).not.toContain("developers");
  });

  it("matches the spec's table for the menu pages", () => {
    expect(grants.can_administer.pages).toContain("activity-logs");
    expect(grants.can_approve.pages).toEqual(expect.arrayContaining(["batch_disbursements", "all-accounts"]));
    expect(grants.can_withdraw.pages).toEqual(expect.arrayContaining(["balance", "all-accounts"]));
    expect(grants.can_manage_tech_settings.pages).toContain("callbacks");
    expect(grants.can_view.pages).toEqual(expect.arrayContaining(["transactions-new", "invoices", "disbursements"]));
    expect(grants.operation.pages).not.toContain("disbursements");
  });

  it("follows the business: with transactions excluded, no flag grants the withdrawals page", () => {
    const excluded = visibilityContext({ business: { excludePages: ["transactions"] } });
    for (const flag of PERMISSION_FLAGS) expect(flagGrants(excluded)[flag].settings).not.toContain("withdrawals");
    expect(visibleFor(excluded, ["can_withdraw"]).pages).not.toContain("balance");
  });
});
