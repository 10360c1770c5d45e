/**
 * Capital financing (issue 18; contract in src/contract/capital.ts): typed loans and the
 * application from the offer of /api/xencap-offering (spec 001 §7). Applying needs
 * can_administer (declared on the endpoint) and the PIN step-up (spec 000 §4); the amount must
 * lie within the offer.
 */
import type { Hono } from "hono";
import type { Endpoint } from "../../src/contract/define.ts";
import { ENDPOINTS } from "../../src/contract/endpoints.ts";
import { feeFor, MIN_LOAN_AMOUNT } from "../../src/domain/capital/rules.ts";
import type { AuthContext } from "../auth.ts";
import { ApiError } from "../errors.ts";
import { bind, validationError } from "../http.ts";
import { isoAt, type SandboxState } from "../state.ts";
import { requirePinToken } from "./auth.ts";
import { bindTypedReads, insertRecord, typedRecord } from "./send-money.ts";

const E = ENDPOINTS as Record<string, Endpoint>;

/** The financing offer of a business (GET /api/xencap-offering): live Indonesian businesses. */
export function capitalOffer(business: { go_live_status: string; country: string }) {
  const eligible = business.go_live_status === "LIVE" && business.country === "ID";
  return { eligible, max_amount: eligible ? 500_000_000 : null, currency: "IDR" };
}

export function registerCapitalRoutes(app: Hono, state: SandboxState): void {
  bind(app, state, E["capital_loans.apply"] as Endpoint, (ctx) => {
    const auth = ctx.auth as AuthContext;
    requirePinToken(state, auth.user.id, ctx.c.req.header("x-pin-authorization-token"));
    const offer = capitalOffer(auth.business);
    if (!offer.eligible || offer.max_amount === null)
      throw new ApiError("INVALID_STATE_ERROR", "This business has no financing offer");
    const body = ctx.body as { amount: number; tenor_months: number; purpose: string };
    if (body.amount < MIN_LOAN_AMOUNT || body.amount > offer.max_amount)
      throw validationError([
        { field: "amount", message: `must be between ${MIN_LOAN_AMOUNT} and ${offer.max_amount} ${offer.currency}` },
      ]);
    const now = isoAt(state.now());
    const row = insertRecord(state, auth, ctx.env, {
      kind: "capital_loans",
      status: "UNDER_REVIEW",
      amount: body.amount,
      currency: offer.currency,
      reference: `LOAN-${state.now().toString(36).toUpperCase()}`,
      description: body.purpose,
      channel: null,
      data: {
        tenor_months: body.tenor_months,
        fee: feeFor(body.amount, body.tenor_months),
        purpose: body.purpose,
        applied_at: now,
        disbursement: null,
        schedule: [],
        repaid: 0,
        outstanding: 0,
        rejection_reason: null,
      },
    });
    return typedRecord(row) as never;
  });
  bindTypedReads(app, state, ["capital_loans"]);
}
