/** Escrow and RDL (issue 17; contract in src/contract/escrow.ts): typed lists and details, new escrow customers. */
import type { Hono } from "hono";
import type { Endpoint } from "../../src/contract/define.ts";
import { ENDPOINTS } from "../../src/contract/endpoints.ts";
import type { AuthContext } from "../auth.ts";
import { bind } from "../http.ts";
import type { SandboxState } from "../state.ts";
import { bindTypedReads, insertRecord, typedRecord } from "./send-money.ts";

const E = ENDPOINTS as Record<string, Endpoint>;
const KINDS = ["escrow_balances", "escrow_accounts", "escrow_customers", "rdl_investors", "rdl_transactions"];

export function registerEscrowRoutes(app: Hono, state: SandboxState): void {
  bindTypedReads(app, state, KINDS);
  bind(app, state, E["escrow_customers.create"] as Endpoint, (ctx) => {
    const auth = ctx.auth as AuthContext;
    const body = ctx.body as {
      full_name: string;
      email: string;
      phone_number: string;
      id_type: string;
      id_number: string;
      address: string;
    };
    const row = insertRecord(state, auth, ctx.env, {
      kind: "escrow_customers",
      status: "PENDING",
      amount: null,
      currency: null,
      reference: `ESC-CUST-${state.now().toString(36).toUpperCase()}`,
      description: body.full_name,
      channel: null,
      data: {
        full_name: body.full_name,
        email: body.email,
        phone_number: body.phone_number,
        id_type: body.id_type,
        id_number: `****${body.id_number.slice(-4)}`,
        address: body.address,
        account_count: 0,
        rejection_reason: null,
      },
    });
    return typedRecord(row) as never;
  });
}
