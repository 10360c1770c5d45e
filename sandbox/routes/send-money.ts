/**
 * Sending money (issue 17; contract in src/contract/send-money.ts): typed lists and details,
 * disbursement create (PIN step-up), account holder check, approvals (can_approve + PIN), batch
 * upload checked row by row with the dashboard's own rules, payment proof (spec 002 §2.11).
 */
import type { Hono } from "hono";
import type { Endpoint } from "../../src/contract/define.ts";
import { ENDPOINTS } from "../../src/contract/endpoints.ts";
import type { FieldError } from "../../src/contract/errors.ts";
import type {
  BatchRow,
  CreateBatchBody,
  CreatePayoutLinkBatchBody,
  PaymentProof,
  StatusStep,
} from "../../src/contract/send-money.ts";
import { bankName, banksFor } from "../../src/domain/send-money/banks.ts";
import { type BatchRowInput, checkBatch, isSendable } from "../../src/domain/send-money/batch-rows.ts";
import { disbursementNotice } from "../../src/domain/send-money/disbursement-notice.ts";
import type { AuthContext } from "../auth.ts";
import { ApiError } from "../errors.ts";
import { bind, validationError } from "../http.ts";
import type { RecordRow } from "../lists.ts";
import { visibilityContextOf } from "../permissions.ts";
import { personName } from "../seed-details.ts";
import { isoAt, newId, type SandboxState } from "../state.ts";
import { detailHandler, listHandler, recordOf } from "./areas.ts";
import { requirePinToken } from "./auth.ts";

const E = ENDPOINTS as Record<string, Endpoint>;

/** A stored record as its typed wire shape: the common columns plus the typed fields of `data`. */
export function typedRecord(row: RecordRow, omit: readonly string[] = []): Record<string, unknown> {
  const { data, business_id: _b, kind: _k, ...columns } = row;
  const fields = JSON.parse(data) as Record<string, unknown>;
  for (const key of omit) delete fields[key];
  return { ...columns, ...fields };
}

const CURRENCY: Record<string, string> = { ID: "IDR", PH: "PHP", SG: "SGD" };
export const currencyOf = (auth: AuthContext) => CURRENCY[auth.business.country] ?? "IDR";

export type NewRecord = {
  kind: string;
  status: string;
  amount: number | null;
  currency: string | null;
  reference: string;
  description: string | null;
  channel: string | null;
  data: Record<string, unknown>;
};

/** Store a new record of this business and environment; answers its row. */
export function insertRecord(state: SandboxState, auth: AuthContext, env: string, r: NewRecord): RecordRow {
  const id = newId(r.kind);
  const now = isoAt(state.now());
  state.db
    .prepare(
      "INSERT INTO records (id, business_id, kind, environment, status, amount, currency, created, updated, reference, description, channel, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    )
    .run(
      id,
      auth.business.id,
      r.kind,
      env,
      r.status,
      r.amount,
      r.currency,
      now,
      now,
      r.reference,
      r.description,
      r.channel,
      JSON.stringify(r.data),
    );
  return recordOf(state, auth, [r.kind], id, env);
}

/** Update a record's status and typed fields, appending to its status history. */
export function updateRecord(
  state: SandboxState,
  row: RecordRow,
  status: string,
  fields: Record<string, unknown>,
  steps: StatusStep[],
): void {
  const data = JSON.parse(row.data) as Record<string, unknown> & { status_history?: StatusStep[] };
  const next = { ...data, ...fields, status_history: [...(data.status_history ?? []), ...steps] };
  state.db
    .prepare("UPDATE records SET status = ?, updated = ?, data = ? WHERE id = ?")
    .run(status, isoAt(state.now()), JSON.stringify(next), row.id);
}

const step = (status: string, at: string, by: string | null, note: string | null = null): StatusStep => ({
  status,
  at,
  by,
  note,
});

/** Bind the typed list and detail of each kind (the list leaves out `listOmit` fields). */
export function bindTypedReads(
  app: Hono,
  state: SandboxState,
  kinds: readonly string[],
  listOmit: string[] = [],
): void {
  for (const kind of kinds) {
    bind(
      app,
      state,
      E[`${kind}.list`] as Endpoint,
      listHandler(state, [kind], (r) => typedRecord(r, listOmit)),
    );
    bind(
      app,
      state,
      E[`${kind}.detail`] as Endpoint,
      detailHandler(state, [kind], (r) => typedRecord(r)),
    );
  }
}

/** The holder name the sandbox's "bank" has on file for an account; numbers ending in 0000 do not exist. */
export function holderNameFor(bankCode: string, accountNumber: string): string | null {
  if (accountNumber.endsWith("0000")) return null;
  const seed = [...`${bankCode}${accountNumber}`].reduce((n, ch) => (n * 31 + ch.charCodeAt(0)) % 9_973, 7);
  return personName(seed);
}

/** Account numbers ending in 13 are refused by the destination bank when sent (a failed row or disbursement). */
const refusedByBank = (accountNumber: string) => accountNumber.endsWith("13");

function checkBank(auth: AuthContext, bankCode: string, fields: FieldError[]): void {
  if (!banksFor(auth.business.country).some((b) => b.code === bankCode))
    fields.push({ field: "bank_code", message: "is not a bank this business can send to" });
}

/** Approved money goes out: at once in test mode (completed, or failed by the bank), pending in live mode. */
function sendOut(
  env: string,
  accountNumber: string,
): { status: "COMPLETED" | "FAILED" | "PENDING"; failure: string | null } {
  if (env !== "DEVELOPMENT") return { status: "PENDING", failure: null };
  return refusedByBank(accountNumber)
    ? { status: "FAILED", failure: "INVALID_DESTINATION" }
    : { status: "COMPLETED", failure: null };
}

export function registerSendMoneyRoutes(app: Hono, state: SandboxState): void {
  bindTypedReads(app, state, ["disbursements", "payouts", "payout_links", "remittances"]);
  // the rows of a batch are in its detail only
  bindTypedReads(app, state, ["batch_disbursements", "batch_remittances"], ["rows"]);

  bind(app, state, E["disbursements.accountCheck"] as Endpoint, (ctx) => {
    const auth = ctx.auth as AuthContext;
    const body = ctx.body as { bank_code: string; account_number: string };
    const fields: FieldError[] = [];
    checkBank(auth, body.bank_code, fields);
    if (fields.length) throw validationError(fields);
    const name = holderNameFor(body.bank_code, body.account_number);
    if (!name) throw new ApiError("DATA_NOT_FOUND", "The bank has no account with this number");
    return {
      bank_code: body.bank_code,
      bank_name: bankName(body.bank_code),
      account_number: body.account_number,
      account_holder_name: name,
    };
  });

  bind(app, state, E["disbursements.create"] as Endpoint, (ctx) => {
    const auth = ctx.auth as AuthContext;
    requirePinToken(state, auth.user.id, ctx.c.req.header("x-pin-authorization-token"));
    const body = ctx.body as {
      bank_code: string;
      account_number: string;
      account_holder_name: string;
      amount: number;
      external_id: string;
      description: string;
      email_to: string;
    };
    const currency = currencyOf(auth);
    const fields: FieldError[] = [];
    checkBank(auth, body.bank_code, fields);
    if (currency === "IDR" && !Number.isInteger(body.amount))
      fields.push({ field: "amount", message: "IDR amounts have no decimals" });
    if (fields.length) throw validationError(fields);
    const now = isoAt(state.now());
    const onFile = holderNameFor(body.bank_code, body.account_number);
    const holderCheck =
      onFile === null
        ? "NOT_CHECKED"
        : onFile.toLowerCase() === body.account_holder_name.toLowerCase()
          ? "MATCHED"
          : "MISMATCHED";
    // designed (maker-checker): a sender without can_approve needs an approver
    const requiresApproval = !auth.flags.can_approve;
    const notice = disbursementNotice({
      country: auth.business.country,
      currency,
      amount: body.amount,
      bankCode: body.bank_code,
      approvedAt: new Date(state.now()),
    });
    const history: StatusStep[] = [step(requiresApproval ? "NEEDS_APPROVAL" : "PENDING", now, auth.user.email)];
    let status: string = requiresApproval ? "NEEDS_APPROVAL" : "PENDING";
    let failure: string | null = null;
    if (!requiresApproval && !notice.nextBusinessDay) {
      const out = sendOut(ctx.env, body.account_number);
      if (out.status !== "PENDING") {
        status = out.status;
        failure = out.failure;
        history.push(step(out.status, now, null, failure));
      }
    }
    const row = insertRecord(state, auth, ctx.env, {
      kind: "disbursements",
      status,
      amount: body.amount,
      currency,
      reference: body.external_id,
      description: body.description || null,
      channel: body.bank_code,
      data: {
        bank_code: body.bank_code,
        bank_name: bankName(body.bank_code),
        account_number: body.account_number,
        account_holder_name: body.account_holder_name,
        holder_name_check: holderCheck,
        external_id: body.external_id,
        email_to: body.email_to || null,
        created_by: auth.user.email,
        requires_approval: requiresApproval,
        approved_by: requiresApproval ? null : auth.user.email,
        approved_at: requiresApproval ? null : now,
        send_date: !requiresApproval && notice.nextBusinessDay ? notice.sendDate : null,
        fee: currency === "PHP" ? 15 : 4_000,
        failure_code: failure,
        bank_reference: status === "COMPLETED" ? `BRN${state.now().toString(36).toUpperCase()}` : null,
        status_history: history,
      },
    });
    return typedRecord(row) as never;
  });

  bind(app, state, E["disbursements.approve"] as Endpoint, (ctx) => {
    const auth = ctx.auth as AuthContext;
    requirePinToken(state, auth.user.id, ctx.c.req.header("x-pin-authorization-token"));
    const row = recordOf(state, auth, ["disbursements"], ctx.params.id ?? "", ctx.env);
    if (row.status !== "NEEDS_APPROVAL")
      throw new ApiError("INVALID_STATE_ERROR", `A ${row.status} disbursement cannot be approved`);
    const data = JSON.parse(row.data) as { account_number: string; bank_code: string; created_by: string };
    if (data.created_by === auth.user.email)
      throw new ApiError("INVALID_STATE_ERROR", "Another user must approve your disbursement");
    const now = isoAt(state.now());
    const decision = (ctx.body as { decision: "APPROVED" | "REJECTED" }).decision;
    if (decision === "REJECTED") {
      updateRecord(state, row, "CANCELLED", {}, [step("CANCELLED", now, auth.user.email, "Rejected")]);
    } else {
      const notice = disbursementNotice({
        country: auth.business.country,
        currency: row.currency ?? "IDR",
        amount: row.amount ?? 0,
        bankCode: data.bank_code,
        approvedAt: new Date(state.now()),
      });
      const out = notice.nextBusinessDay
        ? { status: "PENDING" as const, failure: null }
        : sendOut(ctx.env, data.account_number);
      const steps = [step("PENDING", now, auth.user.email, "Approved")];
      if (out.status !== "PENDING") steps.push(step(out.status, now, null, out.failure));
      updateRecord(
        state,
        row,
        out.status,
        {
          approved_by: auth.user.email,
          approved_at: now,
          send_date: notice.nextBusinessDay ? notice.sendDate : null,
          failure_code: out.failure,
          bank_reference: out.status === "COMPLETED" ? `BRN${state.now().toString(36).toUpperCase()}` : null,
        },
        steps,
      );
    }
    return typedRecord(recordOf(state, auth, ["disbursements"], row.id, ctx.env)) as never;
  });

  bind(app, state, E.paymentProof as Endpoint, (ctx): PaymentProof => {
    const auth = ctx.auth as AuthContext;
    const row = recordOf(state, auth, ["disbursements"], ctx.params.id ?? "", ctx.env);
    if (row.status !== "COMPLETED")
      throw new ApiError("INVALID_STATE_ERROR", "Only a completed disbursement has a payment proof");
    if (row.currency !== "IDR")
      throw new ApiError("INVALID_STATE_ERROR", "A payment proof is issued for rupiah bank transfers only");
    const d = JSON.parse(row.data) as Record<string, string | null>;
    const b = auth.business;
    return {
      formal_processor_holder_name: `PT ${b.brand_name} Payments`,
      business_name: b.name,
      business_email: b.email,
      business_logo: b.logo,
      business_address: "Jl. Sandbox No. 1, Jakarta 10110, Indonesia",
      external_id: d.external_id ?? row.reference,
      amount: row.amount ?? 0,
      currency: "IDR",
      method: "Bank Transfer",
      description: row.description,
      source_bank_name: "Bank Central Asia",
      source_account_number: "0001234567",
      bank_reference_number: d.bank_reference ?? `BRN${row.id.slice(-8).toUpperCase()}`,
      beneficiary_account_name: d.account_holder_name ?? "",
      beneficiary_bank_name: d.bank_name ?? row.channel ?? "",
      beneficiary_bank_account_number: d.account_number ?? "",
      entity_campaign_link: null,
      entity: b.entity,
      footer: "This receipt is generated by the sandbox gateway and is not a legal document.",
      created: row.updated,
    };
  });

  bind(app, state, E["batch_disbursements.create"] as Endpoint, (ctx) => {
    const auth = ctx.auth as AuthContext;
    const body = ctx.body as CreateBatchBody & { description: string };
    const currency = currencyOf(auth);
    const check = checkBatch(body.rows as BatchRowInput[], { country: auth.business.country, currency });
    if (!isSendable(check)) {
      const fields: FieldError[] = check.fileErrors.map((e) => ({ field: "rows", message: e.code }));
      check.rows.forEach((r, i) => {
        for (const e of r.errors) fields.push({ field: `rows.${i}.${e.field}`, message: e.code });
      });
      throw validationError(fields);
    }
    const now = isoAt(state.now());
    const rows: BatchRow[] = check.rows.map((r) => ({
      line: r.line,
      external_id: r.external_id,
      bank_code: r.bank_code,
      bank_name: bankName(r.bank_code),
      account_number: r.account_number,
      account_holder_name: r.account_holder_name,
      amount: r.amount ?? 0,
      description: r.description,
      email: r.email,
      status: "VALID",
      failure_code: null,
    }));
    const row = insertRecord(state, auth, ctx.env, {
      kind: "batch_disbursements",
      status: "NEEDS_APPROVAL",
      amount: check.total,
      currency,
      reference: body.reference,
      description: body.description || null,
      channel: null,
      data: {
        file_name: body.file_name,
        row_count: rows.length,
        succeeded_count: 0,
        failed_count: 0,
        uploaded_by: auth.user.email,
        approved_by: null,
        approved_at: null,
        status_history: [step("NEEDS_APPROVAL", now, auth.user.email)],
        rows,
      },
    });
    return typedRecord(row) as never;
  });

  for (const kind of ["batch_disbursements", "batch_remittances"] as const) {
    bind(app, state, E[`${kind}.approve`] as Endpoint, (ctx) => {
      const auth = ctx.auth as AuthContext;
      requirePinToken(state, auth.user.id, ctx.c.req.header("x-pin-authorization-token"));
      const row = recordOf(state, auth, [kind], ctx.params.id ?? "", ctx.env);
      if (row.status !== "NEEDS_APPROVAL")
        throw new ApiError("INVALID_STATE_ERROR", `A ${row.status} batch cannot be approved`);
      const now = isoAt(state.now());
      const decision = (ctx.body as { decision: "APPROVED" | "REJECTED" }).decision;
      const data = JSON.parse(row.data) as { rows: BatchRow[] };
      if (decision === "REJECTED") {
        updateRecord(state, row, "REJECTED", { approved_by: auth.user.email, approved_at: now }, [
          step("REJECTED", now, auth.user.email),
        ]);
      } else {
        const rows = data.rows.map((r): BatchRow => {
          // a row under the Indonesia notice waits for the next processing day (spec 002 §9)
          const notice =
            kind === "batch_disbursements"
              ? disbursementNotice({
                  country: auth.business.country,
                  currency: row.currency ?? "IDR",
                  amount: r.amount,
                  bankCode: r.bank_code,
                  approvedAt: new Date(state.now()),
                })
              : ({ nextBusinessDay: false } as const);
          if (notice.nextBusinessDay)
            return { ...r, status: "PENDING", failure_code: null, send_date: notice.sendDate };
          const out = sendOut(ctx.env, r.account_number);
          return { ...r, status: out.status, failure_code: out.failure };
        });
        const failed = rows.filter((r) => r.status === "FAILED").length;
        const done = rows.filter((r) => r.status === "COMPLETED").length;
        const waiting = rows.some((r) => r.status === "PENDING");
        const status =
          ctx.env !== "DEVELOPMENT" || waiting
            ? "APPROVED"
            : failed > 0 && kind === "batch_disbursements"
              ? "PARTIALLY_COMPLETED"
              : "COMPLETED";
        const steps = [step("APPROVED", now, auth.user.email)];
        if (status !== "APPROVED") steps.push(step(status, now, null));
        updateRecord(
          state,
          row,
          status,
          { rows, approved_by: auth.user.email, approved_at: now, succeeded_count: done, failed_count: failed },
          steps,
        );
      }
      return typedRecord(recordOf(state, auth, [kind], row.id, ctx.env)) as never;
    });
  }

  bind(app, state, E["payout_links.batch"] as Endpoint, (ctx) => {
    const auth = ctx.auth as AuthContext;
    // the white-label feature: without the batch_payout_links flag the business has no batches
    if (!visibilityContextOf(state.db, auth, ctx.env).flags.batch_payout_links)
      throw new ApiError("AUTHORIZATION_ERROR", "Batch payout links are not enabled for this business");
    requirePinToken(state, auth.user.id, ctx.c.req.header("x-pin-authorization-token"));
    const body = ctx.body as Required<CreatePayoutLinkBatchBody>;
    const currency = currencyOf(auth);
    const fields: FieldError[] = [];
    body.links.forEach((l, i) => {
      if (currency === "IDR" && !Number.isInteger(l.amount))
        fields.push({ field: `links.${i}.amount`, message: "IDR amounts have no decimals" });
    });
    const taken = state.db
      .prepare(
        "SELECT COUNT(*) AS n FROM records WHERE business_id = ? AND environment = ? AND kind = 'payout_links' AND json_extract(data, '$.batch_reference') = ?",
      )
      .get(auth.business.id, ctx.env, body.reference) as { n: number };
    if (taken.n > 0) fields.push({ field: "reference", message: "is already used by another batch" });
    if (fields.length) throw validationError(fields);
    const now = isoAt(state.now());
    const expires = isoAt(state.now() + body.expires_in_days * 86_400_000);
    const links = body.links.map((l, i) => {
      const row = insertRecord(state, auth, ctx.env, {
        kind: "payout_links",
        status: "PENDING",
        amount: l.amount,
        currency,
        reference: `${body.reference}-${String(i + 1).padStart(3, "0")}`,
        description: l.description || null,
        channel: null,
        data: {
          recipient_name: l.recipient_name,
          recipient_email: l.recipient_email,
          claim_url: "",
          expires_at: expires,
          batch_reference: body.reference,
          claimed_channel: null,
          payout_id: null,
          status_history: [step("PENDING", now, auth.user.email, "Sent in a batch")],
        },
      });
      const claim = `https://payout.sandbox.example/claim/${row.id}`;
      state.db.prepare("UPDATE records SET data = json_set(data, '$.claim_url', ?) WHERE id = ?").run(claim, row.id);
      return typedRecord(recordOf(state, auth, ["payout_links"], row.id, ctx.env));
    });
    return {
      batch_reference: body.reference,
      count: links.length,
      total: body.links.reduce((sum, l) => sum + l.amount, 0),
      currency,
      links,
    } as never;
  });

  bind(app, state, E["payout_links.void"] as Endpoint, (ctx) => {
    const auth = ctx.auth as AuthContext;
    const row = recordOf(state, auth, ["payout_links"], ctx.params.id ?? "", ctx.env);
    if (row.status !== "PENDING")
      throw new ApiError("INVALID_STATE_ERROR", `A ${row.status} payout link cannot be voided`);
    updateRecord(state, row, "VOIDED", {}, [step("VOIDED", isoAt(state.now()), auth.user.email)]);
    return typedRecord(recordOf(state, auth, ["payout_links"], row.id, ctx.env)) as never;
  });
}
