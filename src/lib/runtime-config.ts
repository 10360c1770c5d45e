/**
 * Runtime configuration: read at start-up from `config.json` beside `index.html`, so one
 * bundle can point at the sandbox or at any gateway that honours the contract.
 */
import * as v from "valibot";

export const RuntimeConfigSchema = v.strictObject({
  /** Base address of the gateway: an absolute http(s) URL, or a path on this origin such as "/". */
  gatewayUrl: v.pipe(
    v.string(),
    v.check(
      (s) => s.startsWith("/") || /^https?:\/\/[^/\s]+/.test(s),
      "must be an http(s) URL or a path starting with /",
    ),
  ),
  /** Flag-service environment (spec 000 §7: integration, staging, production; default integration). */
  flagEnvironment: v.optional(v.picklist(["integration", "staging", "production"]), "integration"),
  /**
   * Login mode (spec 000 §4 Tokens, §7): "token" logs in at /api/auth/email and sends bearer
   * tokens (new-token mode); "cookie" logs in at /api/sessions and relies on the gateway's
   * session cookie. The spec's "new auth flow" flag is per business key, which is unknown before
   * login, so the deployment chooses; new-token mode by default.
   */
  authMode: v.optional(v.picklist(["token", "cookie"]), "token"),
});
export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>;

export type ConfigProblem =
  | { kind: "missing"; url: string; status?: number }
  | { kind: "not-json"; url: string }
  | { kind: "invalid"; url: string; fields: string[] };

export class RuntimeConfigError extends Error {
  readonly problem: ConfigProblem;
  constructor(problem: ConfigProblem) {
    super(`runtime config ${problem.kind} at ${problem.url}`);
    this.problem = problem;
  }
}

export function parseRuntimeConfig(json: unknown, url: string): RuntimeConfig {
  const result = v.safeParse(RuntimeConfigSchema, json);
  if (result.success) return result.output;
  const fields = result.issues.map((i) => `${v.getDotPath(i) ?? "(root)"}: ${i.message}`);
  throw new RuntimeConfigError({ kind: "invalid", url, fields });
}

export async function loadRuntimeConfig(url: string, fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetchImpl(url, { cache: "no-store" });
  } catch {
    throw new RuntimeConfigError({ kind: "missing", url });
  }
  if (!response.ok) throw new RuntimeConfigError({ kind: "missing", url, status: response.status });
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new RuntimeConfigError({ kind: "not-json", url });
  }
  return parseRuntimeConfig(json, url);
}
