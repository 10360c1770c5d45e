/**
 * E-receipts (issue 18; contract in src/contract/ereceipts.ts): typed receipts, issuing one
 * (totals computed here from the items and the tax treatment, e-mailed on request), resending,
 * voiding, the receipt settings and the activation of /api/ereceipts/merchants/. The page rule
 * (Philippines, internal-domain users, spec 000 §6) and can_edit come from the declarations.
 */
import type { Hono } from "hono";
import type { Endpoint } from "../../src/contract/define.ts";
import { ENDPOINTS } from "../../src/contract/endpoints.ts";
import type { CreateReceiptBody, ReceiptSettingsBody } from "../../src/contract/ereceipts.ts";
import { canResend, canVoid, receiptNumber, receiptTotals, type TaxType } from "../../src/domain/ereceipts/rules.ts";
import type { AuthContext } from "../auth.ts";
import { ApiError } from "../errors.ts";
import { bind, type Handler, validationError } from "../http.ts";
import type { RecordRow } from "../lists.ts";
import { isoAt, type SandboxState } from "../state.ts";
import { checkImage } from "../uploads.ts";
import { fileRecord } from "./activation.ts";
import { recordOf } from "./areas.ts";
import { bindTypedReads, insertRecord, typedRecord } from "./send-money.ts";

const E = ENDPOINTS as Record<string, Endpoint>;
const ep = (name: string) => E[name] as Endpoint;

/** The kind of file an e-receipt logo is stored as. */
const LOGO_KIND = "ereceipt_logo";

/** Businesses whose e-receipts are active before anyone activates them (the seeded PH demo business). */
const ACTIVE_BY_DEFAULT = ["biz_main_ph"];

function stored(state: SandboxState, businessId: string, kind: string): { data: string; updated: string } | undefined {
  return state.db.prepare("SELECT data, updated FROM records WHERE id = ?").get(`${kind}_${businessId}`) as
    | { data: string; updated: string }
    | undefined;
}

function store(state: SandboxState, businessId: string, kind: string, data: object): void {
  const now = isoAt(state.now());
  state.db
    .prepare(
      `INSERT INTO records (id, business_id, kind, environment, status, amount, currency, created, updated, reference, description, channel, data)
       VALUES (?, ?, ?, 'PRODUCTION', 'ACTIVE', NULL, NULL, ?, ?, ?, NULL, NULL, ?)
       ON CONFLICT(id) DO UPDATE SET data = excluded.data, updated = excluded.updated`,
    )
    .run(`${kind}_${businessId}`, businessId, kind, now, now, kind.toUpperCase(), JSON.stringify(data));
}

/** GET /api/ereceipts/merchants/ `is_activated` (spec 000 §7). */
export function ereceiptsActivated(state: SandboxState, business: { id: string; country: string }): boolean {
  if (business.country !== "PH") return false;
  return stored(state, business.id, "ereceipt_merchant") !== undefined || ACTIVE_BY_DEFAULT.includes(business.id);
}

function settingsOf(state: SandboxState, business: AuthContext["business"]) {
  const row = stored(state, business.id, "ereceipt_settings");
  if (row) return { ...(JSON.parse(row.data) as object), updated: row.updated };
  return {
    business_name: business.name,
    tin: "000-123-456-000",
    address: "Unit 12, 8 Rockwell, Makati City, Metro Manila",
    logo_file_id: null,
    logo_url: null,
    footer: "Thank you for your purchase. This serves as your official receipt.",
    updated: null,
  };
}

function requireActivated(state: SandboxState, auth: AuthContext): void {
  if (!ereceiptsActivated(state, auth.business))
    throw new ApiError("INVALID_STATE_ERROR", "E-receipts are not activated for this business");
}

const deliver = (state: SandboxState, row: RecordRow, email: string, status: string) => {
  const data = JSON.parse(row.data) as { deliveries: { email: string; at: string }[] };
  state.db
    .prepare("UPDATE records SET status = ?, updated = ?, data = ? WHERE id = ?")
    .run(
      status,
      isoAt(state.now()),
      JSON.stringify({ ...data, deliveries: [...data.deliveries, { email, at: isoAt(state.now()) }] }),
      row.id,
    );
};

function create(state: SandboxState): Handler<Endpoint> {
  return (ctx) => {
    const auth = ctx.auth as AuthContext;
    requireActivated(state, auth);
    const body = ctx.body as CreateReceiptBody;
    const items = body.items.map((i) => ({ ...i, amount: Math.round(i.quantity * i.unit_price * 100) / 100 }));
    const totals = receiptTotals(items, body.tax_type as TaxType);
    const { n } = state.db
      .prepare("SELECT COUNT(*) AS n FROM records WHERE business_id = ? AND kind = 'ereceipts' AND environment = ?")
      .get(auth.business.id, ctx.env) as { n: number };
    const number = receiptNumber(new Date(state.now()).getUTCFullYear(), 5000 + n);
    const row = insertRecord(state, auth, ctx.env, {
      kind: "ereceipts",
      status: "ISSUED",
      amount: totals.total,
      currency: "PHP",
      reference: number,
      description: body.customer.name,
      channel: null,
      data: {
        receipt_number: number,
        customer: { name: body.customer.name, email: body.customer.email, tin: body.customer.tin ?? null },
        items,
        tax_type: body.tax_type,
        ...totals,
        deliveries: [],
        voided: null,
      },
    });
    if (body.send_email) deliver(state, row, body.customer.email, "SENT");
    return typedRecord(recordOf(state, auth, ["ereceipts"], row.id, ctx.env)) as never;
  };
}

export function registerEreceiptRoutes(app: Hono, state: SandboxState): void {
  bind(app, state, ep("ereceipts.activate"), (ctx) => {
    const auth = ctx.auth as AuthContext;
    if (auth.business.country !== "PH")
      throw new ApiError("INVALID_STATE_ERROR", "E-receipts are offered to Philippine businesses only");
    store(state, auth.business.id, "ereceipt_merchant", { activated_by: auth.user.id });
    return { is_activated: true };
  });
  bind(app, state, ep("ereceipts.settings"), (ctx) => settingsOf(state, (ctx.auth as AuthContext).business) as never);
  bind(app, state, ep("ereceipts.logo"), async (ctx) => {
    const sniffed = await checkImage(ctx.files.file, "file");
    const auth = ctx.auth as AuthContext;
    return fileRecord(state, auth.business.id, LOGO_KIND, ctx.files.file as File, sniffed, null) as never;
  });
  bind(app, state, ep("ereceipts.settings.update"), (ctx) => {
    const auth = ctx.auth as AuthContext;
    const body = ctx.body as ReceiptSettingsBody;
    const logoId = body.logo_file_id ?? null;
    const logo = logoId
      ? state.db
          .prepare("SELECT id FROM files WHERE id = ? AND business_id = ? AND kind = ?")
          .get(logoId, auth.business.id, LOGO_KIND)
      : null;
    if (logoId && !logo) throw validationError([{ field: "logo_file_id", message: "is not an uploaded logo" }]);
    store(state, auth.business.id, "ereceipt_settings", {
      ...body,
      logo_file_id: logoId,
      logo_url: logoId ? `/__sandbox/files/${logoId}` : null,
    });
    return settingsOf(state, auth.business) as never;
  });
  bind(app, state, ep("ereceipts.create"), create(state));
  bind(app, state, ep("ereceipts.resend"), (ctx) => {
    const auth = ctx.auth as AuthContext;
    const row = recordOf(state, auth, ["ereceipts"], ctx.params.id ?? "", ctx.env);
    if (!canResend(row.status)) throw new ApiError("INVALID_STATE_ERROR", `A ${row.status} receipt cannot be sent`);
    const data = JSON.parse(row.data) as { customer: { email: string } };
    deliver(state, row, (ctx.body as { email?: string }).email ?? data.customer.email, "SENT");
    return typedRecord(recordOf(state, auth, ["ereceipts"], row.id, ctx.env)) as never;
  });
  bind(app, state, ep("ereceipts.void"), (ctx) => {
    const auth = ctx.auth as AuthContext;
    const row = recordOf(state, auth, ["ereceipts"], ctx.params.id ?? "", ctx.env);
    if (!canVoid(row.status)) throw new ApiError("INVALID_STATE_ERROR", `A ${row.status} receipt cannot be voided`);
    const data = JSON.parse(row.data) as object;
    const voided = { at: isoAt(state.now()), reason: (ctx.body as { reason: string }).reason };
    state.db
      .prepare("UPDATE records SET status = 'VOIDED', updated = ?, data = ? WHERE id = ?")
      .run(voided.at, JSON.stringify({ ...data, voided }), row.id);
    return typedRecord(recordOf(state, auth, ["ereceipts"], row.id, ctx.env)) as never;
  });
  bindTypedReads(app, state, ["ereceipts"]);
}
