import { describe, expect, it } from "vitest";
import {
  activateAction,
  type CardStatus,
  cardStatus,
  currentStep,
  estimatedLiveDate,
  offeredIn,
  onboardingTrack,
  type ProductStatus,
  productStatus,
  retailOutletStatus,
  retailOutletsOf,
  statusDate,
  stepTiming,
  vaBankBlocks,
  vaBlockActive,
} from "./rules.ts";

describe("product status (spec 001 §4)", () => {
  it.each<[{ enabled: boolean; rejected: boolean; submitted: boolean }, ProductStatus]>([
    [{ enabled: true, rejected: true, submitted: true }, "ENABLED"],
    [{ enabled: false, rejected: true, submitted: true }, "REJECTED"],
    [{ enabled: false, rejected: false, submitted: true }, "PENDING"],
    [{ enabled: false, rejected: false, submitted: false }, "DISABLED"],
  ])("%o → %s", (input, expected) => {
    expect(productStatus(input)).toBe(expected);
  });
});

describe("payment-method card status (spec 001 §4)", () => {
  it.each<[string, ProductStatus, boolean, CardStatus]>([
    ["E_WALLET", "DISABLED", true, "disabled"],
    ["E_WALLET", "PENDING", false, "pending"],
    ["QR_CODE", "ENABLED", true, "enabled"],
    ["DIRECT_DEBIT", "REJECTED", true, "rejected"],
    ["CARDS", "ENABLED", false, "cards-disabled"],
    ["CARDS", "PENDING", true, "pending"],
  ])("%s %s (cards allowed %s) → %s", (category, status, cardsAllowed, expected) => {
    expect(cardStatus({ category, status }, cardsAllowed)).toBe(expected);
  });
});

describe("the activate button (spec 001 §4)", () => {
  const ctx: Parameters<typeof activateAction>[1] = { canActivate: true, escrow: false, cardStatus: "disabled" };
  it.each<[string, ProductStatus, string | null, Partial<typeof ctx>, ReturnType<typeof activateAction>]>([
    ["disabled: may activate", "DISABLED", null, {}, { kind: "activate", disabled: false, reason: null }],
    ["pending: disabled", "PENDING", "new_submission", {}, { kind: "activate", disabled: true, reason: "status" }],
    ["enabled: disabled", "ENABLED", "live", {}, { kind: "activate", disabled: true, reason: "status" }],
    [
      "rejected temporarily: may apply again",
      "REJECTED",
      "declined_temporary",
      {},
      { kind: "activate", disabled: false, reason: null },
    ],
    [
      "declined permanently: restricted",
      "REJECTED",
      "declined_permanent",
      {},
      { kind: "activate", disabled: true, reason: "restricted" },
    ],
    [
      "deactivated: restricted",
      "REJECTED",
      "deactivated",
      {},
      { kind: "activate", disabled: true, reason: "restricted" },
    ],
    [
      "a user who cannot activate",
      "DISABLED",
      null,
      { canActivate: false },
      { kind: "activate", disabled: true, reason: "permission" },
    ],
    [
      "no onboarding call of its own: contact",
      "DISABLED",
      null,
      { selfService: false },
      { kind: "activate", disabled: true, reason: "contact" },
    ],
    [
      "cards disabled",
      "DISABLED",
      null,
      { cardStatus: "cards-disabled" },
      { kind: "activate", disabled: true, reason: "status" },
    ],
    ["escrow, pending: details", "PENDING", "new_submission", { escrow: true }, { kind: "details" }],
    ["escrow, enabled: details", "ENABLED", "live", { escrow: true }, { kind: "details" }],
    [
      "escrow, disabled: activate",
      "DISABLED",
      null,
      { escrow: true },
      { kind: "activate", disabled: false, reason: null },
    ],
  ])("%s", (_, status, sub_status, over, expected) => {
    expect(activateAction({ status, sub_status }, { ...ctx, ...over })).toEqual(expected);
  });
});

describe("dates of a sub-status (spec 001 §4)", () => {
  const base = {
    estimated_live_date: "2026-12-01T00:00:00.000Z",
    rejected_at: "2026-10-05T00:00:00.000Z",
    deactivated_at: "2026-10-06T00:00:00.000Z",
    activated_at: "2026-10-08T00:00:00.000Z",
  };
  it.each<[ProductStatus, string | null, ReturnType<typeof statusDate>]>([
    ["PENDING", "awaiting_partner_action", { kind: "estimated_live", at: base.estimated_live_date }],
    ["REJECTED", "declined_temporary", { kind: "rejected_at", at: base.rejected_at }],
    ["REJECTED", "rejected", { kind: "rejected_at", at: base.rejected_at }],
    ["REJECTED", "deactivated", { kind: "deactivated_at", at: base.deactivated_at }],
    ["ENABLED", "live", { kind: "activated_at", at: base.activated_at }],
    ["DISABLED", null, null],
  ])("%s %s", (status, sub_status, expected) => {
    expect(statusDate({ ...base, status, sub_status })).toEqual(expected);
  });
});

describe("partner onboarding tracks (spec 001 §4)", () => {
  const states = (product: string, status: ProductStatus, sub: string | null) =>
    onboardingTrack(product, status, sub).map((s) => `${s.name}:${s.state}`);

  it("OVO, PH cards and GCash follow the partner track", () => {
    for (const product of ["OVO", "PH_CARDS", "GCASH"]) {
      expect(states(product, "PENDING", "awaiting_merchant_data")).toEqual([
        "new_submission:done",
        "awaiting_merchant_data:in_progress",
        "awaiting_partner_action:upcoming",
        "live:upcoming",
      ]);
    }
  });

  it("an e-wallet partner waits for partner feedback after the merchant's information", () => {
    expect(states("SHOPEEPAY", "PENDING", "awaiting_feedback_from_shopee")).toEqual([
      "new_user_activation:done",
      "awaiting_info_from_merchant:done",
      "awaiting_partner_feedback:in_progress",
      "live:upcoming",
    ]);
  });

  it("a bank partner has a UAT step", () => {
    expect(states("BCA VA", "PENDING", "uat")).toEqual([
      "new_user_activation:done",
      "awaiting_merchant_info:done",
      "awaiting_bank_feedback:done",
      "uat:in_progress",
      "live:upcoming",
    ]);
    expect(currentStep("BCA VA", "PENDING", "awaiting_feedback_from_bca")).toBe(2);
  });

  it("DANA and LINKAJA have no steps", () => {
    expect(onboardingTrack("DANA", "PENDING", "new_submission")).toEqual([]);
    expect(onboardingTrack("LINKAJA", "ENABLED", "enabled_linkaja")).toEqual([]);
  });

  it("an enabled product has every step done; a new submission starts at the first", () => {
    expect(states("OVO", "ENABLED", "live").every((s) => s.endsWith(":done"))).toBe(true);
    expect(currentStep("OVO", "ENABLED", "live")).toBe(3);
    expect(currentStep("OVO", "PENDING", "new_submission")).toBe(0);
    expect(currentStep("OVO", "DISABLED", null)).toBe(-1);
  });

  it("each step carries its estimate; the live step none", () => {
    expect(onboardingTrack("BCA VA", "PENDING", "uat").map((s) => s.estimate_days)).toEqual([2, 3, 5, 5, 0]);
  });
});

describe("time in the current step (beyond the spec)", () => {
  const now = Date.UTC(2026, 10, 23, 9);
  it.each<[string | null, number, ReturnType<typeof stepTiming>]>([
    ["2026-11-21T09:00:00.000Z", 3, { days: 2, overdue: false }],
    ["2026-11-20T09:00:00.000Z", 3, { days: 3, overdue: false }],
    ["2026-11-19T08:00:00.000Z", 3, { days: 4, overdue: true }],
    ["2026-11-01T00:00:00.000Z", 0, { days: 22, overdue: false }],
    [null, 3, null],
  ])("started %s, estimate %s days", (startedAt, estimate, expected) => {
    expect(stepTiming(startedAt, estimate, now)).toEqual(expected);
  });
});

describe("VA bank blocks (spec 001 §4, §9)", () => {
  it.each<[string | null, string | null, boolean]>([
    ["88000000", "88099999", true],
    ["88000000", null, true],
    [null, "88099999", true],
    [null, null, false],
  ])("start %s end %s → active %s", (account_block_start, account_block_end, expected) => {
    expect(vaBlockActive({ account_block_start, account_block_end })).toBe(expected);
  });

  const banks = ["BCA", "BNI", "BRI", "MANDIRI", "CIMB", "BNI_SYARIAH", "BSI", "BJB"].map((bank_code) => ({
    bank_code,
  }));
  it.each<[string, string[]]>([
    ["PRIMARY", ["BCA", "BNI", "BRI", "MANDIRI"]],
    ["INSTAMONEY", ["BNI", "MANDIRI", "CIMB", "BSI", "BJB"]],
  ])("the %s brand leaves out its excluded banks", (entity, expected) => {
    expect(vaBankBlocks(banks, entity).map((b) => b.bank_code)).toEqual(expected);
  });
});

describe("retail outlets (spec 001 §4, §9)", () => {
  it("ALFAMART and INDOMARET; no INDOMARET for the second brand", () => {
    expect(retailOutletsOf("PRIMARY")).toEqual(["ALFAMART", "INDOMARET"]);
    expect(retailOutletsOf("INSTAMONEY")).toEqual(["ALFAMART"]);
  });

  it.each<[{ onboarded_at: string | null; prefix: string | null } | null, string, string]>([
    [null, "PRIMARY", "disabled"],
    [{ onboarded_at: null, prefix: null }, "PRIMARY", "disabled"],
    [{ onboarded_at: "2026-10-01T00:00:00.000Z", prefix: null }, "PRIMARY", "pending"],
    [{ onboarded_at: "2026-10-01T00:00:00.000Z", prefix: "8888" }, "PRIMARY", "enabled"],
    [{ onboarded_at: null, prefix: null }, "INSTAMONEY", "enabled"],
    [null, "INSTAMONEY", "disabled"],
  ])("%o for %s → %s", (outlet, entity, expected) => {
    expect(retailOutletStatus(outlet, entity)).toBe(expected);
  });
});

describe("products per country (designed)", () => {
  it.each<[string, "ID" | "PH" | "SG", boolean]>([
    ["OVO", "ID", true],
    ["OVO", "PH", false],
    ["GCASH", "PH", true],
    ["GCASH", "ID", false],
    ["QRIS", "SG", false],
  ])("%s in %s → %s", (product, country, expected) => {
    expect(offeredIn(product, country)).toBe(expected);
  });
});

describe("the estimated live date (spec 001 §4; designed from the step estimates)", () => {
  const at = "2026-11-20T00:00:00.000Z";
  it.each<[string, ProductStatus, string | null, string | null]>([
    // OVO awaiting merchant data: 3 + 5 days left from the step's start
    ["OVO", "PENDING", "awaiting_merchant_data", "2026-11-28T00:00:00.000Z"],
    // BCA VA in UAT: 5 days left
    ["BCA VA", "PENDING", "uat", "2026-11-25T00:00:00.000Z"],
    // DANA has no track: 14 days from the application
    ["DANA", "PENDING", "new_submission", "2026-11-15T00:00:00.000Z"],
    ["OVO", "ENABLED", "live", null],
    ["OVO", "REJECTED", "rejected", null],
  ])("%s %s %s → %s", (product, status, sub_status, expected) => {
    expect(
      estimatedLiveDate({ product, status, sub_status, sub_status_at: at, pending_at: "2026-11-01T00:00:00.000Z" }),
    ).toBe(expected);
  });
});
