/**
 * The home page's business state (spec 001 §2 "Home cards", §6): which account-setup steps are
 * done and the invoice settings that remove quick actions. The spec reads these from the bank
 * account, team, secret-key and invoice-settings calls, which only some members may call; the
 * home asks one designed call, open to every member, that answers booleans only.
 */
import * as v from "valibot";
import { CurrencySchema, EnvironmentQuery, TimestampSchema } from "./common.ts";
import { type Endpoint, endpoint } from "./define.ts";

export const HomeSetupSchema = v.object({
  has_bank_account: v.boolean(),
  /** A member other than the caller exists. */
  has_team_member: v.boolean(),
  has_secret_key: v.boolean(),
  donation_mode: v.boolean(),
  invoice_creation_enabled: v.boolean(),
  /** Common company detail `instant_activation_before_bdd`. */
  instant_activation: v.boolean(),
});
export type HomeSetup = v.InferOutput<typeof HomeSetupSchema>;

/** Beyond the spec: the payments collected since the start of the caller's day. */
export const HomeTodaySchema = v.object({
  currency: CurrencySchema,
  collected: v.number(),
  payments: v.number(),
  since: TimestampSchema,
});
export type HomeToday = v.InferOutput<typeof HomeTodaySchema>;

export const homeEndpoints = {
  "home.setup": endpoint({
    method: "GET",
    path: "/api/home/setup",
    summary: "What the home page needs to choose its cards: setup steps done and invoice settings",
    tag: "home",
    auth: "user",
    page: "home",
    query: v.object(EnvironmentQuery),
    response: HomeSetupSchema,
  }),
  "home.today": endpoint({
    method: "GET",
    path: "/api/home/today",
    summary:
      "Payments collected since `since` (the start of the caller's day): count and sum, for members who may view money",
    tag: "home",
    auth: "user",
    page: "home",
    requires: ["can_view", "can_edit"],
    /** `since` defaults to the start of the day (UTC). */
    query: v.object({
      ...EnvironmentQuery,
      since: v.optional(v.pipe(v.string(), v.isoTimestamp("must be an ISO timestamp"))),
    }),
    response: HomeTodaySchema,
  }),
} satisfies Record<string, Endpoint>;
