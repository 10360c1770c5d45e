/** The home page's business state (src/contract/home.ts) and the retail outlets of the payment-methods page. */
import type { Hono } from "hono";
import { activationEndpoints } from "../../src/contract/activation.ts";
import type { Endpoint } from "../../src/contract/define.ts";
import { homeEndpoints } from "../../src/contract/home.ts";
import { currencyForCountry } from "../../src/domain/format/money.ts";
import { retailOutletStatus, retailOutletsOf } from "../../src/domain/payment-methods/rules.ts";
import { bind, type Handler } from "../http.ts";
import type { SandboxState } from "../state.ts";
import { invoiceCreationEnabled } from "./accept.ts";

/** The seeded payment-code prefix of each outlet once enabled (the prefix check answers them as taken). */
const PREFIX: Record<string, string> = { ALFAMART: "8888", INDOMARET: "9999" };

export function registerHomeRoutes(app: Hono, state: SandboxState): void {
  const { db } = state;
  bind(
    app,
    state,
    homeEndpoints["home.setup"] as Endpoint,
    ((ctx) => {
      const auth = ctx.auth as NonNullable<typeof ctx.auth>;
      const b = auth.business;
      const count = (sql: string, ...args: string[]) => (db.prepare(sql).get(...args) as { n: number }).n;
      const instant = db.prepare("SELECT instant_activation_before_bdd AS v FROM businesses WHERE id = ?").get(b.id) as
        | { v: number }
        | undefined;
      return {
        // The seeded withdrawal account (routes/settings.ts bankAccounts): Indonesian businesses have one.
        has_bank_account: b.country === "ID",
        has_team_member:
          count("SELECT COUNT(*) AS n FROM memberships WHERE business_id = ? AND user_id <> ?", b.id, auth.user.id) > 0,
        has_secret_key: count("SELECT COUNT(*) AS n FROM api_keys WHERE business_id = ?", b.id) > 0,
        donation_mode: false,
        // the invoice settings of the accept area (GET /api/invoice_settings answers the same)
        invoice_creation_enabled: invoiceCreationEnabled(state, b.id),
        instant_activation: instant?.v === 1,
      };
    }) as Handler<Endpoint>,
  );

  bind(
    app,
    state,
    homeEndpoints["home.today"] as Endpoint,
    ((ctx) => {
      const b = (ctx.auth as NonNullable<typeof ctx.auth>).business;
      const asked = (ctx.query as { since?: string }).since;
      const since = new Date(asked ?? new Date(state.now()).toISOString().slice(0, 10)).toISOString();
      const row = db
        .prepare(
          `SELECT COUNT(*) AS payments, COALESCE(SUM(amount), 0) AS collected FROM records
         WHERE business_id = ? AND kind = 'transactions' AND environment = ? AND status = 'SUCCESS' AND created >= ?
         AND json_extract(data, '$.type') = 'PAYMENT' AND json_extract(data, '$.direction') = 'CREDIT' AND currency = ?`,
        )
        .get(b.id, ctx.env, since, currencyForCountry(b.country)) as { payments: number; collected: number };
      return { currency: currencyForCountry(b.country), collected: row.collected, payments: row.payments, since };
    }) as Handler<Endpoint>,
  );

  // spec 001 §4 "Retail outlet status", from the business's ALFAMART / INDOMARET applications.
  bind(
    app,
    state,
    activationEndpoints.retailOutletSettings as Endpoint,
    ((ctx) => {
      const b = (ctx.auth as NonNullable<typeof ctx.auth>).business;
      const rows = db
        .prepare(
          "SELECT UPPER(product) AS name, status, pending_at FROM payment_methods WHERE business_id = ? AND product IN ('Alfamart', 'Indomaret')",
        )
        .all(b.id) as { name: string; status: string; pending_at: string | null }[];
      return retailOutletsOf(b.entity).map((name) => {
        const row = rows.find((r) => r.name === name && r.status !== "DISABLED");
        const prefix = row?.status === "ENABLED" ? (PREFIX[name] ?? null) : null;
        return {
          retail_outlet_name: name,
          prefix,
          type: prefix ? "Fixed" : "Non-fixed",
          status: retailOutletStatus(row ? { onboarded_at: row.pending_at, prefix } : null, b.entity),
        };
      });
    }) as Handler<Endpoint>,
  );
}
