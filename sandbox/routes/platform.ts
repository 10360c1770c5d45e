/**
 * Platform (issue 17; contract in src/contract/platform.ts): sub-accounts (OWNED / MANAGED) with
 * their profile, balance, transactions and activity; creating one makes a real business the
 * creator can switch into (POST /api/switch-business); fee rules; the request to become a platform.
 */
import type { Hono } from "hono";
import type { Endpoint } from "../../src/contract/define.ts";
import { ENDPOINTS } from "../../src/contract/endpoints.ts";
import type { PlatformActivation } from "../../src/contract/platform.ts";
import type { AuthContext } from "../auth.ts";
import { ApiError } from "../errors.ts";
import { bind } from "../http.ts";
import type { RecordRow } from "../lists.ts";
import { getMembership } from "../model.ts";
import { isoAt, newId, type SandboxState } from "../state.ts";
import { detailHandler, listHandler, recordOf } from "./areas.ts";
import { bindTypedReads, currencyOf, insertRecord, typedRecord } from "./send-money.ts";

const E = ENDPOINTS as Record<string, Endpoint>;

export function registerPlatformRoutes(app: Hono, state: SandboxState): void {
  const { db } = state;
  const subAccount = (auth: AuthContext, omit: string[]) => (row: RecordRow) => {
    const item = typedRecord(row, omit) as Record<string, unknown> & { business_id: string | null };
    return { ...item, can_switch: Boolean(item.business_id && getMembership(db, auth.user.id, item.business_id)) };
  };
  bind(app, state, E["platform_accounts.list"] as Endpoint, (ctx) =>
    listHandler(state, ["platform_accounts"], subAccount(ctx.auth as AuthContext, ["transactions", "activity"]))(ctx),
  );
  bind(app, state, E["platform_accounts.detail"] as Endpoint, (ctx) =>
    detailHandler(state, ["platform_accounts"], subAccount(ctx.auth as AuthContext, []))(ctx),
  );
  bindTypedReads(app, state, ["platform_fees"]);

  bind(app, state, E["platform_accounts.create"] as Endpoint, (ctx) => {
    const auth = ctx.auth as AuthContext;
    const body = ctx.body as { account_type: "OWNED" | "MANAGED"; business_name: string; email: string };
    const master = auth.business;
    const now = isoAt(state.now());
    const businessId = newId("biz_sub");
    db.prepare(
      `INSERT INTO businesses (id, name, email, entity, brand_name, country, go_live_status, created, is_xp_sub_account,
      xp_sub_account_type, xp_master_account_id) VALUES (?, ?, ?, ?, ?, ?, 'REGISTERED', ?, 1, ?, ?)`,
    ).run(
      businessId,
      body.business_name,
      body.email,
      master.entity,
      master.brand_name,
      master.country,
      now,
      body.account_type,
      master.id,
    );
    // the creator administers the new sub-account (all flags), so they can switch into it
    db.prepare(
      `INSERT INTO memberships (user_id, business_id, role, can_view, can_edit, can_approve, can_manage_tech_settings,
      can_administer, can_withdraw, operation) VALUES (?, ?, 'ADMIN', 1, 1, 1, 1, 1, 1, 1)`,
    ).run(auth.user.id, businessId);
    const row = insertRecord(state, auth, ctx.env, {
      kind: "platform_accounts",
      status: "REGISTERED",
      amount: null,
      currency: null,
      reference: businessId.toUpperCase(),
      description: body.business_name,
      channel: body.account_type,
      data: {
        account_type: body.account_type,
        business_name: body.business_name,
        email: body.email,
        business_id: businessId,
        country: master.country,
        legal_name: null,
        website: null,
        phone_number: null,
        balance: { currency: currencyOf(auth), available: 0, pending: 0 },
        transactions: [],
        activity: [{ id: newId("saa"), action: "SUB_ACCOUNT_CREATED", actor: auth.user.email, at: now }],
      },
    });
    return subAccount(auth, [])(row) as never;
  });

  bind(app, state, E["platform_fees.create"] as Endpoint, (ctx) => {
    const auth = ctx.auth as AuthContext;
    const body = ctx.body as {
      name: string;
      product: string;
      fee_type: "FLAT" | "PERCENT";
      value: number;
      applies_to: string;
    };
    if (body.fee_type === "PERCENT" && body.value > 100) {
      throw new ApiError("API_VALIDATION_ERROR", "Invalid request: value", {
        fields: [{ field: "value", message: "a percentage is at most 100" }],
      });
    }
    const row = insertRecord(state, auth, ctx.env, {
      kind: "platform_fees",
      status: "ACTIVE",
      amount: body.fee_type === "FLAT" ? body.value : null,
      currency: body.fee_type === "FLAT" ? currencyOf(auth) : null,
      reference: newId("FEE").toUpperCase(),
      description: body.name,
      channel: null,
      data: { ...body, created_by: auth.user.email },
    });
    return typedRecord(row) as never;
  });

  bind(app, state, E["platform_fees.setStatus"] as Endpoint, (ctx) => {
    const auth = ctx.auth as AuthContext;
    const row = recordOf(state, auth, ["platform_fees"], ctx.params.id ?? "", ctx.env);
    db.prepare("UPDATE records SET status = ?, updated = ? WHERE id = ?").run(
      (ctx.body as { status: string }).status,
      isoAt(state.now()),
      row.id,
    );
    return typedRecord(recordOf(state, auth, ["platform_fees"], row.id, ctx.env)) as never;
  });

  const activationOf = (auth: AuthContext): PlatformActivation => {
    const row = db
      .prepare("SELECT data, created FROM records WHERE business_id = ? AND kind = 'platform_activation'")
      .get(auth.business.id) as { data: string; created: string } | undefined;
    if (!row)
      return {
        status: "NOT_SUBMITTED",
        submitted_at: null,
        use_case: null,
        account_types: [],
        expected_sub_accounts: null,
      };
    return {
      status: "SUBMITTED",
      submitted_at: row.created,
      ...(JSON.parse(row.data) as Omit<PlatformActivation, "status" | "submitted_at">),
    };
  };
  bind(app, state, E["platform.activation"] as Endpoint, (ctx) => activationOf(ctx.auth as AuthContext));
  bind(app, state, E["platform.activate"] as Endpoint, (ctx) => {
    const auth = ctx.auth as AuthContext;
    if (activationOf(auth).status === "SUBMITTED")
      throw new ApiError("INVALID_STATE_ERROR", "The request was already sent");
    const body = ctx.body as { use_case: string; account_types: string[]; expected_sub_accounts: number };
    insertRecord(state, auth, ctx.env, {
      kind: "platform_activation",
      status: "SUBMITTED",
      amount: null,
      currency: null,
      reference: newId("XPA").toUpperCase(),
      description: null,
      channel: null,
      data: {
        use_case: body.use_case,
        account_types: body.account_types,
        expected_sub_accounts: body.expected_sub_accounts,
      },
    });
    return activationOf(auth);
  });
}
