/**
 * The sandbox gateway: a Hono app answering `/api/*` (the contract of src/contract) and the
 * sandbox-only admin paths `/__sandbox/*`, over an embedded node:sqlite database.
 */
import { randomBytes } from "node:crypto";
import type { HttpBindings } from "@hono/node-server";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import * as v from "valibot";
import { adminGuard } from "./admin-guard.ts";
import { mayReadFilesOf } from "./auth.ts";
import { compressJson } from "./compress.ts";
import { type Db, openDb, writeDbFile } from "./db.ts";
import { ApiError, errorResponse } from "./errors.ts";
import { codeForStatus, FAULT_HEADER, FaultSpecSchema, FaultStore } from "./faults.ts";
import { validationError } from "./http.ts";
import { openApiDocument } from "./openapi.ts";
import { registerAcceptRoutes } from "./routes/accept.ts";
import { registerAccountRoutes } from "./routes/account.ts";
import { registerActivationRoutes } from "./routes/activation.ts";
import { registerAreaRoutes } from "./routes/areas.ts";
import { registerAuthRoutes } from "./routes/auth.ts";
import { registerBalanceRoutes } from "./routes/balances.ts";
import { registerBusinessToolRoutes } from "./routes/business-tools.ts";
import { registerCallbackRoutes } from "./routes/callbacks.ts";
import { registerCapitalRoutes } from "./routes/capital.ts";
import { registerCardRoutes } from "./routes/cards.ts";
import { registerEreceiptRoutes } from "./routes/ereceipts.ts";
import { registerEscrowRoutes } from "./routes/escrow.ts";
import { registerExportRoutes } from "./routes/exports.ts";
import { registerHomeRoutes } from "./routes/home.ts";
import { registerIssuingRoutes } from "./routes/issuing.ts";
import { registerLoggedOutRoutes } from "./routes/logged-out.ts";
import { registerPlatformRoutes } from "./routes/platform.ts";
import { registerSavedViewRoutes } from "./routes/saved-views.ts";
import { registerSendMoneyRoutes } from "./routes/send-money.ts";
import { registerSettingsRoutes } from "./routes/settings.ts";
import { registerSettingsPageRoutes } from "./routes/settings-pages.ts";
import { registerStoreRoutes } from "./routes/store.ts";
import { seed } from "./seed.ts";
import type { SandboxState } from "./state.ts";
import { clearThrottles } from "./throttle.ts";

/** Largest request body read at all: an 8,388,608-byte document plus multipart framing. */
const MAX_BODY_BYTES = 8_388_608 + 64 * 1024;

export type SandboxOptions = {
  /** Directory for the database file; omitted = in memory with a fresh seed. */
  dataDir?: string;
  /** Restore the seed even if the data directory holds a database. */
  reset?: boolean;
  /** Access-token lifetime (default 900 s). */
  accessTokenTtlSeconds?: number;
  /** Refresh-token lifetime (default 7 days). */
  refreshTokenTtlSeconds?: number;
  /** Clock (epoch ms), for tests. */
  now?: () => number;
  /** Sandbox mode: the /__sandbox admin endpoints and the fault header (default true: this is the sandbox). */
  admin?: boolean;
  /** The /__sandbox secret (default: random per start; issue 20 item 5). */
  adminSecret?: string;
  /** Dashboard origins (e.g. a dev server) allowed to call /api with credentials; default none (same origin only). */
  corsOrigins?: readonly string[];
};

export type Sandbox = { app: Hono<{ Bindings: HttpBindings }>; close(): void; state: SandboxState };

function prepareDb(options: SandboxOptions): Db {
  const dir = options.dataDir;
  if (dir && !options.reset) {
    const { db, fresh } = openDb(dir);
    if (!fresh) return db;
    db.close();
  }
  // the seed is built in memory; a data directory gets a copy written in one go (faster than seeding the file)
  const { db: memory } = openDb(undefined);
  seed(memory);
  if (!dir) return memory;
  writeDbFile(memory, dir);
  memory.close();
  return openDb(dir).db;
}

function secretOf(db: Db): string {
  const row = db.prepare("SELECT value FROM meta WHERE key = 'token_secret'").get() as { value: string } | undefined;
  if (row) return row.value;
  const secret = randomBytes(32).toString("hex");
  db.prepare("INSERT INTO meta (key, value) VALUES ('token_secret', ?)").run(secret);
  return secret;
}

export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const db = prepareDb(options);
  const state: SandboxState = {
    db,
    now: options.now ?? Date.now,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 900,
    refreshTokenTtlSeconds: options.refreshTokenTtlSeconds ?? 7 * 86_400,
    secret: secretOf(db),
    faults: new FaultStore(),
    rateLimits: new Map(),
    tokensNotBefore: 0,
    pinTokens: new Map(),
    admin: options.admin ?? true,
    adminSecret: options.adminSecret ?? randomBytes(24).toString("base64url"),
  };
  const app = new Hono<{ Bindings: HttpBindings }>();

  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error);
    console.error("[sandbox] unexpected error", error);
    return errorResponse(c, new ApiError("SERVER_ERROR", "Unexpected server error"));
  });
  app.notFound((c) =>
    errorResponse(
      c,
      new ApiError("DATA_NOT_FOUND", `No such endpoint: ${c.req.method} ${c.req.path}`, { status: 404 }),
    ),
  );

  // Answers compressed (gzip) for a client that accepts it, as a production gateway sends them
  // (issue 19: the transactions list's 50 rows were 41 kB of JSON on the wire); answers under
  // 1 kB, event streams and downloads the client asked not to transform go as they are.
  app.use("/api/*", compressJson());

  // Credentialed CORS only for the configured dashboard origins (e.g. a dev server on another port; issue 20 item 5).
  const corsOrigins = new Set(options.corsOrigins ?? []);
  app.use("/__sandbox/*", adminGuard(state));
  app.use(
    "/api/*",
    cors({
      origin: (origin) => (corsOrigins.has(origin) ? origin : null),
      credentials: true,
      allowMethods: ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
      exposeHeaders: ["Retry-After"],
      maxAge: 600,
    }),
  );

  // Refuse oversized bodies before reading them (documents are at most 8 MB; a little room for multipart framing).
  app.use(
    "/api/*",
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => {
        // The body is refused unread: the connection must not carry another request (a client
        // that reused it sent its next request behind the unread bytes, and that request failed
        // now and then under load: sandbox/test/uploads.test.ts after its 12 MB bodies).
        c.header("Connection", "close");
        // issue 20 item 4: say what was too large — a JSON body, a document or an image
        const multipart = (c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
        if (!multipart)
          return errorResponse(c, new ApiError("PAYLOAD_TOO_LARGE", "The request body must not exceed 1 MB"));
        const image = /logo|image|upload_cards_file/i.test(c.req.path);
        return errorResponse(
          c,
          image
            ? new ApiError("IMAGE_FILE_SIZE_LIMIT_ERROR", "The image must not exceed 1 MB")
            : new ApiError("UPLOAD_FILE_ERROR_FILESIZE_TOO_LARGE", "The file must not exceed 8 MB"),
        );
      },
    }),
  );

  // fault injection: instance faults and the per-request header (sandbox mode only, like /__sandbox)
  app.use("/api/*", async (c, next) => {
    if (!state.admin) return next();
    const plan = state.faults.plan(c.req.method, c.req.path, c.req.header(FAULT_HEADER));
    if (plan.latencyMs > 0) await new Promise((r) => setTimeout(r, plan.latencyMs));
    if (plan.drop) {
      const socket = c.env?.incoming?.socket;
      if (socket) {
        socket.destroy();
        return new Response(null, { status: 499 });
      }
      throw new ApiError("SERVER_ERROR", "Connection dropped (fault injection)", { status: 502 });
    }
    if (plan.status) {
      const code = plan.errorCode ?? codeForStatus(plan.status);
      const retryAfter = plan.retryAfter ?? (plan.status === 429 ? 5 : undefined);
      throw new ApiError(code, `Injected fault: ${plan.status} ${code}`, {
        status: plan.status,
        ...(retryAfter ? { retryAfter } : {}),
      });
    }
    // issue 20 item 9: a 200 the client cannot use
    if (plan.respond === "malformed_json") return c.body('{"data": [', 200, { "content-type": "application/json" });
    if (plan.respond === "invalid_schema") return c.json({ unexpected: "shape" }, 200);
    if (plan.expireToken) c.set("forceExpiredToken" as never, true as never);
    await next();
  });

  app.get("/api/openapi.json", (c) => c.json(openApiDocument() as object));
  registerLoggedOutRoutes(app as unknown as Hono, state);
  registerAuthRoutes(app as unknown as Hono, state);
  registerAccountRoutes(app as unknown as Hono, state);
  registerActivationRoutes(app as unknown as Hono, state);
  registerSettingsRoutes(app as unknown as Hono, state);
  registerSettingsPageRoutes(app as unknown as Hono, state);
  registerCardRoutes(app as unknown as Hono, state);
  registerAcceptRoutes(app as unknown as Hono, state);
  registerAreaRoutes(app as unknown as Hono, state);
  registerSendMoneyRoutes(app as unknown as Hono, state);
  registerPlatformRoutes(app as unknown as Hono, state);
  registerEscrowRoutes(app as unknown as Hono, state);
  registerStoreRoutes(app as unknown as Hono, state);
  registerIssuingRoutes(app as unknown as Hono, state);
  registerCapitalRoutes(app as unknown as Hono, state);
  registerEreceiptRoutes(app as unknown as Hono, state);
  registerBalanceRoutes(app as unknown as Hono, state);
  registerExportRoutes(app as unknown as Hono, state);
  registerSavedViewRoutes(app as unknown as Hono, state);
  registerCallbackRoutes(app as unknown as Hono, state);
  registerHomeRoutes(app as unknown as Hono, state);
  registerBusinessToolRoutes(app as unknown as Hono, state);
  if (state.admin) registerAdminRoutes(app as unknown as Hono, state);

  return { app, state, close: () => db.close() };
}

/** Sandbox-only admin paths: faults, token expiry, reset, one-time tokens, flags, media. */
function registerAdminRoutes(app: Hono, state: SandboxState): void {
  const readJson = async (c: { req: { text(): Promise<string> } }) => {
    const text = await c.req.text();
    try {
      return text ? JSON.parse(text) : {};
    } catch {
      throw validationError([{ field: "body", message: "must be valid JSON" }]);
    }
  };
  const parse = <S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> => {
    const r = v.safeParse(schema, input);
    if (!r.success)
      throw validationError(r.issues.map((i) => ({ field: v.getDotPath(i) ?? "body", message: i.message })));
    return r.output;
  };
  app.get("/__sandbox/faults", (c) => c.json(state.faults.list()));
  app.post("/__sandbox/faults", async (c) => c.json(state.faults.add(parse(FaultSpecSchema, await readJson(c))), 201));
  app.delete("/__sandbox/faults", (c) => {
    state.faults.clear();
    return c.json({ ok: true });
  });
  app.delete("/__sandbox/faults/:id", (c) => {
    if (!state.faults.remove(c.req.param("id"))) throw new ApiError("DATA_NOT_FOUND", "No such fault");
    return c.json({ ok: true });
  });
  app.post("/__sandbox/expire-tokens", (c) => {
    state.tokensNotBefore = state.now() + 1;
    return c.json({ ok: true, tokens_not_before: new Date(state.tokensNotBefore).toISOString() });
  });
  app.post("/__sandbox/reset", (c) => {
    seed(state.db);
    state.secret = secretOf(state.db);
    state.rateLimits.clear();
    clearThrottles(state);
    state.pinTokens.clear();
    state.faults.clear();
    state.tokensNotBefore = 0;
    return c.json({ ok: true });
  });
  app.post("/__sandbox/one-time-tokens", async (c) => {
    const body = parse(v.object({ email: v.pipe(v.string(), v.email()) }), await readJson(c));
    const user = state.db.prepare("SELECT id FROM users WHERE email = ?").get(body.email) as { id: string } | undefined;
    if (!user) throw new ApiError("DATA_NOT_FOUND", "No such user");
    const token = `ott_${randomBytes(16).toString("hex")}`;
    state.db
      .prepare("INSERT INTO one_time_tokens (token, user_id, expires_at) VALUES (?, ?, ?)")
      .run(token, user.id, state.now() + 5 * 60_000);
    return c.json({ token }, 201);
  });
  app.put("/__sandbox/feature-flags/:business/:environment/:name", async (c) => {
    const body = parse(v.object({ enabled: v.boolean() }), await readJson(c));
    const env = parse(v.picklist(["integration", "staging", "production"]), c.req.param("environment"));
    state.db
      .prepare(
        "INSERT INTO feature_flags (business_id, flag_environment, name, enabled) VALUES (?, ?, ?, ?) ON CONFLICT DO UPDATE SET enabled = excluded.enabled",
      )
      .run(c.req.param("business"), env, c.req.param("name"), body.enabled ? 1 : 0);
    return c.json({ ok: true });
  });
  app.get("/__sandbox/files/:id", (c) => {
    const file = state.db
      .prepare("SELECT business_id, mime_type, content FROM files WHERE id = ?")
      .get(c.req.param("id")) as { business_id: string; mime_type: string; content: Uint8Array | null } | undefined;
    // issue 20 item 5: only users of the file's business (another business's file is as unknown as a missing one)
    if (!file?.content || !mayReadFilesOf(state, c, file.business_id))
      throw new ApiError("DATA_NOT_FOUND", "No such file");
    return c.body(new Uint8Array(file.content), 200, {
      "content-type": file.mime_type,
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    });
  });
  app.get("/__sandbox/media/:name", (c) => {
    const name = c.req.param("name");
    if (name.endsWith(".png")) return c.body(PLACEHOLDER_PNG, 200, { "content-type": "image/png" });
    return c.body(new Uint8Array(0), 200, { "content-type": "video/mp4" });
  });
}

/** 1×1 transparent PNG for notification media. */
const PLACEHOLDER_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

export async function startSandbox(
  options: SandboxOptions & { port: number; host?: string },
): Promise<{ url: string; close(): Promise<void>; sandbox: Sandbox }> {
  const sandbox = await createSandbox(options);
  const host = options.host ?? "127.0.0.1";
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: sandbox.app.fetch, port: options.port, hostname: host }, (info) => {
      const url = `http://${host.includes(":") ? `[${host}]` : host}:${info.port}`;
      resolve({
        url,
        sandbox,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => {
              sandbox.close();
              done();
            });
            (server as { closeAllConnections?: () => void }).closeAllConnections?.();
          }),
      });
    });
    server.on("error", reject);
  });
}
