import { describe, expect, it } from "vitest";
import { AVS_CODES, CARD_ERROR_CODES, CVN_CODES, ECI_CODES } from "./card-facts.ts";
import {
  avsOutcome,
  canRespondToChargeback,
  cardErrorOf,
  cvnOutcome,
  daysUntil,
  eciOutcome,
  evidenceProblem,
  maskCardNumber,
  normaliseFraudValue,
  parseFraudValues,
  predictReportErrorOf,
  refundableAmount,
  refundProblem,
} from "./card-rules.ts";

describe("result codes have a plain-language outcome (spec 002 §3 Codes)", () => {
  it.each([
    ["05", "authenticated"],
    ["02", "authenticated"],
    ["06", "attempted"],
    ["01", "attempted"],
    ["07", "not_authenticated"],
    ["00", "not_authenticated"],
  ] as const)("ECI %s is %s", (code, outcome) => expect(eciOutcome(code)).toBe(outcome));

  it.each([
    ["M", "match"],
    ["N", "no_match"],
    ["I", "no_match"],
    ["P", "not_processed"],
    ["S", "not_checked"],
    ["1", "not_checked"],
    ["3", "not_checked"],
    ["U", "issuer_unavailable"],
    ["X", "issuer_unavailable"],
    ["2", "issuer_unavailable"],
    ["D", "suspicious"],
  ] as const)("CVN %s is %s", (code, outcome) => expect(cvnOutcome(code)).toBe(outcome));

  it.each([
    ["Y", "full_match"],
    ["X", "full_match"],
    ["W", "partial_match"],
    ["Z", "partial_match"],
    ["A", "partial_match"],
    ["N", "no_match"],
    ["G", "unavailable"],
    ["R", "unavailable"],
    ["U", "unavailable"],
  ] as const)("AVS %s is %s", (code, outcome) => expect(avsOutcome(code)).toBe(outcome));

  it("every code of spec 002 §3 is covered; unknown or missing codes have no outcome", () => {
    for (const c of ECI_CODES) expect(eciOutcome(c)).not.toBeNull();
    for (const c of CVN_CODES) expect(cvnOutcome(c)).not.toBeNull();
    for (const c of AVS_CODES) expect(avsOutcome(c)).not.toBeNull();
    expect(eciOutcome("99")).toBeNull();
    expect(cvnOutcome(null)).toBeNull();
    expect(avsOutcome("Q")).toBeNull();
  });
});

describe("refundable amount (issue 12: refunds never exceed the charge; spec 002 §4 charge states)", () => {
  it.each([
    ["CHARGED", 100_000, 0, 100_000],
    ["SETTLED", 100_000, 40_000, 60_000],
    ["SETTLING", 100_000, 100_000, 0],
    ["CHARGED", 100_000, 120_000, 0],
    ["REFUNDED", 100_000, 100_000, 0],
    ["FAILED", 100_000, 0, 0],
    ["PENDING", 100_000, 0, 0],
  ] as const)("%s of %i with %i refunded leaves %i", (status, amount, refunded, left) => {
    expect(refundableAmount({ status, amount, refunded_amount: refunded })).toBe(left);
  });

  it.each([
    [null, 50_000, "IDR", "required"],
    [0, 50_000, "IDR", "not_positive"],
    [-1, 50_000, "IDR", "not_positive"],
    [10.5, 50_000, "IDR", "decimals"],
    [10.5, 50_000, "PHP", null],
    [10.555, 50_000, "PHP", "decimals"],
    [50_001, 50_000, "IDR", "exceeds_refundable"],
    [50_000, 50_000, "IDR", null],
  ] as const)("refund %s of %i %s: %s", (amount, refundable, currency, problem) => {
    expect(refundProblem(amount, refundable, currency)).toBe(problem);
  });
});

describe("chargebacks (spec 002 §2.8, §4)", () => {
  it.each([
    ["OPEN", true],
    ["REVIEWING", false],
    ["SUBMITTED", false],
    ["WON", false],
    ["LOST", false],
    ["REFUNDED", false],
    ["CANCELLED", false],
    ["UNKNOWN", false],
  ] as const)("%s takes a merchant response: %s", (status, yes) => expect(canRespondToChargeback(status)).toBe(yes));

  it("counts whole days to the deadline", () => {
    const now = Date.UTC(2026, 10, 23, 12);
    expect(daysUntil("2026-11-25T00:00:00.000Z", now)).toBe(2);
    expect(daysUntil("2026-11-23T13:00:00.000Z", now)).toBe(1);
    expect(daysUntil("2026-11-22T00:00:00.000Z", now)).toBe(-1);
  });

  it.each([
    [{ size: 1000, type: "application/pdf" }, null],
    [{ size: 8_388_608, type: "image/png" }, null],
    [{ size: 8_388_609, type: "image/jpeg" }, "too_large"],
    [{ size: 10, type: "text/plain" }, "unsupported"],
    [{ size: 10, type: "image/gif" }, "unsupported"],
  ] as const)("evidence %o: %s", (file, problem) => expect(evidenceProblem(file)).toBe(problem));
});

describe("fraud list values (spec 002 §2.2, §5 IPv4 and 6-digit BIN)", () => {
  it.each([
    ["ip", "203.0.113.7", { value: "203.0.113.7" }],
    ["ip", "256.1.1.1", { problem: "ipv4" }],
    ["ip", "1.2.3", { problem: "ipv4" }],
    ["bin", "411111", { value: "411111" }],
    ["bin", "41111", { problem: "bin" }],
    ["bin", "41111a", { problem: "bin" }],
    ["country", "kp", { value: "KP" }],
    ["ip_country", "IRN", { problem: "country" }],
    ["credit_card_number", "4111 1111 1111 1111", { value: "411111******1111" }],
    ["credit_card_number", "411111******1111", { value: "411111******1111" }],
    ["credit_card_number", "4111", { problem: "card_number" }],
  ] as const)("%s %s → %o", (kind, raw, out) => expect(normaliseFraudValue(kind, raw)).toEqual(out));

  it("a full card number never stays whole: first 6 and last 4 digits only", () => {
    expect(maskCardNumber("5200000000000007")).toBe("520000******0007");
    expect(maskCardNumber("378282246310005")).toBe("378282*****0005");
  });

  it("pasting many: one per line or comma, duplicates once, each problem named", () => {
    expect(parseFraudValues("bin", "411111\n520000, 411111;12ab")).toEqual({
      values: ["411111", "520000"],
      problems: [{ input: "12ab", problem: "bin" }],
    });
  });
});

describe("card error codes (spec 002 §8)", () => {
  it.each(CARD_ERROR_CODES)("%s has its own title and description", (code) => expect(cardErrorOf(code)).toBe(code));
  it.each([["DO_NOT_HONOR"], [""], [null], [undefined]])("%s shows the generic unexpected error", (code) =>
    expect(cardErrorOf(code)).toBe("UNEXPECTED"),
  );
});

describe("fraud prediction reports: the failure's error_code picks the title and subtitle (spec 002 §2.8)", () => {
  it.each<[unknown, string]>([
    [{ error_code: "PREDICTION_SERVICE_UNAVAILABLE" }, "PREDICTION_SERVICE_UNAVAILABLE"],
    [{ error_code: "INSUFFICIENT_DATA" }, "INSUFFICIENT_DATA"],
    [{ error_code: "FEATURE_NOT_ENABLED" }, "FEATURE_NOT_ENABLED"],
    [{ error_code: "SERVER_ERROR" }, "UNEXPECTED"],
    [new Error("network"), "UNEXPECTED"],
    [null, "UNEXPECTED"],
  ])("%j → %s", (error, expected) => {
    expect(predictReportErrorOf(error)).toBe(expected);
  });
});
