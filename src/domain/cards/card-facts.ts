/** Card-payment facts of spec 002 §3, one declaration for the contract, the sandbox and the UI. */

/** Card brands (spec 002 §3), each with its icon in the design system. */
export const CARD_BRANDS = [
  "VISA",
  "MASTERCARD",
  "AMEX",
  "DISCOVER",
  "JCB",
  "VISA-ELECTRON",
  "DANKORT",
  "MAESTRO",
  "GPN",
  "BCA",
  "UNKNOWN",
] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** Events of a card payment's timeline (spec 002 §3 timeline events). */
export const TIMELINE_EVENTS = [
  "TOKENIZATION",
  "AUTHENTICATION",
  "AUTHORIZATION",
  "AUTHORIZATION_REVERSAL",
  "CAPTURE",
  "REFUND",
  "SETTLEMENT",
  "EXPECTED_SETTLEMENT",
] as const;
export type TimelineEvent = (typeof TIMELINE_EVENTS)[number];

/** Transaction sources (spec 002 §3). */
export const TRANSACTION_SOURCES = [
  "API_GATEWAY",
  "DASHBOARD",
  "SDK",
  "XENDIT_JS",
  "INVOICE",
  "SECURE_ACCEPTANCE",
  "VIRTUAL_TERMINAL",
  "OFF_RAILS",
] as const;
export type TransactionSource = (typeof TRANSACTION_SOURCES)[number];

/** Token types (spec 002 §3). */
export const TOKEN_TYPES = ["singleUse", "multiUse", "externalToken", "PAN"] as const;
export type TokenType = (typeof TOKEN_TYPES)[number];

/** Card feature flags (spec 002 §3). */
export const CARD_FEATURES = [
  "can_skip_cvn",
  "should_authenticate",
  "can_use_dynamic_3ds",
  "installment_enabled",
] as const;
export type CardFeature = (typeof CARD_FEATURES)[number];

/** Promotion types, risk levels and fraud list actions (spec 002 §3). */
export const PROMO_TYPES = ["INSTALLMENT", "PROMOTION"] as const;
export const RISK_LEVELS = ["Normal", "Medium", "High"] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
export const FRAUD_ACTIONS = ["block", "allow"] as const;

/** ECI, CVN and AVS result codes (spec 002 §3 "Codes"). */
export const ECI_CODES = ["00", "01", "02", "05", "06", "07"] as const;
export const CVN_CODES = ["D", "I", "M", "N", "P", "S", "U", "X", "1", "2", "3"] as const;
export const AVS_CODES = ["Y", "X", "W", "Z", "A", "G", "N", "R", "U"] as const;
export type EciCode = (typeof ECI_CODES)[number];
export type CvnCode = (typeof CVN_CODES)[number];
export type AvsCode = (typeof AVS_CODES)[number];

/** Card payment states per kind (spec 002 §4 "Card payment states"). */
export const CHARGE_STATUSES = ["CHARGED", "PENDING", "SETTLING", "SETTLED", "FAILED", "REFUNDED"] as const;
export const SETTLEMENT_STATUSES = ["SETTLED", "PENDING"] as const;
export const AUTHENTICATION_STATUSES = [
  "USED",
  "VERIFIED",
  "FAILED",
  "PENDING",
  "ENROLLED",
  "CARD_ENROLLED",
  "CARD_NOT_ENROLLED",
  "ENROLLMENT_CHECK_FAILED",
  "CYBERSOURCE_ERROR",
] as const;
export const AUTHORIZATION_STATUSES = ["SUCCEEDED", "FAILED", "REVERSED"] as const;
export const REFUND_STATUSES = [
  "SUCCEEDED",
  "REQUESTED",
  "FAILED",
  "PENDING",
  "CYBERSOURCE_ERROR",
  "PROCESSOR_ERROR",
] as const;
export const CHARGEBACK_STATUSES = [
  "OPEN",
  "REVIEWING",
  "SUBMITTED",
  "WON",
  "LOST",
  "REFUNDED",
  "CANCELLED",
  "UNKNOWN",
] as const;
export const PROMOTION_STATUSES = ["ACTIVE", "INACTIVE", "EXPIRED", "PAUSED"] as const;
export const CHANGE_REQUEST_STATUSES = ["APPROVED", "REJECTED", "PENDING"] as const;
/** Designed: token states (not listed by the spec). */
export const TOKEN_STATUSES = ["VERIFIED", "IN_REVIEW", "FAILED"] as const;

/** Decline and fraud codes of spec 002 §8 (each has a title and a description). */
export const CARD_ERROR_CODES = [
  "EXPIRED_CARD",
  "STOLEN_CARD",
  "INACTIVE_CARD",
  "INVALID_CVN",
  "CARD_DECLINED",
  "BIN_BLOCK",
  "3DS_REQUIRED",
  "CVN_REQUIRED",
  "INSUFFICIENT_BALANCE",
  "FRAUD_GUARD_BLOCKED",
] as const;
export type CardErrorCode = (typeof CARD_ERROR_CODES)[number];

/** Chargeback evidence: at most 8 MB, JPEG, PNG or PDF (spec 001 §5 documents rule, issue 12). */
export const EVIDENCE_MAX_BYTES = 8_388_608;
export const EVIDENCE_TYPES = ["image/jpeg", "image/png", "application/pdf"] as const;
/** Card images: JPEG or PNG, at most 1 MB (spec 002 §5, §9). */
export const CARD_IMAGE_MAX_BYTES = 1_048_576;
export const CARD_IMAGE_TYPES = ["image/jpeg", "image/png"] as const;

/** Fraud-prediction report statuses and the settings change log's one status (their list filters). */
export const PREDICT_REPORT_STATUSES = ["COMPLETED", "PROCESSING", "FAILED"] as const;
/** The fraud-screening service's profiles (spec 002 §7 /api/xenshield/profiles): designed statuses. */
export const FRAUD_PROFILE_STATUSES = ["ACTIVE", "INACTIVE"] as const;
export const SETTINGS_LOG_STATUSES = ["RECORDED"] as const;
