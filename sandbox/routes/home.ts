/** The home page's business state (src/contract/home.ts). */
import type { Hono } from "hono";
import type { Endpoint } from "../../src/contract/define.ts";
import { homeEndpoints } from "../../src/contract/home.ts";
import { bind, type Handler } from "../http.ts";
import type { SandboxState } from "../state.ts";

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
        invoice_creation_enabled: true,
        instant_activation: instant?.v === 1,
      };
    }) as Handler<Endpoint>,
  );
}
