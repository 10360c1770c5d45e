/**
 * The activity log's feed (src/contract/activity-logs.ts): `bind` (sandbox/http.ts) calls
 * `activityBefore` before a write's handler runs and `recordActivity` after it succeeded, so
 * every successful non-GET call of any area — a refund, an invitation, a schedule — is logged
 * with who made it (actor), in which business and environment, the action (the endpoint's name
 * in ENDPOINTS), the resource, the caller's IP address and user agent, and a small snapshot of
 * the resource before and after. Request bodies are never stored (they may hold secrets).
 */
import type { Context } from "hono";
import type { Environment } from "../src/contract/common.ts";
import type { Endpoint } from "../src/contract/define.ts";
import { ENDPOINTS } from "../src/contract/endpoints.ts";
import type { AuthContext } from "./auth.ts";
import { isoAt, newId, type SandboxState } from "./state.ts";

let names: Map<Endpoint, string> | undefined;

/** The endpoint's stable name (`cards.createRefund`, `settings.inviteMember`, …). */
export function actionOf(ep: Endpoint): string {
  if (!names) {
    names = new Map();
    for (const [name, e] of Object.entries(ENDPOINTS)) if (!names.has(e)) names.set(e, name);
  }
  return names.get(ep) ?? `${ep.method} ${ep.path}`;
}

/** Fields of a resource worth showing as its state (never secrets). */
const SNAPSHOT_FIELDS = [
  "status",
  "amount",
  "currency",
  "reference",
  "name",
  "email",
  "description",
  "channel",
  "type",
  "role",
] as const;
const MAX_VALUE = 200;

function pick(source: Record<string, unknown>): Record<string, unknown> | null {
  const out: Record<string, unknown> = {};
  for (const field of SNAPSHOT_FIELDS) {
    const value = source[field];
    if (typeof value === "number" || typeof value === "boolean") out[field] = value;
    else if (typeof value === "string") out[field] = value.slice(0, MAX_VALUE);
  }
  return Object.keys(out).length > 0 ? out : null;
}

type Row = {
  status: string;
  amount: number | null;
  currency: string | null;
  reference: string;
  channel: string | null;
};

/** The state of a stored record of this business, or null (not a record, or another business's). */
function snapshotOf(state: SandboxState, businessId: string, id: string | undefined): Record<string, unknown> | null {
  if (!id) return null;
  const row = state.db
    .prepare("SELECT status, amount, currency, reference, channel FROM records WHERE id = ? AND business_id = ?")
    .get(id, businessId) as Row | undefined;
  return row ? pick(row as unknown as Record<string, unknown>) : null;
}

function targetOf(params: Record<string, string>): string | undefined {
  return params.id ?? Object.values(params)[0];
}

/** Before the handler: the resource named in the path as it is now. */
export function activityBefore(
  state: SandboxState,
  auth: AuthContext,
  params: Record<string, string>,
): Record<string, unknown> | null {
  return snapshotOf(state, auth.business.id, targetOf(params));
}

/** The caller's address: the socket's peer (the sandbox trusts no forwarded-for header). */
function ipOf(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return (env?.incoming?.socket?.remoteAddress ?? "unknown").replace(/^::ffff:/, "");
}

export function recordActivity(
  state: SandboxState,
  ep: Endpoint,
  input: {
    c: Context;
    auth: AuthContext;
    env: Environment;
    params: Record<string, string>;
    before: Record<string, unknown> | null;
    result: unknown;
  },
): void {
  const { c, auth, env, params, before, result } = input;
  const answer =
    result && typeof result === "object" && !Array.isArray(result) ? (result as Record<string, unknown>) : {};
  const answerId = typeof answer.id === "string" ? answer.id : undefined;
  const target = targetOf(params);
  const resourceId = answerId ?? target ?? null;
  const after =
    ep.method === "DELETE"
      ? null
      : (snapshotOf(state, auth.business.id, target) ?? snapshotOf(state, auth.business.id, answerId) ?? pick(answer));
  const action = actionOf(ep);
  const now = isoAt(state.now());
  const data = {
    action,
    method: ep.method,
    path: c.req.path,
    area: ep.page ?? null,
    actor: { user_id: auth.user.id, email: auth.user.email, name: auth.user.full_name ?? null },
    actor_email: auth.user.email,
    resource_type: ep.tag,
    resource_id: resourceId,
    ip_address: ipOf(c),
    user_agent: (c.req.header("user-agent") ?? "unknown").slice(0, 300),
    before,
    after,
    error_code: null,
    occurred_at: now,
  };
  state.db
    .prepare(
      "INSERT INTO records (id, business_id, kind, environment, status, amount, currency, created, updated, reference, description, channel, data) VALUES (?, ?, ?, ?, 'SUCCESS', NULL, NULL, ?, ?, ?, ?, 'DASHBOARD', ?)",
    )
    .run(
      newId("log"),
      auth.business.id,
      "activity_logs",
      env,
      now,
      now,
      action,
      ep.summary.slice(0, 255),
      JSON.stringify(data),
    );
}
