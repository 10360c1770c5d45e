/**
 * The feature-flag service (spec 000 §7: "a flag service per business key … three flag
 * environments (integration, staging, production); the default name is integration";
 * spec 001 §7: fetched with an environment and flag name, keyed by business id and user
 * e-mail). Paths and shapes are designed here.
 */
import * as v from "valibot";
import { endpoint } from "./define.ts";

export const FLAG_ENVIRONMENTS = ["integration", "staging", "production"] as const;
export const FlagEnvironmentSchema = v.picklist(FLAG_ENVIRONMENTS);
export type FlagEnvironment = v.InferOutput<typeof FlagEnvironmentSchema>;

/** Flags named by the spec (000 §7, 001 §7, 002 §9). */
export const FLAG_NAMES = [
  "capital",
  "issuing",
  "store_ops",
  "marketplace",
  "payment_links",
  "recurring",
  "tax",
  "escrow",
  "balance_switcher",
  "notification_center",
  "reporting",
  "security_log",
  "dashboard_email_verification",
  "new_auth_flow",
  "requireNpwpBanner",
  "vaBSI",
  "get_started",
  "per_user_business_switching",
  "batch_payout_links",
  "e_receipts",
  "cards_settings",
  "multi_level_approval",
] as const;
export type FlagName = (typeof FLAG_NAMES)[number];

const FlagQuerySchema = v.object({
  flag_environment: v.optional(FlagEnvironmentSchema, "integration"),
  /** Comma-separated flag names; omitted = all. Unknown names answer false. */
  names: v.optional(v.string()),
  user_email: v.optional(v.string()),
});

export const FlagSetSchema = v.object({
  business_key: v.string(),
  flag_environment: FlagEnvironmentSchema,
  flags: v.record(v.string(), v.boolean()),
});
export type FlagSet = v.InferOutput<typeof FlagSetSchema>;

export const FlagValueSchema = v.object({
  business_key: v.string(),
  flag_environment: FlagEnvironmentSchema,
  name: v.string(),
  enabled: v.boolean(),
});

export const flagEndpoints = {
  flags: endpoint({
    method: "GET",
    path: "/api/feature-flags/{business_key}",
    summary: "Feature flags of a business key in one flag environment (default integration)",
    tag: "flags",
    auth: "user",
    query: FlagQuerySchema,
    response: FlagSetSchema,
    errors: ["DATA_NOT_FOUND"],
  }),
  flag: endpoint({
    method: "GET",
    path: "/api/feature-flags/{business_key}/{name}",
    summary: "One feature flag",
    tag: "flags",
    auth: "user",
    query: FlagQuerySchema,
    response: FlagValueSchema,
    errors: ["DATA_NOT_FOUND"],
  }),
} as const;
