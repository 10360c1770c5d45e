/**
 * The one place for HTTP (spec 000 §7, §8; DESIGN principle 5). Every call:
 * - sends credentials; in new-token mode adds `Authorization: Bearer …` and the new-auth header;
 * - gets the `environment` parameter in its query and body when missing;
 * - is parsed with a contract schema at this boundary (a malformed answer is INVALID_RESPONSE);
 * - fails with an HttpError `{ error_code, message, retryAfter }`.
 * A 401 JWT_EXPIRED_ERROR refreshes the token once (single flight) and replays; see `send`.
 */
import type { KyInstance } from "ky";
import * as v from "valibot";
import { NEW_AUTH_HEADER, NEW_AUTH_HEADER_VALUE } from "../../contract/auth-constants.ts";
import { normaliseError, type SessionEffect, sessionEffect } from "../../domain/session/api-error.ts";
import type { Environment } from "../../domain/session/environment.ts";
import { HttpError, INVALID_RESPONSE, REQUEST_ABORTED, SERVER_ERROR, SESSION_EXPIRED } from "./http-error.ts";

/** The header that tells the gateway the request uses new-token authentication (named by the contract). */
export { NEW_AUTH_HEADER };
export const REFRESH_PATH = "/api/auth/token/refresh";

/**
 * GETs to the transaction and payment list endpoints: an identical GET cancels the earlier one
 * still in flight (spec 000 §7).
 */
export const ABORT_DUPLICATE_GET_PATHS: readonly RegExp[] = [
  // transaction lists
  /^\/api\/(transactions|cash-transactions|pending-transactions)$/,
  // payment lists
  /^\/api\/(invoices|payment-links|qr-codes|disbursements|batch-disbursements|payouts)$/,
  /^\/api\/(virtual-accounts\/payments|ewallets\/charges|retail-outlets\/payments|credit-cards\/payments)$/,
];

/** What the request layer needs to know about the session; implemented by src/lib/session. */
export interface SessionPort {
  usingNewAuth(): boolean;
  accessToken(): string | null;
  refreshToken(): string | null;
  environment(): Environment;
  /** Store a refreshed pair (new-token mode). */
  storeTokens(pair: { access_token: string; refresh_token: string }): void;
}

export type SessionEndKind = "logout" | "relogin";

export interface HttpClientOptions {
  /** Gateway base address: absolute, or a path on this origin such as "/". */
  baseUrl: string;
  session: SessionPort;
  /**
   * Called when the session must end: "logout" (refresh failed, INVALIDATED_TOKEN,
   * USER_BUSINESS_NOT_FOUND_ERROR) or "relogin" ("Please log in"). Called at most once until
   * `sessionStarted()` is called again, however many requests were waiting.
   */
  onSessionEnd: (kind: SessionEndKind, error: HttpError) => void;
  fetch?: typeof fetch;
  abortDuplicateGetPaths?: readonly RegExp[];
  now?: () => number;
  /** Per-attempt timeout in ms (default 30 s). */
  timeout?: number;
  /**
   * Runs the token refresh exclusively across the tabs of this origin (issue 20 item 2; default:
   * the Web Locks API where the browser has it). Without it each tab refreshes on its own and
   * the gateway's grace window answers a second refresh with the same pair.
   */
  exclusive?: Exclusive;
}

/** Runs `task` while holding a lock shared by every tab of the origin. */
export type Exclusive = <T>(task: () => Promise<T>) => Promise<T>;

export const REFRESH_LOCK_NAME = "dashboard-token-refresh";

/** The Web Locks API (navigator.locks) as an `Exclusive`, or null where the browser lacks it. */
export function webLocksExclusive(name = REFRESH_LOCK_NAME): Exclusive | null {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  if (!locks || typeof locks.request !== "function") return null;
  return (task) => locks.request(name, { mode: "exclusive" }, task) as Promise<Awaited<ReturnType<typeof task>>>;
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions<S extends v.GenericSchema | v.GenericSchemaAsync> {
  /** The contract schema of a successful answer. */
  schema: S;
  query?: Query;
  /** A JSON body (plain object) or FormData. */
  body?: Record<string, unknown> | FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Leave out the environment parameter (default: added when missing). */
  environment?: false;
}

export interface WithHeaders<T> {
  data: T;
  headers: Headers;
}

/** A call that answers with the schema's output. */
export type Call = <S extends v.GenericSchema | v.GenericSchemaAsync>(
  path: string,
  options: RequestOptions<S>,
) => Promise<v.InferOutput<S>>;

export interface HttpClient {
  /** GET: the answer carries its response headers (spec 000 §7). */
  get<S extends v.GenericSchema | v.GenericSchemaAsync>(
    path: string,
    options: RequestOptions<S>,
  ): Promise<WithHeaders<v.InferOutput<S>>>;
  post: Call;
  put: Call;
  patch: Call;
  delete: Call;
  /** A new session began (login, one-time token): session end may be reported again. */
  sessionStarted(): void;
  /**
   * Loads what sending needs (ky) without sending: a caller that awaits it knows requests made
   * meanwhile leave in microtasks once it settles, before any task it then schedules (a dynamic
   * import completes in a task of its own, so an import of ky made elsewhere is not the same wait).
   */
  prepare(): Promise<void>;
}

type Method = "get" | "post" | "put" | "patch" | "delete";

interface Attempt {
  method: Method;
  path: string;
  options: RequestOptions<v.GenericSchema | v.GenericSchemaAsync>;
  isReplay: boolean;
}

const TokenPairSchema = v.object({ access_token: v.string(), refresh_token: v.string() });

export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}

function withEnvironment(query: Query | undefined, environment: Environment): Query {
  if (query && query.environment != null && query.environment !== "") return query;
  return { ...query, environment };
}

function bodyWithEnvironment(
  body: Record<string, unknown> | FormData | undefined,
  environment: Environment,
): Record<string, unknown> | FormData {
  if (body instanceof FormData) {
    if (!body.has("environment")) body.append("environment", environment);
    return body;
  }
  if (body && body.environment != null && body.environment !== "") return body;
  return { ...body, environment };
}

function searchParams(query: Query | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  params.sort();
  return params;
}

function readJson(text: string): unknown {
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function hasErrorCode(body: unknown): boolean {
  return (
    typeof body === "object" &&
    body !== null &&
    typeof (body as { error_code?: unknown }).error_code === "string" &&
    (body as { error_code: string }).error_code !== ""
  );
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const now = options.now ?? Date.now;
  const abortPaths = options.abortDuplicateGetPaths ?? ABORT_DUPLICATE_GET_PATHS;
  // ky loads with the first request, not with the login screen (login JS budget, scripts/budgets.ts).
  let kyInstance: Promise<KyInstance> | undefined;
  const loadKy = (): Promise<KyInstance> => {
    kyInstance ??= import("ky").then(({ default: ky }) =>
      ky.create({
        credentials: "include",
        retry: 0,
        throwHttpErrors: false,
        timeout: options.timeout ?? 30_000,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      }),
    );
    return kyInstance;
  };
  const api = async (...args: Parameters<KyInstance>): Promise<Response> => (await loadKy())(...args);
  const { session } = options;

  let refreshing: Promise<void> | null = null;
  let sessionEnded = false;
  const inFlightLists = new Map<string, AbortController>();

  function endSession(kind: SessionEndKind, error: HttpError): void {
    if (sessionEnded) return;
    sessionEnded = true;
    options.onSessionEnd(kind, error);
  }

  function authHeaders(): { headers: Record<string, string>; token: string | null } {
    if (!session.usingNewAuth()) return { headers: {}, token: null };
    const token = session.accessToken();
    const headers: Record<string, string> = { [NEW_AUTH_HEADER]: NEW_AUTH_HEADER_VALUE };
    if (token) headers.authorization = `Bearer ${token}`;
    return { headers, token };
  }

  const exclusive: Exclusive = options.exclusive ?? webLocksExclusive() ?? ((task) => task());

  /**
   * One refresh at a time: everyone in this tab who needs it shares the same promise (spec 000
   * §4), and tabs take turns through `exclusive`. A tab that gets the lock after another tab
   * rotated the pair (the stored refresh token changed meanwhile) uses that pair instead of
   * refreshing again.
   */
  function refreshOnce(): Promise<void> {
    if (refreshing) return refreshing;
    const tokenWhenNeeded = session.refreshToken();
    refreshing = exclusive(async () => {
      const refreshToken = session.refreshToken();
      if (!refreshToken) throw new HttpError({ error_code: SESSION_EXPIRED, message: "", retryAfter: null });
      if (tokenWhenNeeded !== null && refreshToken !== tokenWhenNeeded) return;
      let response: Response;
      try {
        response = await api(joinUrl(options.baseUrl, REFRESH_PATH), {
          method: "post",
          json: { refresh_token: refreshToken, environment: session.environment() },
          headers: { [NEW_AUTH_HEADER]: NEW_AUTH_HEADER_VALUE },
        });
      } catch (cause) {
        throw new HttpError({ error_code: SESSION_EXPIRED, message: "", retryAfter: null, status: null }, { cause });
      }
      const body = readJson(await response.text());
      const parsed = v.safeParse(TokenPairSchema, body);
      if (!response.ok || hasErrorCode(body) || !parsed.success) {
        const error = normaliseError({ body, retryAfterHeader: response.headers.get("retry-after"), now: now() });
        throw new HttpError({ ...error, error_code: SESSION_EXPIRED, status: response.status });
      }
      session.storeTokens(parsed.output);
    });
    refreshing
      .catch((error: HttpError) => endSession("logout", error))
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  async function waitForRefresh(): Promise<void> {
    // A request that starts while a refresh is running waits for it (spec 000 §4).
    while (refreshing) await refreshing;
  }

  async function send(attempt: Attempt): Promise<{ data: unknown; headers: Headers }> {
    const { method, path, options: request } = attempt;
    await waitForRefresh();
    const environment = session.environment();
    const query = request.environment === false ? request.query : withEnvironment(request.query, environment);
    const params = searchParams(query);
    const url = joinUrl(options.baseUrl, path);

    // Duplicate list GETs: the newer one cancels the older one (spec 000 §7).
    let listKey: string | null = null;
    const controller = new AbortController();
    if (method === "get" && abortPaths.some((re) => re.test(path))) {
      listKey = `${path}?${params.toString()}`;
      inFlightLists.get(listKey)?.abort("superseded");
      inFlightLists.set(listKey, controller);
    }
    const signal = request.signal ? AbortSignal.any([request.signal, controller.signal]) : controller.signal;

    const { headers: auth, token: sentToken } = authHeaders();
    let response: Response;
    try {
      if (signal.aborted) throw signal.reason;
      const body =
        method === "get" || request.environment === false
          ? request.body
          : bodyWithEnvironment(request.body, environment);
      response = await api(url, {
        method,
        searchParams: params,
        headers: { ...auth, ...request.headers },
        signal,
        ...(body instanceof FormData ? { body } : body !== undefined ? { json: body } : {}),
      });
    } catch (cause) {
      if (signal.aborted) {
        throw new HttpError({ error_code: REQUEST_ABORTED, message: "", retryAfter: null }, { cause });
      }
      throw new HttpError({ error_code: SERVER_ERROR, message: "", retryAfter: null, status: null }, { cause });
    } finally {
      if (listKey && inFlightLists.get(listKey) === controller) inFlightLists.delete(listKey);
    }

    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      const code = signal.aborted ? REQUEST_ABORTED : SERVER_ERROR;
      throw new HttpError({ error_code: code, message: "", retryAfter: null, status: response.status }, { cause });
    }
    // A superseded or cancelled request never yields its answer, even one that arrived.
    if (signal.aborted) throw new HttpError({ error_code: REQUEST_ABORTED, message: "", retryAfter: null });
    const body = readJson(text);

    if (response.ok && !hasErrorCode(body)) {
      const parsed = await v.safeParseAsync(request.schema, body);
      if (parsed.success) return { data: parsed.output, headers: response.headers };
      const details = parsed.issues.map((issue) => ({
        field: v.getDotPath(issue) ?? "(answer)",
        message: issue.message,
      }));
      throw new HttpError({
        error_code: INVALID_RESPONSE,
        message: `${method.toUpperCase()} ${path}: the answer does not match the contract (${details
          .slice(0, 3)
          .map((d) => `${d.field}: ${d.message}`)
          .join("; ")})`,
        retryAfter: null,
        status: response.status,
        details,
      });
    }

    const apiError = normaliseError({ body, retryAfterHeader: response.headers.get("retry-after"), now: now() });
    const fieldErrors =
      typeof body === "object" && body !== null && Array.isArray((body as { errors?: unknown }).errors)
        ? ((body as { errors: { field: string; message: string }[] }).errors ?? [])
        : [];
    const error = new HttpError({ ...apiError, status: response.status, details: fieldErrors });
    const effect: SessionEffect = sessionEffect({
      status: response.status,
      error: apiError,
      sentToken,
      currentToken: session.usingNewAuth() ? session.accessToken() : null,
      isReplay: attempt.isReplay,
      canRefresh: session.usingNewAuth() && Boolean(session.refreshToken()),
    });
    switch (effect) {
      case "fail":
        throw error;
      case "logout":
      case "relogin":
        endSession(effect, error);
        throw error;
      case "replay":
        return send({ ...attempt, isReplay: true });
      case "refresh":
        try {
          await refreshOnce();
        } catch (refreshError) {
          throw refreshError instanceof HttpError ? refreshError : error;
        }
        return send({ ...attempt, isReplay: true });
    }
  }

  const call =
    (method: Method) =>
    async <S extends v.GenericSchema | v.GenericSchemaAsync>(path: string, request: RequestOptions<S>) =>
      (await send({ method, path, options: request, isReplay: false })).data as v.InferOutput<S>;

  return {
    get: async (path, request) =>
      (await send({ method: "get", path, options: request, isReplay: false })) as WithHeaders<never>,
    post: call("post"),
    put: call("put"),
    patch: call("patch"),
    delete: call("delete"),
    sessionStarted() {
      sessionEnded = false;
    },
    prepare: () => loadKy().then(() => undefined),
  };
}
