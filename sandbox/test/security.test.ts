/**
 * Issue 20 over real HTTP: login abuse (item 3) and the sandbox-only surfaces (item 5).
 * One sandbox for the file; each test moves the clock past the throttling windows first.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, DEMO_PIN, DEMO_SMS_OTP } from "../demo-logins.ts";
import { sanitizeFileName } from "../file-names.ts";
import {
  LOCK_MINUTES,
  LOGIN_ADDRESS_LIMIT,
  LOGIN_CLIENT_LIMIT,
  LOGIN_WINDOW_MS,
  MAX_FAILED_LOGINS,
} from "../routes/auth.ts";
import { expectError, sandboxForFile } from "./helpers.ts";

const ALLOWED_ORIGIN = "http://localhost:5173";
const sandbox = sandboxForFile({ corsOrigins: [ALLOWED_ORIGIN], adminSecret: "test-secret" });

const login = (email: string, password: string) => sandbox.post("/api/auth/email", { body: { email, password } });
/** What a caller can tell from an answer: status, code and message. */
const seen = (r: { status: number; body: { error_code?: string; message?: string } }) =>
  `${r.status} ${r.body.error_code} ${r.body.message}`;

beforeEach(() => sandbox.clock.advance(LOCK_MINUTES * 60_000 + LOGIN_WINDOW_MS));

describe("login abuse (issue 20 item 3)", () => {
  it("answers an address without an account exactly like one with: wrong, then locked (even with the right password)", async () => {
    const known: string[] = [];
    const unknown: string[] = [];
    for (let i = 0; i < MAX_FAILED_LOGINS + 1; i++) {
      known.push(seen(await login("approver@demo.test", "Wrong-password1")));
      unknown.push(seen(await login("nobody-here@demo.test", "Wrong-password1")));
    }
    expect(unknown).toEqual(known);
    expect(known.slice(0, MAX_FAILED_LOGINS - 1).every((a) => a.startsWith("401 INVALID_CREDENTIALS_ERROR"))).toBe(
      true,
    );
    expect(known.slice(MAX_FAILED_LOGINS - 1).every((a) => a.startsWith("403 USER_LOCKED_ERROR"))).toBe(true);
    expect(seen(await login("approver@demo.test", DEMO_PASSWORD))).toBe(
      seen(await login("nobody-here@demo.test", DEMO_PASSWORD)),
    );
  });

  it("e-mails the locked user an unlock link that ends the lock at once", async () => {
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) await login("tech@demo.test", "Wrong-password1");
    expectError(await login("tech@demo.test", DEMO_PASSWORD), 403, "USER_LOCKED_ERROR");
    const mail = await sandbox.get("/__sandbox/mail?to=tech@demo.test");
    const unlock = (mail.body as { kind: string; token: string; path: string }[]).find((m) => m.kind === "unlock");
    expect(unlock?.path).toBe(`/unlock_user/${unlock?.token}`);
    expect((await sandbox.post("/api/unlock_user", { body: { token: unlock?.token } })).status).toBe(200);
    expect((await login("tech@demo.test", DEMO_PASSWORD)).body.status).toBe("AUTHENTICATED");
  });

  it("throttles by address: after the limit a 429 with Retry-After, the same for a known and an unknown address", async () => {
    for (const email of ["viewer@demo.test", "ghost@demo.test"]) {
      for (let i = 0; i < LOGIN_ADDRESS_LIMIT; i++) await login(email, "Wrong-password1");
      const r = await login(email, DEMO_PASSWORD);
      expectError(r, 429, "TOO_MANY_REQUESTS");
      expect(Number(r.headers.get("retry-after"))).toBe(LOGIN_WINDOW_MS / 1000);
    }
    // other addresses are not affected
    expect((await login("owner@demo.test", DEMO_PASSWORD)).status).toBe(200);
  });

  it("throttles by client: many addresses from one client end in 429 with Retry-After", async () => {
    for (let i = 0; i < LOGIN_CLIENT_LIMIT; i++) await login(`spray-${i}@demo.test`, "Wrong-password1");
    const r = await login("owner@demo.test", DEMO_PASSWORD);
    expectError(r, 429, "TOO_MANY_REQUESTS");
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
    sandbox.clock.advance(LOGIN_WINDOW_MS);
    expect((await login("owner@demo.test", DEMO_PASSWORD)).status).toBe(200);
  });

  it("throttles PIN attempts: from the second wrong PIN the next try waits (429 + Retry-After, not counted)", async () => {
    const token = await sandbox.token("noflags@demo.test");
    const set = await sandbox.request("PUT", "/api/users/_pin", {
      token,
      body: { pin: DEMO_PIN, token: DEMO_SMS_OTP },
    });
    expect(set.status).toBe(200);
    const pin = (value: string) => sandbox.post("/api/pin_authorization_tokens", { token, body: { pin: value } });
    expectError(await pin("000000"), 400, "INVALID_PIN_ERROR");
    expectError(await pin("000000"), 400, "INVALID_PIN_ERROR");
    const waiting = await pin(DEMO_PIN);
    expectError(waiting, 429, "TOO_MANY_REQUESTS");
    expect(Number(waiting.headers.get("retry-after"))).toBe(2);
    sandbox.clock.advance(2_000);
    expect((await pin(DEMO_PIN)).status).toBe(200);
  });
});

describe("sandbox-only surfaces (issue 20 item 5)", () => {
  it("refuses a cross-origin admin call (text/plain reset, one-time token) and accepts the secret or the same origin", async () => {
    const crossSite = { origin: "https://evil.example", "sec-fetch-site": "cross-site", "content-type": "text/plain" };
    for (const path of ["/__sandbox/reset", "/__sandbox/one-time-tokens"]) {
      const r = await fetch(`${sandbox.url}${path}`, { method: "POST", headers: crossSite, body: "{}" });
      expect(r.status, path).toBe(403);
    }
    // another local port is another origin too
    const local = await fetch(`${sandbox.url}/__sandbox/faults`, {
      headers: { origin: "http://127.0.0.1:1", "sec-fetch-site": "same-site" },
    });
    expect(local.status).toBe(403);
    const wrongSecret = await fetch(`${sandbox.url}/__sandbox/faults`, { headers: { "x-sandbox-secret": "guess" } });
    expect(wrongSecret.status).toBe(403);
    const withSecret = await fetch(`${sandbox.url}/__sandbox/faults`, {
      headers: { "x-sandbox-secret": "test-secret", origin: "https://tool.example" },
    });
    expect(withSecret.status).toBe(200);
    const host = new URL(sandbox.url).host;
    const sameOrigin = await fetch(`${sandbox.url}/__sandbox/faults`, {
      headers: { origin: `http://${host}`, "sec-fetch-site": "same-origin" },
    });
    expect(sameOrigin.status).toBe(200);
  });

  it("serves an uploaded file only to users of its business, by token or by the login's file cookie", async () => {
    const owner = await login("editor@demo.test", DEMO_PASSWORD);
    const token = owner.body.access_token as string;
    const cookie = (owner.headers.getSetCookie().find((c) => c.startsWith("sandbox_files=")) ?? "").split(";")[0];
    expect(cookie).toMatch(/^sandbox_files=\S+\.\S+$/);
    const form = new FormData();
    form.set(
      "file_content",
      new File([new TextEncoder().encode("%PDF-1.4 x")], "nib.pdf", { type: "application/pdf" }),
    );
    form.set("doc_type", "NIB");
    const uploaded = await sandbox.post("/api/upload_business_file", { token, form });
    expect(uploaded.status).toBe(200);
    const url = `${sandbox.url}${uploaded.body.url}`;
    expect((await fetch(url)).status).toBe(404);
    expect((await fetch(url, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    const byCookie = await fetch(url, { headers: { cookie: cookie as string } });
    expect(byCookie.status).toBe(200);
    expect(byCookie.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await fetch(url, { headers: { cookie: "sandbox_files=ses_forged.abc" } })).status).toBe(404);
    // a user of other businesses only (sister brand) gets nothing
    const stranger = await sandbox.token("sister@demo.test");
    expect((await fetch(url, { headers: { authorization: `Bearer ${stranger}` } })).status).toBe(404);
  });

  it("stores upload names without paths, NUL or markup", async () => {
    const token = await sandbox.token("editor@demo.test");
    const form = new FormData();
    form.set(
      "file_content",
      new File([new TextEncoder().encode("%PDF-1.4 y")], "../../etc/x\u0000<img src=x onerror=alert(1)>.pdf", {
        type: "application/pdf",
      }),
    );
    form.set("doc_type", "NIB");
    const uploaded = await sandbox.post("/api/upload_business_file", { token, form });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.file_name).toBe("x img src=x onerror=alert(1) .pdf");
    expect(uploaded.body.file_name).not.toMatch(/[<>/\\]/);
    expect(uploaded.body.file_name.includes("\u0000")).toBe(false);
    expect(sanitizeFileName("..\\..\\a.pdf")).toBe("a.pdf");
    expect(sanitizeFileName("\u0000\u0001")).toBe("file");
    expect(sanitizeFileName(`${"a".repeat(400)}.pdf`)).toMatch(/^a{251}\.pdf$/);
  });

  it("answers CORS only for the configured dashboard origins", async () => {
    const pre = await fetch(`${sandbox.url}/api/user-data`, {
      method: "OPTIONS",
      headers: { origin: ALLOWED_ORIGIN, "access-control-request-method": "GET" },
    });
    expect(pre.headers.get("access-control-allow-origin")).toBe(ALLOWED_ORIGIN);
    expect(pre.headers.get("access-control-allow-credentials")).toBe("true");
    for (const origin of ["http://localhost:5174", "http://127.0.0.1:5173", "https://evil.example"]) {
      const r = await fetch(`${sandbox.url}/api/user-data`, { headers: { origin } });
      expect(r.headers.get("access-control-allow-origin"), origin).toBeNull();
    }
  });
});
