/**
 * Fault injection for tests and demos (issue 3 "Fault injection"):
 * - per request: header `x-sandbox-fault`, comma-separated items
 *   `latency=<ms>`, `status=<code>`, `error_code=<CODE>`, `retry-after=<s>`, `expire-token`, `drop`,
 *   `respond=malformed_json|invalid_schema` (a 200 the client cannot use);
 * - per instance: POST /__sandbox/faults with `{ path, method?, latency_ms?, status?,
 *   error_code?, drop?, expire_token?, times? }` (path is a glob, `*` = any characters).
 */
import * as v from "valibot";

export const FAULT_HEADER = "x-sandbox-fault";

export const FaultSpecSchema = v.object({
  path: v.optional(v.pipe(v.string(), v.startsWith("/")), "/api/*"),
  method: v.optional(v.picklist(["GET", "POST", "PUT", "PATCH", "DELETE"])),
  latency_ms: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(60_000))),
  status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(400), v.maxValue(599))),
  error_code: v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9_]+$/))),
  drop: v.optional(v.boolean()),
  expire_token: v.optional(v.boolean()),
  /** Answer 200 with a body that is not JSON, or JSON that breaks the contract (issue 20 item 9). */
  respond: v.optional(v.picklist(["malformed_json", "invalid_schema"])),
  /** Retry-After (seconds) on an injected error status. */
  retry_after: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(3600))),
  /** How many matching requests it applies to; omitted = until removed. */
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type FaultSpec = v.InferOutput<typeof FaultSpecSchema>;
export type Fault = FaultSpec & { id: string; remaining: number | null };

/** What to do to one request. */
export type FaultPlan = {
  latencyMs: number;
  status?: number;
  errorCode?: string;
  drop: boolean;
  expireToken: boolean;
  respond?: "malformed_json" | "invalid_schema";
  retryAfter?: number;
};

export class FaultStore {
  private faults: Fault[] = [];
  private counter = 0;

  add(spec: FaultSpec): Fault {
    this.counter += 1;
    const fault: Fault = { ...spec, id: `fault_${this.counter}`, remaining: spec.times ?? null };
    this.faults.push(fault);
    return fault;
  }
  list(): Fault[] {
    return [...this.faults];
  }
  remove(id: string): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter((f) => f.id !== id);
    return this.faults.length !== before;
  }
  clear(): void {
    this.faults = [];
  }

  /** The combined plan for a request (instance faults first, then the header). */
  plan(method: string, path: string, header: string | undefined): FaultPlan {
    const plan: FaultPlan = { latencyMs: 0, drop: false, expireToken: false };
    for (const fault of this.faults) {
      if (fault.method && fault.method !== method) continue;
      if (!globMatch(fault.path, path)) continue;
      if (fault.remaining !== null) {
        fault.remaining -= 1;
        if (fault.remaining <= 0) this.remove(fault.id);
      }
      merge(plan, fault);
    }
    if (header) merge(plan, parseFaultHeader(header));
    return plan;
  }
}

function merge(plan: FaultPlan, f: Partial<FaultSpec>): void {
  if (f.latency_ms) plan.latencyMs += f.latency_ms;
  if (f.status) plan.status = f.status;
  if (f.error_code) plan.errorCode = f.error_code;
  if (f.drop) plan.drop = true;
  if (f.expire_token) plan.expireToken = true;
  if (f.respond) plan.respond = f.respond;
  if (f.retry_after) plan.retryAfter = f.retry_after;
}

export function parseFaultHeader(header: string): Partial<FaultSpec> {
  const spec: { -readonly [K in keyof FaultSpec]?: FaultSpec[K] } = {};
  for (const raw of header.split(/[,;]/)) {
    const [key = "", value = ""] = raw
      .trim()
      .split("=")
      .map((s) => s.trim());
    const n = Number(value);
    if (key === "latency" && Number.isFinite(n)) spec.latency_ms = Math.min(Math.max(0, n), 60_000);
    else if (key === "status" && n >= 400 && n <= 599) spec.status = n;
    else if (key === "error_code" && /^[A-Z0-9_]+$/.test(value)) spec.error_code = value;
    else if (key === "drop") spec.drop = true;
    else if (key === "expire-token" || key === "expire_token") spec.expire_token = true;
    else if (key === "respond" && (value === "malformed_json" || value === "invalid_schema")) spec.respond = value;
    else if ((key === "retry-after" || key === "retry_after") && n >= 1 && n <= 3600) spec.retry_after = n;
  }
  return spec;
}

export function globMatch(pattern: string, path: string): boolean {
  const regex = new RegExp(`^${pattern.split("*").map(escapeRegex).join(".*")}$`);
  return regex.test(path);
}

function escapeRegex(s: string): string {
  return s.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
}

/** Default error code for an injected status. */
export function codeForStatus(status: number): string {
  if (status === 401) return "JWT_EXPIRED_ERROR";
  if (status === 403) return "AUTHORIZATION_ERROR";
  if (status === 404) return "DATA_NOT_FOUND";
  if (status === 429) return "TOO_MANY_REQUESTS";
  if (status === 503) return "SERVICE_UNAVAILABLE";
  if (status < 500) return "API_VALIDATION_ERROR";
  return "SERVER_ERROR";
}
