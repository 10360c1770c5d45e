/**
 * Callbacks beyond the spec (issue 15): "send a test event" to a product's configured callback
 * URL, answering the exact request and response; and the sandbox-only seeding paths the e2e
 * specs use to get data of their own (`/__sandbox/webhooks`: fresh FAILED callbacks;
 * `/__sandbox/notifications`: a user's notifications, raw markup kept as text).
 */
import type { Hono } from "hono";
import * as v from "valibot";
import { callbackEndpoints as C, type CallbackUrlProduct } from "../../src/contract/callbacks.ts";
import type { AuthContext } from "../auth.ts";
import { json } from "../db.ts";
import { ApiError } from "../errors.ts";
import { bind, validationError } from "../http.ts";
import { isoAt, newId, type SandboxState } from "../state.ts";
import { canResendCallback } from "./settings.ts";

type UrlDoc = Record<string, { url: string | null } | undefined>;

/**
 * The callback URL configured for a product (settings → developers keeps them in its
 * `callbacks:<environment>` document; until first written, development has an invoices URL).
 */
function configuredUrl(state: SandboxState, businessId: string, env: string, product: CallbackUrlProduct) {
  let doc: UrlDoc | null = null;
  try {
    const row = state.db
      .prepare("SELECT data FROM settings_docs WHERE owner_id = ? AND key = ?")
      .get(businessId, `callbacks:${env}`) as { data: string } | undefined;
    doc = row ? json<UrlDoc>(row.data, {}) : null;
  } catch {
    doc = null; // the settings table is created on first use
  }
  if (doc) return doc[product]?.url ?? null;
  return env === "DEVELOPMENT" && product === "invoices" ? "https://merchant.example/callbacks/invoices" : null;
}

/** A sample event of the product, as a merchant's endpoint would receive it. */
function samplePayload(product: CallbackUrlProduct, id: string, at: string): string {
  const body = {
    id,
    event: `${product}.test`,
    created: at,
    is_test: true,
    data: { external_id: `test-${id.slice(-6)}`, amount: 10000, status: "COMPLETED" },
  };
  return JSON.stringify(body, null, 2);
}

export function registerCallbackRoutes(app: Hono, state: SandboxState): void {
  bind(app, state, C["callbacks.testEvent"], (ctx) => {
    const auth = ctx.auth as AuthContext;
    if (!canResendCallback(auth))
      throw new ApiError("AUTHORIZATION_ERROR", "Sending a test event needs the tech-settings permission");
    const product = ctx.body.product;
    const url = configuredUrl(state, auth.business.id, ctx.env, product);
    if (!url) throw new ApiError("INVALID_STATE_ERROR", "No callback URL is set for this product");
    const id = newId("evt_test");
    const at = isoAt(state.now());
    const request = {
      method: "POST" as const,
      url,
      headers: {
        "content-type": "application/json",
        "user-agent": "Sandbox-Callback/1.0",
        "webhook-id": id,
        "x-callback-token": "cbt_••••••••",
      },
      body: samplePayload(product, id, at),
    };
    // Nothing leaves the machine: an address containing "timeout" never answers, "fail" answers 500.
    if (url.includes("timeout")) return { product, request, response: null, error_code: "CALLBACK_TIMEOUT" };
    const ok = !url.includes("fail");
    return {
      product,
      request,
      response: {
        status_code: ok ? 200 : 500,
        headers: { "content-type": "application/json" },
        body: ok ? '{"received":true}' : '{"error":"Internal Server Error"}',
        duration_ms: ok ? 120 : 830,
      },
      error_code: ok ? null : "CALLBACK_DELIVERY_FAILED",
    };
  });
  if (state.admin) registerSeedingRoutes(app, state);
}

const SeedWebhooks = v.object({
  business_id: v.pipe(v.string(), v.maxLength(80)),
  count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(200)),
  reference_prefix: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,40}$/)),
  product: v.optional(v.pipe(v.string(), v.maxLength(40)), "INVOICE"),
});

const Text = v.pipe(v.string(), v.maxLength(2000));
const SeedNotifications = v.object({
  email: v.pipe(v.string(), v.email()),
  business_id: v.pipe(v.string(), v.maxLength(80)),
  /** plain unread notifications to create */
  unread: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(500)),
  /** extra unread ones, stored exactly as given (markup stays text; unsafe targets are never served) */
  items: v.optional(
    v.array(v.object({ title: Text, message: Text, target_url: v.optional(v.nullable(Text), null) })),
    [],
  ),
});

/** Sandbox-only seeding for tests (like the other /__sandbox paths: off outside sandbox mode). */
function registerSeedingRoutes(app: Hono, state: SandboxState): void {
  const { db } = state;
  const parse = async <S extends v.GenericSchema>(schema: S, c: { req: { text(): Promise<string> } }) => {
    let input: unknown;
    try {
      input = JSON.parse((await c.req.text()) || "{}");
    } catch {
      throw validationError([{ field: "body", message: "must be valid JSON" }]);
    }
    const r = v.safeParse(schema, input);
    if (!r.success)
      throw validationError(r.issues.map((i) => ({ field: v.getDotPath(i) ?? "body", message: i.message })));
    return r.output as v.InferOutput<S>;
  };

  /** Fresh callbacks whose one delivery FAILED, in both environments, referenced `<prefix>-001`…. */
  app.post("/__sandbox/webhooks", async (c) => {
    const body = await parse(SeedWebhooks, c);
    const hook = db.prepare(
      "INSERT INTO webhooks (id, business_id, environment, product, url, reference, created) VALUES (?, ?, ?, ?, ?, ?, ?)",
    );
    const event = db.prepare(
      "INSERT INTO webhook_events (id, webhook_id, status, created_at, next_redelivery_schedule, sender, response) VALUES (?, ?, ?, ?, ?, ?, ?)",
    );
    const ids: string[] = [];
    const now = state.now();
    for (const env of ["PRODUCTION", "DEVELOPMENT"]) {
      for (let i = 1; i <= body.count; i++) {
        const id = newId("whk");
        const at = isoAt(now - i * 60_000);
        hook.run(
          id,
          body.business_id,
          env,
          body.product,
          "https://merchant.example/callbacks",
          `${body.reference_prefix}-${String(i).padStart(3, "0")}`,
          at,
        );
        const response = {
          code: 503,
          payload: "Service Unavailable",
          duration: 900,
          error_code: "CALLBACK_DELIVERY_FAILED",
        };
        event.run(
          `${id}_evt_0`,
          id,
          "FAILED",
          at,
          isoAt(now + 3_600_000),
          "sandbox-callback-sender",
          JSON.stringify(response),
        );
        ids.push(id);
      }
    }
    return c.json({ ids }, 201);
  });

  /** Replace a user's notifications in one business: `unread` plain ones plus `items` as given. */
  app.post("/__sandbox/notifications", async (c) => {
    const body = await parse(SeedNotifications, c);
    const user = db.prepare("SELECT id FROM users WHERE email = ?").get(body.email) as { id: string } | undefined;
    if (!user) throw new ApiError("DATA_NOT_FOUND", "No such user");
    db.prepare("DELETE FROM notifications WHERE user_id = ? AND business_id = ?").run(user.id, body.business_id);
    const insert = db.prepare(`INSERT INTO notifications (id, user_id, business_id, type, created, title, message,
      is_read, media_type, media_url, target_url) VALUES (?, ?, ?, ?, ?, ?, ?, 0, NULL, NULL, ?)`);
    const now = state.now();
    const localized = (en: string) => JSON.stringify({ en });
    body.items.forEach((item, i) => {
      insert.run(
        newId("ntf"),
        user.id,
        body.business_id,
        "updates",
        isoAt(now - i * 1000),
        localized(item.title),
        localized(item.message),
        item.target_url ?? null,
      );
    });
    for (let i = 0; i < body.unread; i++)
      insert.run(
        newId("ntf"),
        user.id,
        body.business_id,
        i % 2 ? "products" : "updates",
        isoAt(now - (body.items.length + i) * 60_000),
        localized(`Seeded notification ${i + 1}`),
        localized(`Seeded message ${i + 1}`),
        null,
      );
    return c.json({ ok: true, unread: body.unread + body.items.length }, 201);
  });
}
