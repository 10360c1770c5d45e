/**
 * Activation error codes (spec 001 §8, §5 "Other rules"): which message a gateway error shows on
 * the activation forms and on which field, and the NPWP verification outcome.
 */
import { ERROR_CODE_MESSAGES } from "../session/error-messages.ts";

export type ActivationErrorKey =
  | "duplicateProductApplication"
  | "nameSimilarityMismatch"
  | "npwpValidationMismatch"
  | "badWebsite"
  | "blacklistedWebsite"
  | "unaccessibleWebsite"
  | "customerDataNotFound"
  | "duplicatedCustomerData"
  | "resubmitInTenSeconds"
  | "unexpectedError";

/** The field a code belongs to (shown under it), or the form as a whole. */
export type ActivationErrorTarget = "website" | "npwp" | "legal_name" | "form";

export interface ActivationErrorView {
  key: ActivationErrorKey;
  target: ActivationErrorTarget;
}

const OWN: Record<string, ActivationErrorView> = {
  DUPLICATE_PRODUCT_APPLICATION_ERROR: { key: "duplicateProductApplication", target: "form" },
  NAME_SIMILARITY_MISMATCH: { key: "nameSimilarityMismatch", target: "legal_name" },
  NPWP_VALIDATION_MISMATCH: { key: "npwpValidationMismatch", target: "npwp" },
  BAD_WEBSITE: { key: "badWebsite", target: "website" },
  BLACKLISTED_WEBSITE: { key: "blacklistedWebsite", target: "website" },
  UNACCESSIBLE_WEBSITE: { key: "unaccessibleWebsite", target: "website" },
  ERROR_CUSTOMER_DATA_NOT_FOUND: { key: "customerDataNotFound", target: "form" },
  ERROR_DUPLICATED_CUSTOMER_DATA: { key: "duplicatedCustomerData", target: "form" },
  // spec 001 §5: "A message asks the user to wait ten seconds before resubmitting."
  TOO_MANY_REQUESTS: { key: "resubmitInTenSeconds", target: "form" },
};

/**
 * The activation view of an error code, or `null` when the code is not an activation code and the
 * shell's mapping (spec 000 §8: its own message if translated, else "unexpected error") applies.
 */
export function activationError(code: string | undefined | null): ActivationErrorView | null {
  if (!code) return null;
  return OWN[code] ?? null;
}

/** Every activation code also has a message in the shell's one mapping (so other screens read it too). */
export const ACTIVATION_CODES_IN_SHELL_MAPPING = Object.keys(OWN).filter((code) => code in ERROR_CODE_MESSAGES);

export const NPWP_STATUSES = ["SUCCESS", "PENDING", "FAILED"] as const;
export type NpwpStatus = (typeof NPWP_STATUSES)[number];

/** What the NPWP field shows after verification: verified, still checking, or failed (spec 001 §3). */
export function npwpVerificationView(
  outcome: { status: NpwpStatus } | { errorCode: string },
): "verified" | "pending" | "failed" | "nameMismatch" {
  if ("errorCode" in outcome) return outcome.errorCode === "NAME_SIMILARITY_MISMATCH" ? "nameMismatch" : "failed";
  return outcome.status === "SUCCESS" ? "verified" : outcome.status === "PENDING" ? "pending" : "failed";
}
