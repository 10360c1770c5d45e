/**
 * Payment-method onboarding forms (spec 001 §7 "onboarding endpoints for ovo, dana (and a
 * submit), linkaja (and a prepopulate), bcava and qris"). The spec shows no payloads: each form
 * is designed for what the partner needs to open a merchant account. The endpoints themselves
 * are declared in activation.ts with these bodies and ACTIVATE_REQUIRES.
 */
import * as v from "valibot";
import { EnvironmentQuery } from "./common.ts";
import type { PermissionFlag } from "./user.ts";

/** Designed: applying for a payment method is an administrator's decision (the owner, not a viewer or operator). */
export const ACTIVATE_REQUIRES: readonly PermissionFlag[] = ["can_administer"];

const text = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty("is required"), v.maxLength(max));
const email = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty("is required"),
  v.email("must be an e-mail address"),
  v.maxLength(254),
);
const phone = v.pipe(v.string(), v.trim(), v.regex(/^\+\d{8,15}$/, "must be an E.164 mobile number"));
const website = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(255), v.url("must be a URL")));

export const OvoOnboardingSchema = v.object({
  ...EnvironmentQuery,
  /** The name payers see in the OVO app (OVO limits it to 25 characters). */
  display_name: text(25),
  business_category: text(100),
  contact_email: email,
  contact_phone: phone,
  /** An uploaded PNG logo (POST /api/upload_ovo_logo). */
  logo_file_id: v.pipe(v.string(), v.nonEmpty("is required"), v.maxLength(64)),
});

export const DanaOnboardingSchema = v.object({
  ...EnvironmentQuery,
  display_name: text(25),
  website,
});

/** The merchant data sent once a DANA application is pending (moves it to the partner). */
export const DanaSubmitSchema = v.object({
  ...EnvironmentQuery,
  pic_name: text(100),
  pic_email: email,
  pic_phone: phone,
});

export const LinkajaOnboardingSchema = v.object({
  ...EnvironmentQuery,
  business_name: text(100),
  legal_name: text(255),
  email,
  website,
});

export const BcaVaOnboardingSchema = v.object({
  ...EnvironmentQuery,
  /** The BCA account the payments settle to: 10 digits. */
  bca_account_number: v.pipe(v.string(), v.trim(), v.regex(/^\d{10}$/, "must be 10 digits")),
  bca_account_name: text(100),
  /** Designed: the merchant's expected monthly transactions, so BCA can size the VA block. */
  monthly_transactions: v.picklist(["<100", "100-1000", ">1000"]),
});

export const QrisOnboardingSchema = v.object({
  ...EnvironmentQuery,
  /** The merchant name printed on the QR (QRIS limits it to 25 characters). */
  merchant_name: text(25),
  merchant_city: text(15),
  postal_code: v.pipe(v.string(), v.trim(), v.regex(/^\d{5}$/, "must be 5 digits")),
  business_category: text(100),
});

export const ONBOARDING_BODIES = {
  ovo: OvoOnboardingSchema,
  dana: DanaOnboardingSchema,
  linkaja: LinkajaOnboardingSchema,
  bcava: BcaVaOnboardingSchema,
  qris: QrisOnboardingSchema,
} as const;
export type OnboardingProduct = keyof typeof ONBOARDING_BODIES;
export type OnboardingBody<P extends OnboardingProduct> = v.InferInput<(typeof ONBOARDING_BODIES)[P]>;

/** The catalogue product of each onboarding form. */
export const ONBOARDING_PRODUCT: Record<OnboardingProduct, string> = {
  ovo: "OVO",
  dana: "DANA",
  linkaja: "LINKAJA",
  bcava: "BCA VA",
  qris: "QRIS",
};
