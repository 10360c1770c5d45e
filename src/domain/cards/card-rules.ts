/**
 * Card-administration rules (issue 12; spec 002 §2.8, §3, §4, §5, §8): result-code outcomes,
 * the refundable amount, chargeback deadlines and evidence files, fraud-list values and the
 * decline-code catalogue. Pure: the screens turn the outcomes into words.
 */
import {
  AVS_CODES,
  type AvsCode,
  CARD_ERROR_CODES,
  type CardErrorCode,
  CVN_CODES,
  type CvnCode,
  ECI_CODES,
  type EciCode,
  EVIDENCE_MAX_BYTES,
  EVIDENCE_TYPES,
} from "./card-facts.ts";

/** ECI (spec 002 §3): whether 3-D Secure authenticated the cardholder (liability shift). */
export type EciOutcome = "authenticated" | "attempted" | "not_authenticated";
const ECI: Record<EciCode, EciOutcome> = {
  "05": "authenticated", // Visa, JCB, Amex: fully authenticated
  "02": "authenticated", // Mastercard: fully authenticated
  "06": "attempted", // Visa, JCB, Amex: attempted, issuer or card not enrolled
  "01": "attempted", // Mastercard: attempted
  "07": "not_authenticated", // Visa, JCB, Amex: no 3-D Secure
  "00": "not_authenticated", // Mastercard: no 3-D Secure
};

/** CVN result (spec 002 §3). */
export type CvnOutcome = "match" | "no_match" | "not_processed" | "not_checked" | "issuer_unavailable" | "suspicious";
const CVN: Record<CvnCode, CvnOutcome> = {
  M: "match",
  N: "no_match",
  P: "not_processed",
  S: "not_checked", // should be on the card but the merchant says it is not
  U: "issuer_unavailable", // issuer not certified or no keys
  X: "issuer_unavailable", // card association does not support CVN
  D: "suspicious", // transaction determined suspicious by the issuer
  I: "no_match", // failed the processor's data validation
  "1": "not_checked", // not supported for this card type
  "2": "issuer_unavailable", // unrecognised result code
  "3": "not_checked", // no result code returned
};

/** AVS result (spec 002 §3). */
export type AvsOutcome = "full_match" | "partial_match" | "no_match" | "unavailable";
const AVS: Record<AvsCode, AvsOutcome> = {
  Y: "full_match", // street and 5-digit postal code match
  X: "full_match", // street and 9-digit postal code match
  W: "partial_match", // 9-digit postal code matches, street does not
  Z: "partial_match", // 5-digit postal code matches, street does not
  A: "partial_match", // street matches, postal code does not
  G: "unavailable", // non-U.S. issuer does not take part
  N: "no_match",
  R: "unavailable", // system unavailable, retry
  U: "unavailable", // address information unavailable
};

export const eciOutcome = (code: string | null): EciOutcome | null =>
  code !== null && (ECI_CODES as readonly string[]).includes(code) ? ECI[code as EciCode] : null;
export const cvnOutcome = (code: string | null): CvnOutcome | null =>
  code !== null && (CVN_CODES as readonly string[]).includes(code) ? CVN[code as CvnCode] : null;
export const avsOutcome = (code: string | null): AvsOutcome | null =>
  code !== null && (AVS_CODES as readonly string[]).includes(code) ? AVS[code as AvsCode] : null;

/** Charge statuses that take a refund (spec 002 §4: money was captured and not all given back). */
export const REFUNDABLE_STATUSES = ["CHARGED", "SETTLING", "SETTLED"] as const;

/** What is left to refund: the captured amount less the refunds that did not fail, never below 0. */
export function refundableAmount(charge: { status: string; amount: number | null; refunded_amount: number }): number {
  if (!(REFUNDABLE_STATUSES as readonly string[]).includes(charge.status)) return 0;
  return Math.max(0, (charge.amount ?? 0) - charge.refunded_amount);
}

export type RefundProblem = "required" | "not_positive" | "decimals" | "exceeds_refundable";

/** Why a refund amount is refused before asking for the PIN (spec 002 §5 amounts; issue 12). */
export function refundProblem(
  amount: number | null,
  refundable: number,
  currency: string | null,
): RefundProblem | null {
  if (amount === null || Number.isNaN(amount)) return "required";
  if (amount <= 0) return "not_positive";
  const decimals = currency === "IDR" ? 0 : 2;
  if (Math.round(amount * 10 ** decimals) !== amount * 10 ** decimals) return "decimals";
  if (amount > refundable) return "exceeds_refundable";
  return null;
}

/** An OPEN chargeback takes a merchant response (spec 002 §2.8, §4). */
export const canRespondToChargeback = (status: string) => status === "OPEN";

/** Whole days from `now` until the response deadline (negative once past). */
export function daysUntil(deadline: string, now: number): number {
  return Math.ceil((Date.parse(deadline) - now) / 86_400_000);
}

export type FileProblem = "too_large" | "unsupported";

/** Chargeback evidence: JPEG, PNG or PDF, at most 8 MB. */
export function evidenceProblem(file: { size: number; type: string }): FileProblem | null {
  if (!(EVIDENCE_TYPES as readonly string[]).includes(file.type)) return "unsupported";
  if (file.size > EVIDENCE_MAX_BYTES) return "too_large";
  return null;
}

/** The fraud lists (spec 002 §2.2) as named in the dashboard's paths. */
export const FRAUD_LIST_KINDS = ["ip", "country", "credit_card_number", "bin", "ip_country"] as const;
export type FraudListKind = (typeof FRAUD_LIST_KINDS)[number];

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

export type FraudValueProblem = "ipv4" | "bin" | "country" | "card_number";

/** Normalise one value of a fraud list (spec 002 §5: IPv4, 6-digit BIN; countries, card numbers), or say why not. */
export function normaliseFraudValue(
  kind: FraudListKind,
  raw: string,
): { value: string } | { problem: FraudValueProblem } {
  const text = raw.trim();
  switch (kind) {
    case "ip":
      return IPV4.test(text) ? { value: text } : { problem: "ipv4" };
    case "bin":
      return /^\d{6}$/.test(text) ? { value: text } : { problem: "bin" };
    case "country":
    case "ip_country":
      return /^[a-z]{2}$/i.test(text) ? { value: text.toUpperCase() } : { problem: "country" };
    case "credit_card_number": {
      const digits = text.replace(/[\s-]/g, "");
      if (/^\d{6}\*{2,6}\d{4}$/.test(digits)) return { value: digits };
      // a full number is masked before it leaves the browser: first 6 and last 4 digits only
      if (/^\d{12,19}$/.test(digits)) return { value: maskCardNumber(digits) };
      return { problem: "card_number" };
    }
  }
}

/** First 6 and last 4 digits, the rest as `*` (at most 6 of them). */
export function maskCardNumber(digits: string): string {
  const hidden = Math.min(6, Math.max(2, digits.length - 10));
  return `${digits.slice(0, 6)}${"*".repeat(hidden)}${digits.slice(-4)}`;
}

/** Pasted text → values (one per line, comma or space), each normalised or with its problem. */
export function parseFraudValues(kind: FraudListKind, text: string) {
  const parts = text
    .split(/[\n,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const values: string[] = [];
  const problems: { input: string; problem: FraudValueProblem }[] = [];
  for (const input of parts) {
    const r = normaliseFraudValue(kind, input);
    if ("value" in r) {
      if (!values.includes(r.value)) values.push(r.value);
    } else problems.push({ input, problem: r.problem });
  }
  return { values, problems };
}

/** The gateway's path segment of each fraud list (src/contract/cards.ts FRAUD_LISTS). */
export const FRAUD_LIST_PATHS: Record<FraudListKind, string> = {
  ip: "ip-list",
  country: "country-list",
  credit_card_number: "card-data-list",
  bin: "bin-list",
  ip_country: "ip-country-list",
};

/** A decline or fraud code with its own title and description (spec 002 §8); anything else is unexpected. */
export function cardErrorOf(code: string | null | undefined): CardErrorCode | "UNEXPECTED" {
  return code && (CARD_ERROR_CODES as readonly string[]).includes(code) ? (code as CardErrorCode) : "UNEXPECTED";
}

/**
 * spec 002 §2.8, §7: the fraud prediction reports list answers an `error_code` on failure; the
 * screen shows a title and subtitle mapped from it, with an empty list. Designed codes (the spec
 * names none): the prediction service is down, the business has too little history yet, or the
 * fraud-screening feature is off; any other code is the unexpected error.
 */
export const PREDICT_REPORT_ERRORS = [
  "PREDICTION_SERVICE_UNAVAILABLE",
  "INSUFFICIENT_DATA",
  "FEATURE_NOT_ENABLED",
] as const;
export type PredictReportError = (typeof PREDICT_REPORT_ERRORS)[number] | "UNEXPECTED";

export function predictReportErrorOf(error: unknown): PredictReportError {
  const code = (error as { error_code?: unknown } | null)?.error_code;
  return (PREDICT_REPORT_ERRORS as readonly unknown[]).includes(code) ? (code as PredictReportError) : "UNEXPECTED";
}
