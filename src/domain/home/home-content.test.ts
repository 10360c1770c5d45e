import { describe, expect, it } from "vitest";
import type { PageKey } from "../brand/sections.ts";
import type { PermissionFlags } from "../visibility/pages.ts";
import { NO_FLAGS } from "../visibility/test-context.ts";
import { type HomeInput, homeContent, learnCards, quickActions, setupCards, slides } from "./home-content.ts";

const ALL_PAGES = new Set<PageKey>(["invoices", "payment-link", "disbursements"]);
const OWNER: PermissionFlags = {
  can_view: true,
  can_edit: true,
  can_approve: true,
  can_manage_tech_settings: true,
  can_administer: true,
  can_withdraw: true,
  operation: true,
};

type Over = {
  user?: Partial<PermissionFlags>;
  business?: Partial<HomeInput["business"]>;
  brand?: Partial<HomeInput["brand"]>;
} & Partial<Omit<HomeInput, "user" | "business" | "brand">>;

function input(over: Over = {}): HomeInput {
  return {
    brand: { entity: "PRIMARY", whiteLabel: false, ...over.brand },
    country: over.country ?? "ID",
    environment: over.environment ?? "PRODUCTION",
    user: { ...NO_FLAGS, ...over.user },
    business: {
      goLiveStatus: "LIVE",
      instantActivation: false,
      isSubAccount: false,
      hasBankAccount: false,
      hasTeamMember: false,
      hasSecretKey: false,
      donationMode: false,
      invoiceCreationEnabled: true,
      ...over.business,
    },
    flags: over.flags ?? { calendarBooking: false },
    visiblePages: over.visiblePages ?? ALL_PAGES,
    today: over.today ?? "2026-11-23",
  };
}

describe("quick actions (spec 001 §6)", () => {
  it.each<[string, Over, string[]]>([
    [
      "view sees all (not donation mode: no payment link)",
      { user: { can_view: true } },
      ["create_invoice", "create_disbursement", "create_donation_link"],
    ],
    ["edit sees all", { user: { can_edit: true } }, ["create_invoice", "create_disbursement", "create_donation_link"]],
    [
      "operation only sees the no-balance cards",
      { user: { operation: true } },
      ["create_invoice", "create_donation_link"],
    ],
    ["no view, edit or operation sees none", { user: { can_administer: true, can_manage_tech_settings: true } }, []],
    [
      "donation mode removes create invoice and create donation, keeps the payment link",
      { user: { can_view: true }, business: { donationMode: true } },
      ["create_payment_link", "create_disbursement"],
    ],
    [
      "invoice creation disabled removes the invoice cards",
      { user: { can_edit: true }, business: { invoiceCreationEnabled: false } },
      ["create_disbursement"],
    ],
    [
      "an action whose page the user may not see is left out",
      { user: { can_view: true }, visiblePages: new Set<PageKey>(["invoices"]) },
      ["create_invoice", "create_donation_link"],
    ],
  ])("%s", (_, over, expected) => {
    expect(quickActions(input(over))).toEqual(expected);
  });
});

describe("account-setup cards (spec 001 §6)", () => {
  it.each<[string, Over, string[]]>([
    [
      "an owner with nothing set up sees all five",
      { user: OWNER },
      ["add_bank_account", "add_team_members", "manage_api_keys", "set_callback_urls", "preview_invoice"],
    ],
    ["a viewer sees only the invoice preview", { user: { can_view: true } }, ["preview_invoice"]],
    [
      "tech settings only: API keys and callbacks",
      { user: { can_manage_tech_settings: true } },
      ["manage_api_keys", "set_callback_urls", "preview_invoice"],
    ],
    [
      "dismissed once a bank account, a team member and a secret key exist",
      { user: OWNER, business: { hasBankAccount: true, hasTeamMember: true, hasSecretKey: true } },
      ["set_callback_urls", "preview_invoice"],
    ],
    [
      "the bank card stays in the Philippines",
      { user: OWNER, country: "PH", business: { hasBankAccount: true, hasTeamMember: true, hasSecretKey: true } },
      ["add_bank_account", "set_callback_urls", "preview_invoice"],
    ],
    [
      "regional remittance skips bank, team and the invoice preview",
      { user: OWNER, country: "SG" },
      ["manage_api_keys", "set_callback_urls"],
    ],
  ])("%s", (_, over, expected) => {
    expect(setupCards(input(over))).toEqual(expected);
  });
});

describe("learn-more cards (spec 001 §6)", () => {
  it.each<[string, Partial<PermissionFlags>, string[]]>([
    [
      "administer sees API reference and Postman",
      { can_administer: true },
      ["help_guide", "video_tutorials", "docs", "api_reference", "postman_guide"],
    ],
    [
      "tech settings sees them too",
      { can_manage_tech_settings: true },
      ["help_guide", "video_tutorials", "docs", "api_reference", "postman_guide"],
    ],
    ["a viewer does not", { can_view: true }, ["help_guide", "video_tutorials", "docs"]],
  ])("%s", (_, user, expected) => {
    expect(learnCards(input({ user }))).toEqual(expected);
  });
});

describe("carousel slides (spec 001 §2, §9)", () => {
  it.each<[string, Over, string[]]>([
    [
      "Indonesia in production, in order",
      {},
      [
        "activate_payment_methods",
        "mobile_app",
        "partnership",
        "capital_financing",
        "tax_integration",
        "platform",
        "pay_later",
        "ewallet_signup",
        "safeguard",
        "connect_issuing",
      ],
    ],
    [
      "Indonesia in test mode: no pay later",
      { environment: "DEVELOPMENT" },
      [
        "activate_payment_methods",
        "mobile_app",
        "partnership",
        "capital_financing",
        "tax_integration",
        "platform",
        "ewallet_signup",
        "safeguard",
        "connect_issuing",
      ],
    ],
    [
      "the Philippines: tax, pay later and the four Philippine slides",
      { country: "PH" },
      [
        "activate_payment_methods",
        "tax_integration",
        "platform",
        "pay_later",
        "social_media",
        "direct_debit",
        "cyber_security",
        "survey",
        "safeguard",
        "connect_issuing",
      ],
    ],
    [
      "calendar booking when its flag is on, referral before 15 Aug 2020",
      { flags: { calendarBooking: true }, today: "2020-08-14", environment: "DEVELOPMENT" },
      [
        "activate_payment_methods",
        "mobile_app",
        "partnership",
        "capital_financing",
        "tax_integration",
        "platform",
        "ewallet_signup",
        "calendar_booking",
        "referral",
        "safeguard",
        "connect_issuing",
      ],
    ],
    [
      "no referral from 15 Aug 2020",
      { today: "2020-08-15", environment: "DEVELOPMENT", country: "ID", business: { isSubAccount: true } },
      [
        "activate_payment_methods",
        "mobile_app",
        "partnership",
        "capital_financing",
        "tax_integration",
        "ewallet_signup",
        "safeguard",
        "connect_issuing",
      ],
    ],
    [
      "white label: no connect and issuing",
      { brand: { whiteLabel: true }, country: "PH", environment: "DEVELOPMENT" },
      [
        "activate_payment_methods",
        "tax_integration",
        "platform",
        "social_media",
        "direct_debit",
        "cyber_security",
        "survey",
        "safeguard",
      ],
    ],
    [
      "the second brand: no connect and issuing",
      { brand: { entity: "INSTAMONEY" }, environment: "DEVELOPMENT" },
      [
        "activate_payment_methods",
        "mobile_app",
        "partnership",
        "capital_financing",
        "tax_integration",
        "platform",
        "ewallet_signup",
        "safeguard",
      ],
    ],
    ["regional remittance shows only you are live", { country: "SG" }, ["you_are_live"]],
    [
      "instant live, not yet live: only pending live",
      { business: { instantActivation: true, goLiveStatus: "TIER_1" } },
      ["pending_live"],
    ],
    [
      "an instant-live status: only pending live",
      { business: { goLiveStatus: "INSTANT_LIVE_AWAITING_DOCS" } },
      ["pending_live"],
    ],
  ])("%s", (_, over, expected) => {
    expect(slides(input(over))).toEqual(expected);
  });

  it("an instantly activated live business sees the accept-payments form of slide 1", () => {
    const content = homeContent(input({ business: { instantActivation: true } }));
    expect(content.slides[0]).toBe("activate_payment_methods");
    expect(content.instantLiveVariant).toBe(true);
    expect(homeContent(input()).instantLiveVariant).toBe(false);
  });
});

describe("today's figures (beyond the spec)", () => {
  it.each<[Partial<PermissionFlags>, boolean]>([
    [{ can_view: true }, true],
    [{ can_edit: true }, true],
    [{ operation: true }, false],
    [{ can_administer: true }, false],
  ])("flags %o → %s", (user, expected) => {
    expect(homeContent(input({ user })).figures).toBe(expected);
  });
});

describe("other request cards (spec 001 §2)", () => {
  it("are offered to administrators, except in regional remittance", () => {
    expect(homeContent(input({ user: OWNER })).requestCards).toEqual(["company_establishment", "early_settlement"]);
    expect(homeContent(input({ user: { can_administer: true } })).requestCards).toHaveLength(2);
    expect(homeContent(input({ user: { can_view: true, can_edit: true } })).requestCards).toEqual([]);
    expect(homeContent(input({ user: OWNER, country: "SG" })).requestCards).toEqual([]);
  });
});
