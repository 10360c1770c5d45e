/** Notifications, callbacks/webhooks, developer and team settings, home requests (spec 000 §7, 001 §7, 002 §7). */
import type { Hono } from "hono";
import type { Endpoint } from "../../src/contract/define.ts";
import {
  EXPORT_MAX_DAYS,
  type Notification,
  settingsEndpoints as S,
  type Webhook,
  type WebhookEvent,
} from "../../src/contract/settings.ts";
import { safeNotificationTarget } from "../../src/domain/notifications/target.ts";
import type { AuthContext } from "../auth.ts";
import { json } from "../db.ts";
import { ApiError, notFound } from "../errors.ts";
import { bind, type Handler, validationError } from "../http.ts";
import { paginateArray, queryRecords } from "../lists.ts";
import { flagsOf, toBusiness } from "../model.ts";
import { isoAt, newId, type SandboxState } from "../state.ts";
import { capitalOffer } from "./capital.ts";
import { ereceiptsActivated } from "./ereceipts.ts";
import { bankAccountsOf } from "./settings-pages.ts";

type NotificationRow = {
  id: string;
  type: "products" | "updates";
  created: string;
  title: string;
  message: string;
  is_read: number;
  media_type: "IMAGE" | "VIDEO" | null;
  media_url: string | null;
  target_url: string | null;
};
/** spec 002 §2.9: a stored target that is not http(s) or an in-app path is never served (the contract refuses it). */
const toNotification = (r: NotificationRow): Notification => ({
  ...r,
  title: JSON.parse(r.title),
  message: JSON.parse(r.message),
  is_read: r.is_read === 1,
  target_url: safeNotificationTarget(r.target_url) ? r.target_url : null,
});

type WebhookRow = {
  id: string;
  product: string;
  url: string | null;
  reference: string;
  environment: "PRODUCTION" | "DEVELOPMENT";
  created: string;
  latest_status: Webhook["latest_status"];
  attempts: number;
};
type EventRow = Omit<WebhookEvent, "response"> & { response: string | null };
const toEvent = (r: EventRow): WebhookEvent => ({ ...r, response: json(r.response, null) });

/** spec 000 §6 / 002 §6: resending needs can_manage_tech_settings; outside Indonesia can_edit suffices. */
export function canResendCallback(auth: AuthContext): boolean {
  return auth.flags.can_manage_tech_settings || (auth.business.country !== "ID" && auth.flags.can_edit);
}

const WEBHOOK_SELECT = `SELECT w.*, (SELECT status FROM webhook_events e WHERE e.webhook_id = w.id ORDER BY created_at DESC, id DESC LIMIT 1) AS latest_status,
  (SELECT COUNT(*) FROM webhook_events e WHERE e.webhook_id = w.id) AS attempts FROM webhooks w`;

export function registerSettingsRoutes(app: Hono, state: SandboxState): void {
  const { db } = state;
  const authOf = (ctx: { auth: AuthContext | null }) => ctx.auth as AuthContext;
  const on = (key: string, handler: Handler<Endpoint>) => bind(app, state, S[key] as Endpoint, handler);

  on("notifications", (ctx) => {
    const auth = authOf(ctx);
    const q = ctx.query as { type?: string; is_read?: string; limit?: number; after?: string; page?: number };
    const rows = db
      .prepare("SELECT * FROM notifications WHERE user_id = ? AND business_id = ? ORDER BY created DESC, id DESC")
      .all(auth.user.id, auth.business.id) as NotificationRow[];
    const filtered = rows.filter(
      (r) => (!q.type || r.type === q.type) && (!q.is_read || (r.is_read === 1) === (q.is_read === "true")),
    );
    const page = paginateArray(filtered.map(toNotification), q);
    return {
      notifications: page.data,
      unread_count: rows.filter((r) => r.is_read === 0).length,
      total_count: rows.length,
      next_cursor: page.next_cursor,
    };
  });
  on("readNotification", (ctx) => {
    const auth = authOf(ctx);
    const r = db
      .prepare("UPDATE notifications SET is_read = 1 WHERE id = ? AND user_id = ? AND business_id = ?")
      .run(ctx.params.id ?? "", auth.user.id, auth.business.id);
    if (r.changes === 0) throw notFound("Notification");
    return toNotification(
      db.prepare("SELECT * FROM notifications WHERE id = ?").get(ctx.params.id ?? "") as NotificationRow,
    );
  });
  on("readAllNotifications", (ctx) => {
    const auth = authOf(ctx);
    db.prepare("UPDATE notifications SET is_read = 1 WHERE user_id = ? AND business_id = ?").run(
      auth.user.id,
      auth.business.id,
    );
    return { ok: true as const, unread_count: 0 };
  });

  const webhookOf = (auth: AuthContext, id: string, env: string): WebhookRow => {
    const row = db
      .prepare(`${WEBHOOK_SELECT} WHERE w.id = ? AND w.business_id = ? AND w.environment = ?`)
      .get(id, auth.business.id, env) as WebhookRow | undefined;
    if (!row) throw notFound("Callback");
    return row;
  };
  on("webhooks", (ctx) => {
    const auth = authOf(ctx);
    const q = ctx.query as {
      status?: string[];
      product?: string;
      channel?: string[];
      search?: string;
      created_from?: string;
      created_to?: string;
      sort?: string;
      limit?: number;
      after?: string;
      page?: number;
    };
    const rows = db
      .prepare(`${WEBHOOK_SELECT} WHERE w.business_id = ? AND w.environment = ? ORDER BY w.created DESC, w.id DESC`)
      .all(auth.business.id, ctx.env) as WebhookRow[];
    const needle = q.search?.trim().toLowerCase();
    const day = (iso: string) => iso.slice(0, 10);
    const filtered = rows.filter(
      (r) =>
        (!q.status?.length || q.status.includes(r.latest_status)) &&
        (!q.product || r.product === q.product) &&
        (!q.channel?.length || q.channel.includes(r.product)) &&
        (!needle || r.reference.toLowerCase().includes(needle) || r.id.toLowerCase().includes(needle)) &&
        (!q.created_from || day(r.created) >= q.created_from) &&
        (!q.created_to || day(r.created) <= q.created_to),
    );
    if (q.sort === "created") filtered.reverse();
    return paginateArray(filtered, q);
  });
  on("webhook", (ctx) => webhookOf(authOf(ctx), ctx.params.id ?? "", ctx.env));
  on("webhookEvents", (ctx) => {
    const hook = webhookOf(authOf(ctx), ctx.params.id ?? "", ctx.env);
    const status = (ctx.query as { status?: string }).status;
    const rows = db
      .prepare("SELECT * FROM webhook_events WHERE webhook_id = ? ORDER BY created_at DESC, id DESC")
      .all(hook.id) as EventRow[];
    return rows.filter((r) => !status || r.status === status).map(toEvent);
  });
  on("resendCallback", (ctx) => {
    const auth = authOf(ctx);
    if (!canResendCallback(auth))
      throw new ApiError("AUTHORIZATION_ERROR", "Resending a callback needs the tech-settings permission");
    const hook = webhookOf(auth, ctx.params.id ?? "", ctx.env);
    const id = newId("evt");
    const now = isoAt(state.now());
    const event: WebhookEvent = hook.url
      ? {
          id,
          status: "COMPLETED",
          created_at: now,
          next_redelivery_schedule: null,
          sender: "sandbox-callback-sender",
          response: { code: 200, payload: '{"received":true}', duration: 120, error_code: null },
        }
      : {
          id,
          status: "CALLBACK_URL_NOT_SET",
          created_at: now,
          next_redelivery_schedule: null,
          sender: "sandbox-callback-sender",
          response: null,
        };
    db.prepare(
      "INSERT INTO webhook_events (id, webhook_id, status, created_at, next_redelivery_schedule, sender, response) VALUES (?, ?, ?, ?, ?, ?, ?)",
    ).run(
      id,
      hook.id,
      event.status,
      event.created_at,
      null,
      event.sender,
      event.response ? JSON.stringify(event.response) : null,
    );
    return event;
  });

  on("apiSettings", (ctx) => ({ cidr_whitelist: json<string[]>(authOf(ctx).business.cidr_whitelist, []) }));
  on("updateApiSettings", (ctx) => {
    const list = (ctx.body as { cidr_whitelist: string[] }).cidr_whitelist;
    db.prepare("UPDATE businesses SET cidr_whitelist = ? WHERE id = ?").run(
      JSON.stringify(list),
      authOf(ctx).business.id,
    );
    return { cidr_whitelist: list };
  });
  const keys: Handler<Endpoint> = (ctx) =>
    (
      db
        .prepare("SELECT * FROM api_keys WHERE business_id = ? AND environment = ? ORDER BY created")
        .all(authOf(ctx).business.id, ctx.env) as { permissions: string }[]
    ).map((k) => ({
      ...k,
      permissions: JSON.parse(k.permissions) as string[],
    }));
  on("secretKeys", keys);
  on("secretKeysList", keys);
  on("ipReminderEmail", () => ({ ok: true as const }));
  on("bankAccounts", (ctx) => bankAccountsOf(db, authOf(ctx)));
  on("teamMembers", (ctx) =>
    (
      db
        .prepare(
          "SELECT m.*, u.email, u.full_name FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.business_id = ? ORDER BY u.email",
        )
        .all(authOf(ctx).business.id) as {
        user_id: string;
        email: string;
        full_name: string;
        role: string;
        can_view: number;
      }[]
    ).map((m) => ({
      user_id: m.user_id,
      email: m.email,
      full_name: m.full_name,
      role: m.role,
      ...flagsOf(m as unknown as Parameters<typeof flagsOf>[0]),
    })),
  );
  on("removeTeamMember", (ctx) => {
    const auth = authOf(ctx);
    if (ctx.params.user_id === auth.user.id) throw new ApiError("INVALID_STATE_ERROR", "You cannot remove yourself");
    const r = db
      .prepare("DELETE FROM memberships WHERE user_id = ? AND business_id = ?")
      .run(ctx.params.user_id ?? "", auth.business.id);
    if (r.changes === 0) throw notFound("Team member");
    return { ok: true as const };
  });
  on("exportTransactions", (ctx) => {
    const auth = authOf(ctx);
    const body = ctx.body as {
      from: string;
      to: string;
      emails: string[];
      filters: { status?: string[]; channel?: string[] };
    };
    const from = Date.parse(`${body.from}T00:00:00Z`);
    const to = Date.parse(`${body.to}T00:00:00Z`);
    const fields: { field: string; message: string }[] = [];
    if (to < from) fields.push({ field: "to", message: "invalidStartTime: the end must be after the start" });
    else if ((to - from) / 86_400_000 + 1 > EXPORT_MAX_DAYS)
      fields.push({ field: "to", message: "pleaseAdjustDate: at most 92 days" });
    if (to > state.now()) fields.push({ field: "to", message: "must not be after today" });
    if (fields.length) throw validationError(fields);
    const rows = queryRecords(
      db,
      { businessId: auth.business.id, kinds: ["transactions"], environment: ctx.env },
      {
        created_from: body.from,
        created_to: body.to,
        status: body.filters.status,
        channel: body.filters.channel,
        limit: 1,
      },
    );
    return { id: newId("export"), status: "QUEUED" as const, emails: body.emails, row_count: rows.total_count };
  });
  on("business", (ctx) => toBusiness(authOf(ctx).business, ctx.env));
  on("ereceiptsMerchant", (ctx) => {
    const auth = authOf(ctx);
    const header = ctx.c.req.header("business-id");
    if (header && header !== auth.business.id) throw notFound("Business");
    return { is_activated: ereceiptsActivated(state, auth.business) };
  });
  on("invoiceHistory", (ctx) => {
    const auth = authOf(ctx);
    const invoiceId = (ctx.query as { invoice_id?: string }).invoice_id;
    const rows = db
      .prepare(
        "SELECT id, status, created, updated FROM records WHERE business_id = ? AND kind = 'invoices' AND environment = ? AND (? IS NULL OR id = ?) ORDER BY created DESC LIMIT 50",
      )
      .all(auth.business.id, ctx.env, invoiceId ?? null, invoiceId ?? null) as {
      id: string;
      status: string;
      created: string;
      updated: string;
    }[];
    return rows.flatMap((r) => [
      { invoice_id: r.id, status: "PENDING", created: r.created },
      ...(r.status === "PENDING" ? [] : [{ invoice_id: r.id, status: r.status, created: r.updated }]),
    ]);
  });
  for (const key of ["feedback", "incorporationRequest", "earlySettlementRequest", "requestForSales"])
    on(key, () => ({ ok: true as const }));
  on("capitalOffering", (ctx) => capitalOffer(authOf(ctx).business));
}
