// biome-ignore-all lint/suspicious/noExplicitAny: tests inspect JSON answers loosely; the contract schemas check shapes
/** Test helpers: a fresh sandbox on a free port with a controllable clock, and a small HTTP client. */
import * as v from "valibot";
import { afterAll, beforeAll, expect } from "vitest";
import { type Endpoint, type GatedPage, pathFor } from "../../src/contract/define.ts";
import { ENDPOINTS } from "../../src/contract/endpoints.ts";
import type { PageKey } from "../../src/domain/brand/sections.ts";
import {
  canSeePage,
  canSeeSettingsPage,
  type PageFlags,
  type PermissionFlags,
  type SettingsPage,
  type VisibilityContext,
} from "../../src/domain/visibility/pages.ts";
import { ALL_PAGE_FLAGS, visibilityContext } from "../../src/domain/visibility/test-context.ts";
import type { Db } from "../db.ts";
import { DEMO_PASSWORD } from "../demo-logins.ts";
import { type Sandbox, type SandboxOptions, startSandbox } from "../server.ts";

/** Path parameters that name nothing in the seed (a BIN, outlet and prefix that pass their formats). */
export const PLACEHOLDER_PARAMS = {
  id: "x",
  user_id: "x",
  business_key: "x",
  name: "x",
  ruleSetId: "x",
  bin: "411111",
  outlet: "A",
  prefix: "1",
};

export type Clock = { now: number; advance(ms: number): void };

export type Answer<T = any> = { status: number; body: T; headers: Headers };

export type RequestOptions = {
  body?: unknown;
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
  form?: FormData;
};

export class TestSandbox {
  url = "";
  clock: Clock = { now: Date.UTC(2026, 10, 23, 9), advance: (ms) => (this.clock.now += ms) };
  private closer: (() => Promise<void>) | undefined;
  private running: Sandbox | undefined;

  async start(options: Omit<SandboxOptions, "now"> = {}): Promise<void> {
    const s = await startSandbox({ ...options, port: 0, now: () => this.clock.now });
    this.url = s.url;
    this.closer = s.close;
    this.running = s.sandbox;
  }

  /** The running instance's database, to check what a request wrote (or did not). */
  get db(): Db {
    if (!this.running) throw new Error("the sandbox is not running");
    return this.running.state.db;
  }

  async stop(): Promise<void> {
    await this.closer?.();
  }

  async request<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.cookie) headers.cookie = options.cookie;
    let body: BodyInit | undefined;
    if (options.form) body = options.form;
    else if (options.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.body);
    }
    const response = await fetchRetryingStaleSocket(this.url + path, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  /** Call a contract endpoint by name; a 200 must parse with its response schema. */
  async call(
    name: string,
    token: string,
    options: { params?: Record<string, string>; body?: unknown; query?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const ep = ENDPOINTS[name] as Endpoint;
    const path = pathFor(ep.path, options.params) + (options.query ? `?${options.query}` : "");
    const r = await this.request(ep.method, path, {
      token,
      ...(ep.method === "GET" ? {} : { body: options.body ?? {} }),
      ...(options.headers ? { headers: options.headers } : {}),
    });
    if (r.status === 200) {
      const parsed = v.safeParse(ep.response, r.body);
      expect(parsed.success, `${ep.method} ${ep.path} answered outside its schema: ${JSON.stringify(r.body)}`).toBe(
        true,
      );
    }
    return r;
  }

  /** Call a contract endpoint with placeholder path parameters and an empty body (none for a GET). */
  callWithPlaceholders(ep: Pick<Endpoint, "method" | "path">, token?: string): Promise<Answer> {
    return this.request(ep.method, pathFor(ep.path, PLACEHOLDER_PARAMS), {
      ...(token ? { token } : {}),
      ...(ep.method === "GET" ? {} : { body: {} }),
    });
  }

  get = <T = any>(path: string, options?: RequestOptions) => this.request<T>("GET", path, options);
  post = <T = any>(path: string, options?: RequestOptions) => this.request<T>("POST", path, options);

  /** New-token login without a second factor; returns the pair. */
  async login(email: string): Promise<{ access_token: string; refresh_token: string }> {
    const r = await this.post("/api/auth/email", { body: { email, password: DEMO_PASSWORD } });
    if (r.status !== 200 || r.body.status !== "AUTHENTICATED")
      throw new Error(`login ${email}: ${r.status} ${JSON.stringify(r.body)}`);
    return { access_token: r.body.access_token, refresh_token: r.body.refresh_token };
  }

  /** Login, switch to `businessId` (the new-token flow) and return the new access token. */
  async switchedToken(email: string, businessId: string): Promise<string> {
    const r = await this.post("/api/switch-business", {
      token: await this.token(email),
      body: { business_id: businessId },
    });
    if (r.status !== 200) throw new Error(`switch ${email} to ${businessId}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.access_token;
  }

  /**
   * A token of a member who may see `page` (spec 000 §6): the owner of the main Indonesian
   * business, except for the platform pages (a platform business) and e-receipts (an internal
   * user in a Philippine business).
   */
  callerFor(page: string | undefined): Promise<string> {
    if (page === "xenplatform") return this.switchedToken("platform@demo.test", "biz_platform");
    if (page === "eReceipts") return this.switchedToken("staff@demo.test", "biz_main_ph");
    // the activation pages are a tier-zero business's (spec 000 §6): an administrator of a REGISTERED one
    if (page === "activation") return this.switchedToken("multi@demo.test", "biz_status_02");
    return this.token("owner@demo.test");
  }

  /** Login and return just the access token. */
  async token(email: string): Promise<string> {
    return (await this.login(email)).access_token;
  }
}

/**
 * fetch, once more when a kept-alive socket was closed by the server while idle (ECONNRESET
 * before any answer): a test that spent seconds without HTTP (e.g. seeding another database in
 * this process) would otherwise fail on the next call.
 */
async function fetchRetryingStaleSocket(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code !== "ECONNRESET" || init.body instanceof FormData) throw error;
    return fetch(url, init);
  }
}

/** One fresh sandbox per test file. */
export function sandboxForFile(options: Omit<SandboxOptions, "now"> = {}): TestSandbox {
  const sandbox = new TestSandbox();
  beforeAll(() => sandbox.start(options));
  afterAll(() => sandbox.stop());
  return sandbox;
}

/** The `{ error_code, message }` shape. */
export function expectError(answer: Answer, status: number, code: string): void {
  if (answer.status !== status || answer.body?.error_code !== code || typeof answer.body?.message !== "string") {
    throw new Error(`expected ${status} ${code}, got ${answer.status} ${JSON.stringify(answer.body)}`);
  }
}

/** What differs from the seeded main business in another seeded business (for the visibility rule). */
export type BusinessFacts = {
  business?: Partial<VisibilityContext["business"]>;
  settings?: Partial<VisibilityContext["settings"]>;
  pageFlags?: Partial<PageFlags>;
};

/**
 * Whether the dashboard's rule (src/domain/visibility) shows `page` to a member with `flags`
 * of a seeded business: by default the main one (Indonesia, main brand, LIVE, not a platform,
 * every page flag on).
 */
export function visibleIn(page: GatedPage, flags: Partial<PermissionFlags>, facts: BusinessFacts = {}): boolean {
  const ctx = visibilityContext({
    user: flags,
    business: { id: "biz_main_id", ...facts.business },
    settings: { is_xen_platform: false, can_view_disbursement: true, ...facts.settings },
    flags: { ...ALL_PAGE_FLAGS, batch_payout_links: true, ...facts.pageFlags },
  });
  return page.startsWith("settings/")
    ? canSeeSettingsPage(page.slice("settings/".length) as SettingsPage, ctx)
    : canSeePage(page as PageKey, ctx);
}

export const visibleInMainBusiness = (
  page: GatedPage,
  flags: Partial<PermissionFlags>,
  pageFlags?: Partial<PageFlags>,
) => visibleIn(page, flags, pageFlags ? { pageFlags } : {});

/** A PNG the gateway's content check reads as `width`×`height` (signature + IHDR), for image uploads. */
export function pngBlob(width: number, height: number): Blob {
  const out = new Uint8Array(64);
  out.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(out.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return new Blob([out], { type: "image/png" });
}
