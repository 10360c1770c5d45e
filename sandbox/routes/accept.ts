/**
 * Accept-payments routes (src/contract/accept.ts): typed lists and details of invoices,
 * recurring plans, links, virtual accounts, e-wallet and retail outlet payments, QR codes,
 * customers and disputes, and their writes. Permissions (page + `requires`) are enforced by
 * `bind` from the endpoint declarations; business rules answer field errors or
 * INVALID_STATE_ERROR, never a 5xx.
 */
import type { Hono } from "hono";
import type {
  CreateCustomerBody,
  CreateFixedVaBody,
  CreateInvoiceBody,
  CreatePaymentLinkBody,
  CreateQrCodeBody,
} from "../../src/contract/accept.ts";
import { CHECKOUT_METHODS, CUSTOMER_PAYMENT_KINDS } from "../../src/contract/accept.ts";
import { activationEndpoints } from "../../src/contract/activation.ts";
import type { AreaKind } from "../../src/contract/areas.ts";
import type { Endpoint } from "../../src/contract/define.ts";
import { ENDPOINTS } from "../../src/contract/endpoints.ts";
import {
  checkoutMethodsFor,
  VA_MERCHANT_CODES,
  VA_SUFFIX_RANGE,
  vaBanksFor,
  vaNumber,
} from "../../src/domain/accept/channels.ts";
import { qrPayload } from "../../src/domain/accept/qr-payload.ts";
import type { AuthContext } from "../auth.ts";
import { ApiError } from "../errors.ts";
import { bind, type Handler, validationError } from "../http.ts";
import type { RecordRow } from "../lists.ts";
import { isoAt, newId, type SandboxState } from "../state.ts";
import { detailHandler, listHandler, recordOf } from "./areas.ts";

type Field = { field: string; message: string };

/** A stored row as the typed resource: the common columns plus the typed fields kept in `data`. */
export function toTyped(row: RecordRow): Record<string, unknown> {
  const { data, business_id: _b, kind: _k, ...rest } = row;
  return { ...rest, ...(JSON.parse(data) as Record<string, unknown>) };
}

const CURRENCY: Record<string, string> = { ID: "IDR", PH: "PHP", SG: "SGD" };
const currencyOf = (auth: AuthContext) => CURRENCY[auth.business.country] ?? "IDR";

/** IDR amounts have no decimals (spec 002 §5: none for the Indonesian locale). */
function checkDecimals(fields: Field[], field: string, currency: string, amount: number | undefined): void {
  if (currency === "IDR" && amount !== undefined && !Number.isInteger(amount))
    fields.push({ field, message: "IDR amounts have no decimals" });
}

/** A date the user picked must lie ahead of now (and not absurdly far). */
function checkFuture(fields: Field[], field: string, value: string | undefined, now: number): string | null {
  if (value === undefined) return null;
  const at = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T23:59:59.000Z`) : Date.parse(value);
  if (at <= now) fields.push({ field, message: "must be in the future" });
  else if (at > now + 3 * 365 * 86_400_000) fields.push({ field, message: "must be within 3 years" });
  return new Date(at).toISOString();
}

function insert(
  state: SandboxState,
  auth: AuthContext,
  env: string,
  kind: AreaKind,
  row: {
    status: string;
    amount: number | null;
    currency: string | null;
    reference: string;
    description?: string | null;
    channel?: string | null;
    data: Record<string, unknown>;
  },
  id = newId(kind),
): RecordRow {
  const now = isoAt(state.now());
  state.db
    .prepare(
      "INSERT INTO records (id, business_id, kind, environment, status, amount, currency, created, updated, reference, description, channel, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    )
    .run(
      id,
      auth.business.id,
      kind,
      env,
      row.status,
      row.amount,
      row.currency,
      now,
      now,
      row.reference,
      row.description ?? null,
      row.channel ?? null,
      JSON.stringify(row.data),
    );
  return recordOf(state, auth, [kind], id, env);
}

function update(state: SandboxState, row: RecordRow, status: string, data: Record<string, unknown>): void {
  state.db
    .prepare("UPDATE records SET status = ?, updated = ?, data = ? WHERE id = ?")
    .run(status, isoAt(state.now()), JSON.stringify(data), row.id);
}

const ep = (name: string) => ENDPOINTS[name] as Endpoint;

/** Businesses whose invoice settings disable invoice creation (seeded: the excluded-pages demo business). */
export const INVOICE_CREATION_DISABLED = ["biz_excluded"];

/** Whether the business lets its team create invoices (the invoice settings of spec 001 §9). */
export function invoiceCreationEnabled(state: SandboxState, businessId: string): boolean {
  const row = state.db
    .prepare("SELECT data FROM records WHERE business_id = ? AND kind = 'invoice_settings'")
    .get(businessId) as { data: string } | undefined;
  if (row) return (JSON.parse(row.data) as { invoice_creation_enabled: boolean }).invoice_creation_enabled;
  return !INVOICE_CREATION_DISABLED.includes(businessId);
}

function createInvoice(state: SandboxState): Handler<Endpoint> {
  return (ctx) => {
    const auth = ctx.auth as AuthContext;
    const body = ctx.body as CreateInvoiceBody & { reminders: NonNullable<CreateInvoiceBody["reminders"]> };
    if (!invoiceCreationEnabled(state, auth.business.id))
      throw new ApiError("INVALID_STATE_ERROR", "Invoice creation is disabled for this business");
    const currency = body.currency ?? currencyOf(auth);
    const fields: Field[] = [];
    body.items.forEach((item, k) => {
      checkDecimals(fields, `items.${k}.price`, currency, item.price);
    });
    const amount = Math.round(body.items.reduce((sum, item) => sum + item.quantity * item.price, 0) * 100) / 100;
    if (amount >= 999_999_999_999) fields.push({ field: "items", message: "the total must be below 999,999,999,999" });
    const allowed = checkoutMethodsFor(CHECKOUT_METHODS, auth.business.country);
    body.payment_methods.forEach((m, k) => {
      if (!allowed.includes(m))
        fields.push({ field: `payment_methods.${k}`, message: `${m} is not offered in this country` });
    });
    const due = checkFuture(fields, "due_date", body.due_date, state.now());
    if (fields.length) throw validationError(fields);
    const id = newId("invoices");
    const now = isoAt(state.now());
    const row = insert(
      state,
      auth,
      ctx.env,
      "invoices",
      {
        status: "PENDING",
        amount,
        currency,
        reference: body.external_id ?? `INV-${id.slice(-8).toUpperCase()}`,
        description: body.description ?? null,
        data: {
          external_id: body.external_id ?? `INV-${id.slice(-8).toUpperCase()}`,
          items: body.items,
          payer: { name: body.payer_name ?? null, email: body.payer_email, mobile_number: null },
          due_date: due,
          payment_methods: [...new Set(body.payment_methods)],
          reminders: [...new Set(body.reminders)],
          invoice_url: `https://checkout.sandbox.example/inv/${id}`,
          paid_at: null,
          status_history: [{ status: "PENDING", at: now }],
          payment_attempts: [],
          created_by: auth.user.email,
        },
      },
      id,
    );
    return toTyped(row) as never;
  };
}

/** A status change allowed only from `from`, recorded in the status history. */
function transition(
  state: SandboxState,
  kind: AreaKind,
  from: readonly string[],
  to: string,
  extra: (data: Record<string, unknown>) => Record<string, unknown> = (d) => d,
): Handler<Endpoint> {
  return (ctx) => {
    const auth = ctx.auth as AuthContext;
    const row = recordOf(state, auth, [kind], ctx.params.id ?? "", ctx.env);
    if (!from.includes(row.status))
      throw new ApiError("INVALID_STATE_ERROR", `A ${row.status} record cannot become ${to}`);
    const data = JSON.parse(row.data) as Record<string, unknown>;
    const history = (data.status_history as unknown[] | undefined) ?? [];
    update(state, row, to, extra({ ...data, status_history: [...history, { status: to, at: isoAt(state.now()) }] }));
    return toTyped(recordOf(state, auth, [kind], row.id, ctx.env)) as never;
  };
}

function createPaymentLink(state: SandboxState): Handler<Endpoint> {
  return (ctx) => {
    const auth = ctx.auth as AuthContext;
    const body = ctx.body as Required<Pick<CreatePaymentLinkBody, "type" | "amount_type">> & CreatePaymentLinkBody;
    const currency = body.currency ?? currencyOf(auth);
    const fields: Field[] = [];
    if (body.amount_type === "FIXED" && body.amount === undefined)
      fields.push({ field: "amount", message: "is required for a fixed amount" });
    checkDecimals(fields, "amount", currency, body.amount);
    const expires = checkFuture(fields, "expires_at", body.expires_at, state.now());
    if (fields.length) throw validationError(fields);
    const id = newId("payment_links");
    const amount = body.amount_type === "FIXED" ? (body.amount ?? null) : null;
    const row = insert(
      state,
      auth,
      ctx.env,
      "payment_links",
      {
        status: "ACTIVE",
        amount,
        currency,
        reference: `PL-${id.slice(-8).toUpperCase()}`,
        description: body.description ?? null,
        data: {
          title: body.title ?? body.description ?? "Payment",
          type: body.type,
          amount_type: body.amount_type,
          url: `https://pay.sandbox.example/l/${id}`,
          expires_at: expires,
          payments_count: 0,
          customer_email: body.customer_email ?? null,
        },
      },
      id,
    );
    return toTyped(row) as never;
  };
}

function usedSuffixes(state: SandboxState, auth: AuthContext, env: string, bank: string): Set<string> {
  const rows = state.db
    .prepare(
      "SELECT json_extract(data, '$.account_number') AS n FROM records WHERE business_id = ? AND kind = 'virtual_account_numbers' AND environment = ? AND channel = ?",
    )
    .all(auth.business.id, env, bank) as { n: string }[];
  return new Set(rows.map((r) => r.n));
}

function createFixedVa(state: SandboxState): Handler<Endpoint> {
  return (ctx) => {
    const auth = ctx.auth as AuthContext;
    const body = ctx.body as CreateFixedVaBody & { is_single_use: boolean };
    const currency = currencyOf(auth);
    const fields: Field[] = [];
    if (!vaBanksFor(auth.business.country).includes(body.bank_code))
      fields.push({ field: "bank_code", message: "is not offered in this country" });
    checkDecimals(fields, "expected_amount", currency, body.expected_amount);
    const expires = checkFuture(fields, "expiration_date", body.expiration_date, state.now());
    const used = usedSuffixes(state, auth, ctx.env, body.bank_code);
    let number: string | null = null;
    if (body.suffix !== undefined) {
      const suffix = Number(body.suffix);
      if (suffix < VA_SUFFIX_RANGE.start || suffix > VA_SUFFIX_RANGE.end)
        fields.push({ field: "suffix", message: `must be within ${VA_SUFFIX_RANGE.start}–${VA_SUFFIX_RANGE.end}` });
      else if (used.has(vaNumber(body.bank_code, suffix)))
        fields.push({ field: "suffix", message: "is already in use" });
      else number = vaNumber(body.bank_code, suffix);
    } else {
      for (let s = VA_SUFFIX_RANGE.start; s <= VA_SUFFIX_RANGE.end && number === null; s++)
        if (!used.has(vaNumber(body.bank_code, s))) number = vaNumber(body.bank_code, s);
      if (number === null) fields.push({ field: "bank_code", message: "this bank's block is full" });
    }
    if (fields.length || number === null) throw validationError(fields);
    const row = insert(state, auth, ctx.env, "virtual_account_numbers", {
      status: "ACTIVE",
      amount: body.expected_amount ?? null,
      currency,
      reference: `VA-${number}`,
      description: body.name,
      channel: body.bank_code,
      data: {
        account_number: number,
        name: body.name,
        merchant_code: VA_MERCHANT_CODES[body.bank_code],
        is_single_use: body.is_single_use,
        expected_amount: body.expected_amount ?? null,
        expiration_date: expires,
      },
    });
    return toTyped(row) as never;
  };
}

function createQrCode(state: SandboxState): Handler<Endpoint> {
  return (ctx) => {
    const auth = ctx.auth as AuthContext;
    const body = ctx.body as CreateQrCodeBody;
    const currency = currencyOf(auth);
    const fields: Field[] = [];
    if (body.type === "DYNAMIC" && body.amount === undefined)
      fields.push({ field: "amount", message: "is required for a dynamic QR code" });
    checkDecimals(fields, "amount", currency, body.amount);
    const taken = state.db
      .prepare(
        "SELECT 1 FROM records WHERE business_id = ? AND kind = 'qr_codes' AND environment = ? AND json_extract(data, '$.external_id') = ?",
      )
      .get(auth.business.id, ctx.env, body.external_id);
    if (taken) fields.push({ field: "external_id", message: "is already used by another QR code" });
    if (fields.length) throw validationError(fields);
    const amount = body.type === "DYNAMIC" ? (body.amount ?? null) : null;
    const row = insert(state, auth, ctx.env, "qr_codes", {
      status: "ACTIVE",
      amount,
      currency,
      reference: body.external_id,
      description: body.description ?? null,
      channel: "QRIS",
      data: {
        type: body.type,
        external_id: body.external_id,
        qr_string: qrPayload({
          type: body.type,
          amount,
          merchantName: auth.business.name,
          city: auth.business.country === "PH" ? "Manila" : "Jakarta",
          country: auth.business.country === "PH" ? "PH" : "ID",
          reference: body.external_id,
          currency,
        }),
        paid_at: null,
      },
    });
    return toTyped(row) as never;
  };
}

function createCustomer(state: SandboxState): Handler<Endpoint> {
  return (ctx) => {
    const auth = ctx.auth as AuthContext;
    const body = ctx.body as CreateCustomerBody & { type: "INDIVIDUAL" | "BUSINESS" };
    const taken = state.db
      .prepare(
        "SELECT 1 FROM records WHERE business_id = ? AND kind = 'customers' AND environment = ? AND lower(json_extract(data, '$.email')) = lower(?)",
      )
      .get(auth.business.id, ctx.env, body.email);
    if (taken) throw validationError([{ field: "email", message: "a customer with this e-mail exists" }]);
    const id = newId("customers");
    const row = insert(
      state,
      auth,
      ctx.env,
      "customers",
      {
        status: "ACTIVE",
        amount: null,
        currency: null,
        reference: body.reference ?? `CUST-${id.slice(-8).toUpperCase()}`,
        description: body.name,
        data: {
          type: body.type,
          name: body.name,
          email: body.email,
          mobile_number: body.mobile_number ?? null,
          address: body.address || null,
          linked_methods: [],
        },
      },
      id,
    );
    return toTyped(row) as never;
  };
}

function customerPayments(state: SandboxState): Handler<Endpoint> {
  return (ctx) => {
    const auth = ctx.auth as AuthContext;
    const customer = recordOf(state, auth, ["customers"], ctx.params.id ?? "", ctx.env);
    const email = (JSON.parse(customer.data) as { email: string }).email;
    const rows = state.db
      .prepare(
        `SELECT id, kind, reference, status, amount, currency, channel, created FROM records
         WHERE business_id = ? AND environment = ? AND kind IN (${CUSTOMER_PAYMENT_KINDS.map(() => "?").join(",")})
         AND lower(json_extract(data, '$.payer.email')) = lower(?) ORDER BY created DESC LIMIT 100`,
      )
      .all(auth.business.id, ctx.env, ...CUSTOMER_PAYMENT_KINDS, email);
    return rows as never;
  };
}

function replyToDispute(state: SandboxState): Handler<Endpoint> {
  return (ctx) => {
    const auth = ctx.auth as AuthContext;
    const row = recordOf(state, auth, ["disputes"], ctx.params.id ?? "", ctx.env);
    if (row.status === "RESOLVED" || row.status === "CLOSED")
      throw new ApiError("INVALID_STATE_ERROR", `A ${row.status} dispute takes no more replies`);
    const data = JSON.parse(row.data) as { messages: unknown[] };
    const message = {
      id: newId("msg"),
      author: "MERCHANT",
      body: (ctx.body as { message: string }).message,
      created: isoAt(state.now()),
    };
    update(state, row, "UNDER_REVIEW", { ...data, messages: [...data.messages, message] });
    return toTyped(recordOf(state, auth, ["disputes"], row.id, ctx.env)) as never;
  };
}

const CHECKOUT_KIND = "checkout_settings";

function checkoutSettings(state: SandboxState, auth: AuthContext, env: string) {
  const row = state.db
    .prepare("SELECT data, updated FROM records WHERE business_id = ? AND kind = ? AND environment = ?")
    .get(auth.business.id, CHECKOUT_KIND, env) as { data: string; updated: string } | undefined;
  if (row) return { ...(JSON.parse(row.data) as object), updated: row.updated };
  return {
    brand_color: "#0B5FFF",
    logo_url: null,
    enabled_methods: checkoutMethodsFor(CHECKOUT_METHODS, auth.business.country),
    updated: null,
  };
}

export function registerAcceptRoutes(app: Hono, state: SandboxState): void {
  const kinds: AreaKind[] = [
    "invoices",
    "recurring",
    "recurring_new",
    "payment_recurring",
    "on_demand_links",
    "payment_links",
    "virtual_account_numbers",
    "virtual_accounts",
    "ewallets",
    "retail_outlets",
    "qr_codes",
    "customers",
    "disputes",
  ];
  bind(app, state, activationEndpoints.invoiceSettings as Endpoint, (ctx) => ({
    invoice_duration_seconds: 86_400,
    reminder_enabled: true,
    donation_mode: false,
    invoice_creation_enabled: invoiceCreationEnabled(state, (ctx.auth as AuthContext).business.id),
  }));
  // writes and sub-paths first: `/api/x/{id}/...` and `/api/virtual-account-ranges` before details
  bind(app, state, ep("invoices.create"), createInvoice(state));
  bind(app, state, ep("invoices.expire"), transition(state, "invoices", ["PENDING"], "EXPIRED"));
  bind(
    app,
    state,
    ep("recurring.pause"),
    transition(state, "recurring", ["ACTIVE"], "PAUSED", (d) => ({ ...d, next_charge: null })),
  );
  bind(
    app,
    state,
    ep("recurring.resume"),
    transition(state, "recurring", ["PAUSED"], "ACTIVE", (d) => ({
      ...d,
      next_charge: isoAt(state.now() + (d.interval === "DAY" ? 1 : d.interval === "WEEK" ? 7 : 30) * 86_400_000),
    })),
  );
  bind(
    app,
    state,
    ep("recurring.stop"),
    transition(state, "recurring", ["ACTIVE", "PAUSED"], "STOPPED", (d) => ({ ...d, next_charge: null })),
  );
  bind(app, state, ep("payment_links.create"), createPaymentLink(state));
  bind(app, state, ep("virtual_account_numbers.ranges"), (ctx) => {
    const auth = ctx.auth as AuthContext;
    return vaBanksFor(auth.business.country).map((bank) => ({
      bank_code: bank,
      merchant_code: VA_MERCHANT_CODES[bank] ?? "9999",
      range_start: vaNumber(bank, VA_SUFFIX_RANGE.start),
      range_end: vaNumber(bank, VA_SUFFIX_RANGE.end),
      used: usedSuffixes(state, auth, ctx.env, bank).size,
    })) as never;
  });
  bind(app, state, ep("virtual_account_numbers.create"), createFixedVa(state));
  bind(app, state, ep("qr_codes.create"), createQrCode(state));
  bind(app, state, ep("customers.create"), createCustomer(state));
  bind(app, state, ep("customers.payments"), customerPayments(state));
  bind(app, state, ep("disputes.reply"), replyToDispute(state));
  bind(
    app,
    state,
    ep("checkout.settings"),
    (ctx) => checkoutSettings(state, ctx.auth as AuthContext, ctx.env) as never,
  );
  bind(app, state, ep("checkout.update"), (ctx) => {
    const auth = ctx.auth as AuthContext;
    const body = ctx.body as { brand_color: string; logo_url?: string | null; enabled_methods: string[] };
    const allowed = checkoutMethodsFor(CHECKOUT_METHODS, auth.business.country);
    const fields = body.enabled_methods.flatMap((m, k) =>
      allowed.includes(m as never)
        ? []
        : [{ field: `enabled_methods.${k}`, message: `${m} is not offered in this country` }],
    );
    if (fields.length) throw validationError(fields);
    const data = {
      brand_color: body.brand_color,
      logo_url: body.logo_url ?? null,
      enabled_methods: [...new Set(body.enabled_methods)],
    };
    const id = `${CHECKOUT_KIND}_${auth.business.id}_${ctx.env}`;
    const now = isoAt(state.now());
    state.db
      .prepare(
        `INSERT INTO records (id, business_id, kind, environment, status, amount, currency, created, updated, reference, description, channel, data)
         VALUES (?, ?, ?, ?, 'ACTIVE', NULL, NULL, ?, ?, 'CHECKOUT', NULL, NULL, ?)
         ON CONFLICT(id) DO UPDATE SET data = excluded.data, updated = excluded.updated`,
      )
      .run(id, auth.business.id, CHECKOUT_KIND, ctx.env, now, now, JSON.stringify(data));
    return checkoutSettings(state, auth, ctx.env) as never;
  });
  for (const kind of kinds) {
    bind(app, state, ep(`${kind}.list`), listHandler(state, [kind], toTyped));
    bind(app, state, ep(`${kind}.detail`), detailHandler(state, [kind], toTyped));
  }
}
