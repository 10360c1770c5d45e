/**
 * Card issuing (issue 18; contract in src/contract/issuing.ts): typed lists and details of card
 * products, issued cards (filter by product) and their transactions (filter by card); freeze,
 * unfreeze and spending limits of a card. Permissions come from the endpoint declarations
 * (`bind`); state rules answer INVALID_STATE_ERROR, limit rules field errors.
 */
import type { Hono } from "hono";
import type { Endpoint } from "../../src/contract/define.ts";
import { ENDPOINTS } from "../../src/contract/endpoints.ts";
import { canEditLimits, freezeAction, type LimitField, limitProblems } from "../../src/domain/issuing/rules.ts";
import type { AuthContext } from "../auth.ts";
import { ApiError } from "../errors.ts";
import { bind, type Handler, validationError } from "../http.ts";
import { mapList, queryRecords, type RecordFilter } from "../lists.ts";
import { isoAt, type SandboxState } from "../state.ts";
import { detailHandler, recordOf } from "./areas.ts";
import { typedRecord } from "./send-money.ts";

const E = ENDPOINTS as Record<string, Endpoint>;
const ep = (name: string) => E[name] as Endpoint;

/** A list that narrows by one typed field stored in `data` (`product_id`, `card_id`). */
function listBy(state: SandboxState, kind: string, field?: string): Handler<Endpoint> {
  return (ctx) => {
    const query = ctx.query as RecordFilter & Record<string, string | undefined>;
    const value = field ? query[field] : undefined;
    return mapList(
      queryRecords(
        state.db,
        { businessId: (ctx.auth as AuthContext).business.id, kinds: [kind], environment: ctx.env },
        { ...query, ...(field && value ? { data: { [field]: [value] } } : {}) },
      ),
      (r) => typedRecord(r, ["product_id", "card_id"]),
    ) as never;
  };
}

const cardOut = (state: SandboxState, auth: AuthContext, id: string, env: string) =>
  typedRecord(recordOf(state, auth, ["issuing_cards"], id, env), ["product_id"]);

function setCard(state: SandboxState, id: string, status: string, data: Record<string, unknown>) {
  state.db
    .prepare("UPDATE records SET status = ?, updated = ?, data = ? WHERE id = ?")
    .run(status, isoAt(state.now()), JSON.stringify(data), id);
}

function freeze(state: SandboxState, to: "FREEZE" | "UNFREEZE"): Handler<Endpoint> {
  return (ctx) => {
    const auth = ctx.auth as AuthContext;
    const row = recordOf(state, auth, ["issuing_cards"], ctx.params.id ?? "", ctx.env);
    if (freezeAction(row.status) !== to)
      throw new ApiError(
        "INVALID_STATE_ERROR",
        `A ${row.status} card cannot be ${to === "FREEZE" ? "frozen" : "unfrozen"}`,
      );
    const status = to === "FREEZE" ? "FROZEN" : "ACTIVE";
    const data = JSON.parse(row.data) as { status_history: { status: string; at: string }[] };
    setCard(state, row.id, status, {
      ...data,
      status_history: [...data.status_history, { status, at: isoAt(state.now()) }],
    });
    return cardOut(state, auth, row.id, ctx.env) as never;
  };
}

const LIMIT_MESSAGES: Record<string, string> = {
  required: "is required",
  notPositive: "must be positive",
  decimals: "has too many decimals for the currency",
  aboveCeiling: "is above the card programme's ceiling",
  dailyBelowTransaction: "must not be below the per-transaction limit",
  monthlyBelowDaily: "must not be below the daily limit",
};

function setLimits(state: SandboxState): Handler<Endpoint> {
  return (ctx) => {
    const auth = ctx.auth as AuthContext;
    const row = recordOf(state, auth, ["issuing_cards"], ctx.params.id ?? "", ctx.env);
    if (!canEditLimits(row.status))
      throw new ApiError("INVALID_STATE_ERROR", `The limits of a ${row.status} card cannot change`);
    const body = ctx.body as Record<LimitField, number>;
    const limits = { per_transaction: body.per_transaction, daily: body.daily, monthly: body.monthly };
    const problems = Object.entries(limitProblems(limits, row.currency ?? "IDR"));
    if (problems.length)
      throw validationError(problems.map(([field, p]) => ({ field, message: LIMIT_MESSAGES[p] ?? p })));
    setCard(state, row.id, row.status, { ...(JSON.parse(row.data) as object), limits });
    return cardOut(state, auth, row.id, ctx.env) as never;
  };
}

export function registerIssuingRoutes(app: Hono, state: SandboxState): void {
  bind(app, state, ep("issuing_cards.freeze"), freeze(state, "FREEZE"));
  bind(app, state, ep("issuing_cards.unfreeze"), freeze(state, "UNFREEZE"));
  bind(app, state, ep("issuing_cards.limits"), setLimits(state));
  bind(app, state, ep("issuing_card_products.list"), listBy(state, "issuing_card_products"));
  bind(app, state, ep("issuing_cards.list"), listBy(state, "issuing_cards", "product_id"));
  bind(app, state, ep("issuing_transactions.list"), listBy(state, "issuing_transactions", "card_id"));
  for (const kind of ["issuing_card_products", "issuing_cards", "issuing_transactions"])
    bind(
      app,
      state,
      ep(`${kind}.detail`),
      detailHandler(state, [kind], (r) => typedRecord(r, ["product_id", "card_id"])),
    );
}
