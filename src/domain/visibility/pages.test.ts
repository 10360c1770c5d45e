import { describe, expect, it } from "vitest";
import type { PageKey } from "../brand/sections";
import {
  canSeePage,
  canSeeSettingsPage,
  type PermissionFlags,
  type SettingsPage,
  type VisibilityContext,
} from "./pages";
import { visibilityContext as ctx } from "./test-context";

const see = (page: PageKey, c: VisibilityContext) => canSeePage(page, c);

describe("page visibility by flag (spec 000 §6 table)", () => {
  it.each([
    // row: can_view or can_edit → all sections, plus all-accounts and customers on the main brand
    [
      { can_view: true },
      [
        "transactions-new",
        "credit_cards",
        "disbursements",
        "storeops",
        "apps-partners",
        "invoices",
        "payment-links",
        "qr-codes",
        "all-accounts",
        "customers",
        "tax",
        "xencapital",
      ],
      [],
    ],
    [{ can_edit: true }, ["balance", "ewallets", "payouts", "invoices", "qr-codes", "customers"], []],
    // row: operation only → basic, accept payments, payment links, QR, store, apps
    [
      { operation: true },
      ["home", "credit_cards", "payment-links", "qr-codes", "storeops", "apps-partners"],
      ["transactions-new", "invoices", "disbursements", "all-accounts", "customers", "tax"],
    ],
    // row: none of these → basic and apps only
    [
      {},
      ["home", "settings", "apps-partners"],
      ["credit_cards", "transactions-new", "invoices", "payment-links", "qr-codes", "callbacks"],
    ],
    // row: can_approve adds batch disbursement and all-accounts
    [{ can_approve: true }, ["batch_disbursements", "all-accounts"], ["disbursements", "customers"]],
    // row: can_withdraw adds balance (new balance view) and all-accounts
    [{ can_withdraw: true }, ["balance", "all-accounts"], ["cash", "transactions-new"]],
    // row: can_manage_tech_settings, can_view or operation → callbacks
    [{ can_manage_tech_settings: true }, ["callbacks"], ["activity-logs"]],
    [{ operation: true }, ["callbacks"], []],
    // row: can_administer → activity logs; activation (for tier zero or tier one)
    [{ can_administer: true }, ["activity-logs"], ["activation", "invoices"]],
  ] as [Partial<PermissionFlags>, PageKey[], PageKey[]][])("flags %o see %o and not %o", (user, visible, hidden) => {
    const c = ctx({ user });
    for (const page of visible) expect(see(page, c), page).toBe(true);
    for (const page of hidden) expect(see(page, c), page).toBe(false);
  });

  it("can_withdraw with the old balance view adds cash instead of balance", () => {
    const c = ctx({ user: { can_withdraw: true }, balanceView: "old" });
    expect(see("cash", c)).toBe(true);
    expect(see("balance", c)).toBe(false);
  });

  it.each([
    ["REGISTERED", true],
    ["AWAITING_DOCS", true],
    ["FORM_CONFIRMED", true],
    ["TIER_1", true],
    ["LIVE", false],
    ["PENDING_VERIFICATION", false],
  ])("activation shows for an administrator of a %s business: %s", (goLiveStatus, expected) => {
    expect(see("activation", ctx({ user: { can_administer: true }, business: { goLiveStatus } }))).toBe(expected);
    expect(see("activation", ctx({ user: { can_view: true }, business: { goLiveStatus } }))).toBe(false);
  });

  it("all-accounts and customers for view/edit only on the main brand", () => {
    const sister = ctx({ user: { can_view: true }, business: { entity: "INSTAMONEY" } });
    expect(see("all-accounts", sister)).toBe(false);
    expect(see("customers", sister)).toBe(false);
    expect(see("all-accounts", ctx({ user: { can_approve: true }, business: { entity: "INSTAMONEY" } }))).toBe(true);
  });
});

describe("settings sub-pages by flag (spec 000 §6 table)", () => {
  it.each([
    ["team", { can_administer: true }, true],
    ["team", { can_view: true, can_edit: true }, false],
    ["developers", { can_administer: true }, true],
    ["developers", { can_manage_tech_settings: true }, true],
    ["developers", { can_view: true }, false],
    ["withdrawals", { can_withdraw: true }, true],
    ["withdrawals", { can_administer: true }, true],
    ["withdrawals", { can_view: true }, false],
    ["billings", { can_view: true }, true],
    ["billings", { can_administer: true }, true],
    ["billings", { can_edit: true }, false],
    ["sending-money", { operation: true }, true],
    ["sending-money", {}, false],
    ["integrations", { can_manage_tech_settings: true }, true],
    ["integrations", { can_administer: true }, false],
    ["business-profile", {}, true],
  ] as [SettingsPage, Partial<PermissionFlags>, boolean][])("%s with %o → %s", (page, user, expected) => {
    expect(canSeeSettingsPage(page, ctx({ user }))).toBe(expected);
  });

  it("withdrawals is hidden when transactions are excluded; integrations only on the main brand", () => {
    expect(
      canSeeSettingsPage(
        "withdrawals",
        ctx({ user: { can_withdraw: true }, business: { excludePages: ["transactions"] } }),
      ),
    ).toBe(false);
    expect(
      canSeeSettingsPage(
        "integrations",
        ctx({ user: { can_manage_tech_settings: true }, business: { entity: "INSTAMONEY" } }),
      ),
    ).toBe(false);
  });

  it("exclude_dashboard_settings removes a settings page", () => {
    expect(
      canSeeSettingsPage("team", ctx({ user: { can_administer: true }, business: { excludeSettings: ["team"] } })),
    ).toBe(false);
  });
});

describe("further page rules (spec 000 §6)", () => {
  const admin = { can_view: true, can_edit: true, can_administer: true, can_approve: true, can_withdraw: true };

  it("exclude_dashboard_page removes pages, and excluding transactions removes the transactions pages", () => {
    expect(see("invoices", ctx({ user: admin, business: { excludePages: ["invoices"] } }))).toBe(false);
    const noTransactions = ctx({ user: admin, business: { excludePages: ["transactions"] } });
    for (const page of ["cash", "pending", "balance", "transactions-new"] as const)
      expect(see(page, noTransactions)).toBe(false);
    expect(see("invoices", noTransactions)).toBe(true);
  });

  it.each([
    ["xencapital", { capital: false }],
    ["issuing", { issuing: false }],
    ["storeops", { store_ops: false }],
    ["payment-links", { payment_links: false }],
    ["recurring-new", { recurring: false }],
    ["tax", { tax: false }],
    ["integrations", { marketplace: false }],
    ["get_started", { get_started: false }],
    ["notification-center", { notification_center: false }],
    ["reporting", { reporting: false }],
  ] as [PageKey, Partial<VisibilityContext["flags"]>][])("feature flags remove %s when %o", (page, flags) => {
    expect(see(page, ctx({ user: admin }))).toBe(true);
    expect(see(page, ctx({ user: admin, flags }))).toBe(false);
  });

  it("the platform pages follow is_xen_platform", () => {
    expect(see("xenplatform", ctx({ user: admin }))).toBe(true);
    expect(see("xenplatform", ctx({ user: admin, settings: { is_xen_platform: false } }))).toBe(false);
    expect(see("xenplatform-activation", ctx({ user: admin, settings: { is_xen_platform: false } }))).toBe(true);
  });

  it("store ops is Indonesia only; e-receipts is the Philippines and internal-domain e-mails only", () => {
    expect(see("storeops", ctx({ user: admin, business: { country: "PH" } }))).toBe(false);
    expect(see("eReceipts", ctx({ user: admin, business: { country: "ID" }, internalUser: true }))).toBe(false);
    expect(see("eReceipts", ctx({ user: admin, business: { country: "PH" }, internalUser: false }))).toBe(false);
    expect(see("eReceipts", ctx({ user: admin, business: { country: "PH" }, internalUser: true }))).toBe(true);
  });

  it("the Philippines hides cash, all accounts and the resolution centre, and payouts unless batch payout links are allowed", () => {
    const ph = ctx({ user: admin, business: { country: "PH" }, balanceView: "old" });
    expect(see("cash", ph)).toBe(false);
    expect(see("all-accounts", ph)).toBe(false);
    expect(see("resolution-center", ph)).toBe(false);
    expect(see("payouts", ph)).toBe(false);
    expect(see("payout-links", ph)).toBe(false);
    expect(see("payouts", ctx({ user: admin, business: { country: "PH" }, flags: { batch_payout_links: true } }))).toBe(
      true,
    );
    expect(see("resolution-center", ctx({ user: admin }))).toBe(true);
  });

  it("batch disbursement is removed in production on the main brand outside the Philippines without can_view_disbursement", () => {
    const base = { user: admin, settings: { can_view_disbursement: false } };
    expect(see("batch_disbursements", ctx({ ...base, environment: "PRODUCTION" }))).toBe(false);
    expect(see("batch_disbursements", ctx({ ...base, environment: "DEVELOPMENT" }))).toBe(true);
    expect(see("batch_disbursements", ctx({ ...base, environment: "PRODUCTION", business: { country: "PH" } }))).toBe(
      true,
    );
    expect(
      see("batch_disbursements", ctx({ ...base, environment: "PRODUCTION", business: { entity: "INSTAMONEY" } })),
    ).toBe(true);
    expect(see("batch_disbursements", ctx({ user: admin, environment: "PRODUCTION" }))).toBe(true);
  });

  it("country ceilings of spec 001 §2 apply at run time too (regional remittance: balance and transactions-new only)", () => {
    const sg = ctx({ user: admin, business: { country: "SG" } });
    expect(see("balance", sg)).toBe(true);
    expect(see("transactions-new", sg)).toBe(true);
    for (const page of ["cash", "invoices", "credit_cards", "disbursements", "qr-codes"] as const)
      expect(see(page, sg)).toBe(false);
  });

  it("the second brand has no credit cards (spec 001 §2)", () => {
    expect(see("credit_cards", ctx({ user: admin, business: { entity: "INSTAMONEY" } }))).toBe(false);
  });

  it("a page outside the bundle is never visible", () => {
    expect(see("invoices", ctx({ user: admin, bundlePages: new Set<PageKey>(["home"]) }))).toBe(false);
  });
});
