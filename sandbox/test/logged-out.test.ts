/**
 * The logged-out flows over real HTTP (spec 000 §2 logged-out routes; spec 000 §5 / spec 001 §5
 * password rule and registration error keys) and "remember this device" (spec 000 §7 login-hash
 * cookie, one year). Paths and bodies are the contract's design (src/contract/auth-endpoints.ts).
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { NEW_AUTH_HEADER } from "../../src/contract/auth-endpoints.ts";
import { FlowDoneSchema, InvitationSchema, ResetLinkSchema } from "../../src/contract/logged-out-endpoints.ts";
import {
  DEMO_INVITEE_EMAIL,
  DEMO_LINK_TOKENS,
  DEMO_PASSWORD,
  DEMO_PLATFORM_SUB_ACCOUNT,
  DEMO_SMS_OTP,
} from "../demo-logins.ts";
import { FORGOT_PASSWORD_INTERVAL_SECONDS, LINK_LIFETIME_MS } from "../routes/logged-out.ts";
import { expectError, sandboxForFile } from "./helpers.ts";

const sandbox = sandboxForFile();
const NEW_PASSWORD = "Fresh2026pass";

async function mail(to: string): Promise<{ kind: string; token: string; path: string }[]> {
  return (await sandbox.get(`/__sandbox/mail?to=${encodeURIComponent(to)}`)).body;
}

async function loginStatus(email: string, password: string, extra: Record<string, unknown> = {}) {
  return sandbox.post("/api/auth/email", { body: { email, password, ...extra } });
}

describe("password rule (spec 000 §5: at least 8 characters with a letter and a digit)", () => {
  it.each([
    ["", "emptyPassword"],
    ["abc1", "invalidPassword"],
    ["abcdefgh", "invalidPassword"],
    ["12345678", "invalidPassword"],
  ])("refuses %j with 400 naming the password field (%s)", async (password, key) => {
    const r = await sandbox.post("/api/change_password", { body: { token: DEMO_LINK_TOKENS.resetPassword, password } });
    expectError(r, 400, "API_VALIDATION_ERROR");
    expect(r.body.errors).toContainEqual({ field: "password", message: key });
  });
});

describe("forgot password → change password", () => {
  it("sends a reset link to a known address; the same answer for an unknown one", async () => {
    const known = await sandbox.post("/api/forgot_password", { body: { email: "approver@demo.test" } });
    expect(v.parse(FlowDoneSchema, known.body)).toEqual({ ok: true, email: "approver@demo.test" });
    const unknown = await sandbox.post("/api/forgot_password", { body: { email: "nobody@demo.test" } });
    expect(unknown.status).toBe(200);
    expect(await mail("nobody@demo.test")).toEqual([]);
    const [link] = await mail("approver@demo.test");
    expect(link?.path).toBe(`/change_password/${link?.token}`);
  });

  it("sends at most one reset e-mail a minute per address (429 with Retry-After)", async () => {
    await sandbox.post("/api/forgot_password", { body: { email: "withdrawer@demo.test" } });
    const again = await sandbox.post("/api/forgot_password", { body: { email: "withdrawer@demo.test" } });
    expectError(again, 429, "TOO_MANY_REQUESTS");
    expect(Number(again.headers.get("retry-after"))).toBeLessThanOrEqual(FORGOT_PASSWORD_INTERVAL_SECONDS);
  });

  it("the link sets a new password once: the old one stops working, the new one logs in", async () => {
    await sandbox.post("/api/forgot_password", { body: { email: "tech@demo.test" } });
    const [link] = await mail("tech@demo.test");
    const done = await sandbox.post("/api/change_password", { body: { token: link?.token, password: NEW_PASSWORD } });
    expect(done.body).toEqual({ ok: true, email: "tech@demo.test" });
    expectError(await loginStatus("tech@demo.test", DEMO_PASSWORD), 401, "INVALID_CREDENTIALS_ERROR");
    expect((await loginStatus("tech@demo.test", NEW_PASSWORD)).body.status).toBe("AUTHENTICATED");
    const reused = await sandbox.post("/api/change_password", { body: { token: link?.token, password: "Other2026x" } });
    expectError(reused, 410, "LINK_TOKEN_EXPIRED_ERROR");
  });

  it("tells whether a reset link still works before the form is filled in", async () => {
    const ok = await sandbox.get(`/api/change_password/${DEMO_LINK_TOKENS.resetPassword}`);
    expect(v.parse(ResetLinkSchema, ok.body).email).toBe("viewer@demo.test");
    const expired = await sandbox.get(`/api/change_password/${DEMO_LINK_TOKENS.resetPasswordExpired}`);
    expectError(expired, 410, "LINK_TOKEN_EXPIRED_ERROR");
    expectError(await sandbox.get("/api/change_password/nope"), 404, "LINK_TOKEN_INVALID_ERROR");
  });

  it("refuses an expired link, an unknown one, and the password already in use", async () => {
    const expired = await sandbox.post("/api/change_password", {
      body: { token: DEMO_LINK_TOKENS.resetPasswordExpired, password: NEW_PASSWORD },
    });
    expectError(expired, 410, "LINK_TOKEN_EXPIRED_ERROR");
    const unknown = await sandbox.post("/api/change_password", { body: { token: "nope", password: NEW_PASSWORD } });
    expectError(unknown, 404, "LINK_TOKEN_INVALID_ERROR");
    const same = await sandbox.post("/api/change_password", {
      body: { token: DEMO_LINK_TOKENS.resetPassword, password: DEMO_PASSWORD },
    });
    expectError(same, 400, "PASSWORD_ALREADY_BEEN_USED_ERROR");
  });

  it("a reset link stops working after an hour", async () => {
    await sandbox.post("/api/forgot_password", { body: { email: "operator@demo.test" } });
    const [link] = await mail("operator@demo.test");
    sandbox.clock.advance(LINK_LIFETIME_MS.reset + 1);
    const r = await sandbox.post("/api/change_password", { body: { token: link?.token, password: NEW_PASSWORD } });
    expectError(r, 410, "LINK_TOKEN_EXPIRED_ERROR");
  });
});

describe("expired password", () => {
  it("needs the current password and a different new one", async () => {
    const wrong = await sandbox.post("/api/expired_password", {
      body: { email: "noflags@demo.test", current_password: "Wrong1234", password: NEW_PASSWORD },
    });
    expectError(wrong, 401, "INVALID_CREDENTIALS_ERROR");
    const same = await sandbox.post("/api/expired_password", {
      body: { email: "noflags@demo.test", current_password: DEMO_PASSWORD, password: DEMO_PASSWORD },
    });
    expectError(same, 400, "PASSWORD_ALREADY_BEEN_USED_ERROR");
    const ok = await sandbox.post("/api/expired_password", {
      body: { email: "noflags@demo.test", current_password: DEMO_PASSWORD, password: NEW_PASSWORD },
    });
    expect(ok.body).toEqual({ ok: true, email: "noflags@demo.test" });
    expect((await loginStatus("noflags@demo.test", NEW_PASSWORD)).body.status).toBe("AUTHENTICATED");
  });

  it("a login with an expired password is refused until a new password is set", async () => {
    await sandbox.post("/__sandbox/expire-password", { body: { email: "withdrawer@demo.test" } });
    expectError(await loginStatus("withdrawer@demo.test", DEMO_PASSWORD), 403, "PASSWORD_EXPIRED_ERROR");
    expectError(await loginStatus("withdrawer@demo.test", "Wrong1234"), 401, "INVALID_CREDENTIALS_ERROR");
    await sandbox.post("/api/expired_password", {
      body: { email: "withdrawer@demo.test", current_password: DEMO_PASSWORD, password: "Withdraw2026new" },
    });
    expect((await loginStatus("withdrawer@demo.test", "Withdraw2026new")).body.status).toBe("AUTHENTICATED");
  });

  it("names every invalid field", async () => {
    const r = await sandbox.post("/api/expired_password", {
      body: { email: "x", current_password: "", password: "a" },
    });
    expectError(r, 400, "API_VALIDATION_ERROR");
    expect(r.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      "current_password",
      "email",
      "password",
    ]);
  });
});

describe("invitation", () => {
  it("shows the invitation, then creates the member, who logs in to the inviting business", async () => {
    const shown = await sandbox.get(`/api/invitations/${DEMO_LINK_TOKENS.invitation}`);
    expect(v.parse(InvitationSchema, shown.body)).toMatchObject({
      email: DEMO_INVITEE_EMAIL,
      business_name: "Kopi Senja Roastery",
    });
    const accepted = await sandbox.post("/api/invitations/accept", {
      body: { token: DEMO_LINK_TOKENS.invitation, full_name: "Intan Permata", password: NEW_PASSWORD },
    });
    expect(accepted.body).toEqual({ ok: true, email: DEMO_INVITEE_EMAIL });
    const login = await loginStatus(DEMO_INVITEE_EMAIL, NEW_PASSWORD);
    expect(login.body.business.id).toBe("biz_main_id");
    expect(login.body.user.can_view).toBe(true);
    expect(login.body.user.can_edit).toBe(false);
    expectError(await sandbox.get(`/api/invitations/${DEMO_LINK_TOKENS.invitation}`), 410, "LINK_TOKEN_EXPIRED_ERROR");
  });

  it("names the full name and password fields with their message keys", async () => {
    const r = await sandbox.post("/api/invitations/accept", {
      body: { token: "x", full_name: "!", password: "short" },
    });
    expectError(r, 400, "API_VALIDATION_ERROR");
    expect(r.body.errors).toEqual(
      expect.arrayContaining([
        { field: "full_name", message: "invalidFullName" },
        { field: "password", message: "invalidPassword" },
      ]),
    );
  });
});

describe("unlock user", () => {
  it("unlocks a user locked by five wrong passwords, once", async () => {
    for (let i = 0; i < 5; i += 1) await loginStatus("editor@demo.test", "Wrong1234");
    expectError(await loginStatus("editor@demo.test", DEMO_PASSWORD), 403, "USER_LOCKED_ERROR");
    const r = await sandbox.post("/api/unlock_user", { body: { token: DEMO_LINK_TOKENS.unlock } });
    expect(r.body).toEqual({ ok: true, email: "editor@demo.test" });
    expect((await loginStatus("editor@demo.test", DEMO_PASSWORD)).body.status).toBe("AUTHENTICATED");
    const again = await sandbox.post("/api/unlock_user", { body: { token: DEMO_LINK_TOKENS.unlock } });
    expectError(again, 410, "LINK_TOKEN_EXPIRED_ERROR");
  });
});

describe("confirm e-mail", () => {
  it("verifies the address of the link's user", async () => {
    const before = await loginStatus("unverified@demo.test", DEMO_PASSWORD);
    expect(before.body.user.email_verification_status).toBe("PENDING");
    const r = await sandbox.post("/api/confirm_email", { body: { token: DEMO_LINK_TOKENS.confirmEmail } });
    expect(r.body).toEqual({ ok: true, email: "unverified@demo.test" });
    const after = await loginStatus("unverified@demo.test", DEMO_PASSWORD);
    expect(after.body.user.email_verification_status).toBe("VERIFIED");
  });

  it("'send the link again' of a logged-in PENDING user e-mails a new confirm link", async () => {
    const token = await sandbox.token("unverified@demo.test");
    const before = (await mail("unverified@demo.test")).length;
    expect((await sandbox.post("/api/users/resend_email_verification", { token })).status).toBe(200);
    const after = await mail("unverified@demo.test");
    expect(after.length).toBe(before + 1);
    expect(after[0]?.path).toBe(`/confirm_email/${after[0]?.token}`);
  });
});

describe("registration (/register/{step}; spec 001 §5 registration errors)", () => {
  it("creates a user with a REGISTERED business and e-mails the confirm link", async () => {
    const body = {
      email: "new-merchant@demo.test",
      full_name: "Rina Kartika",
      business_name: "Rina's Batik & Co.",
      password: NEW_PASSWORD,
    };
    const r = await sandbox.post("/api/register", { body });
    expect(r.body).toEqual({ ok: true, email: body.email });
    const login = await loginStatus(body.email, NEW_PASSWORD);
    expect(login.body.business).toMatchObject({ name: body.business_name, go_live_status: "REGISTERED" });
    expect(login.body.user.email_verification_status).toBe("PENDING");
    const [link] = await mail(body.email);
    expect(link?.kind).toBe("confirm_email");
    expect((await sandbox.post("/api/confirm_email", { body: { token: link?.token } })).status).toBe(200);
    expectError(await sandbox.post("/api/register", { body }), 409, "EMAIL_ALREADY_REGISTERED_ERROR");
  });

  it("answers each registration error key for its field", async () => {
    const r = await sandbox.post("/api/register", {
      body: { email: "not-an-email", full_name: "", business_name: "?", password: "" },
    });
    expectError(r, 400, "API_VALIDATION_ERROR");
    expect(r.body.errors).toEqual(
      expect.arrayContaining([
        { field: "email", message: "invalidEmail" },
        { field: "full_name", message: "invalidFullName" },
        { field: "business_name", message: "invalidBusinessName" },
        { field: "password", message: "emptyPassword" },
      ]),
    );
    expect(await mail("not-an-email")).toEqual([]);
  });
});

describe("platform registration (/xenplatform/register/{business_id})", () => {
  it("lets one owner sign up for a sub-account", async () => {
    const body = {
      business_id: DEMO_PLATFORM_SUB_ACCOUNT,
      email: "seller-owner@demo.test",
      full_name: "Yusuf Hakim",
      password: NEW_PASSWORD,
    };
    expect((await sandbox.post("/api/xenplatform/register", { body })).body).toEqual({ ok: true, email: body.email });
    expect((await loginStatus(body.email, NEW_PASSWORD)).body.business.id).toBe(DEMO_PLATFORM_SUB_ACCOUNT);
    const second = await sandbox.post("/api/xenplatform/register", { body: { ...body, email: "other@demo.test" } });
    expectError(second, 409, "INVALID_STATE_ERROR");
    const notSub = await sandbox.post("/api/xenplatform/register", {
      body: { ...body, business_id: "biz_main_id", email: "x@demo.test" },
    });
    expectError(notSub, 404, "DATA_NOT_FOUND");
  });
});

describe("remember this device (spec 000 §7 login-hash cookie, one year)", () => {
  async function smsLogin(extra: Record<string, unknown> = {}, cookie?: string) {
    const first = await sandbox.post("/api/auth/email", {
      body: { email: "sms@demo.test", password: DEMO_PASSWORD, ...extra },
      ...(cookie ? { cookie } : {}),
    });
    return first;
  }

  it("a second factor with remember_device answers a login hash and sets the per-brand cookie for a year", async () => {
    const first = await smsLogin();
    expect(first.body.status).toBe("MFA_REQUIRED");
    const done = await sandbox.post("/api/authorize_sms_otp_login!", {
      body: { mfa_token: first.body.mfa_token, otp_token: DEMO_SMS_OTP, remember_device: true, brand: "main" },
    });
    expect(done.body.status).toBe("AUTHENTICATED");
    const hash: string = done.body.login_hash;
    expect(hash).toBeTruthy();
    expect(done.headers.get("set-cookie")).toContain(`login_hash_main=${hash}; Path=/; Max-Age=31536000`);

    expect((await smsLogin({ login_hash: hash })).body.status).toBe("AUTHENTICATED");
    expect((await smsLogin({}, `login_hash_main=${hash}`)).body.status).toBe("AUTHENTICATED");
    expect((await smsLogin({ login_hash: "someone-else" })).body.status).toBe("MFA_REQUIRED");
    // the hash belongs to this user only
    const other = await sandbox.post("/api/auth/email", {
      body: { email: "authenticator@demo.test", password: DEMO_PASSWORD, login_hash: hash },
    });
    expect(other.body.status).toBe("MFA_REQUIRED");

    sandbox.clock.advance(366 * 86_400_000);
    expect((await smsLogin({ login_hash: hash })).body.status).toBe("MFA_REQUIRED");
  });

  it("without remember_device nothing is remembered", async () => {
    const first = await smsLogin();
    const done = await sandbox.post("/api/authorize_sms_otp_login!", {
      body: { mfa_token: first.body.mfa_token, otp_token: DEMO_SMS_OTP },
    });
    expect(done.body.login_hash).toBeUndefined();
    expect(done.headers.get("set-cookie") ?? "").not.toContain("login_hash");
  });

  it("the device-verification link remembers its login hash for the user", async () => {
    const bad = await sandbox.post("/api/device_verification", {
      body: { hash: DEMO_LINK_TOKENS.deviceHash, canvas_hash: "another-canvas" },
    });
    expectError(bad, 404, "LINK_TOKEN_INVALID_ERROR");
    const ok = await sandbox.post("/api/device_verification", {
      body: { hash: DEMO_LINK_TOKENS.deviceHash, canvas_hash: DEMO_LINK_TOKENS.deviceCanvasHash },
    });
    expect(ok.body).toEqual({ ok: true, email: "sms@demo.test" });
    expect((await smsLogin({ login_hash: DEMO_LINK_TOKENS.deviceHash })).body.status).toBe("AUTHENTICATED");
  });
});

describe("new-auth header (spec 000 §7)", () => {
  it("a request with the header is not answered from the session cookie", async () => {
    const login = await sandbox.post("/api/sessions", { body: { email: "viewer@demo.test", password: DEMO_PASSWORD } });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] as string;
    expect((await sandbox.get("/api/user-data", { cookie })).status).toBe(200);
    const r = await sandbox.get("/api/user-data", { cookie, headers: { [NEW_AUTH_HEADER]: "true" } });
    expectError(r, 401, "AUTHENTICATION_ERROR");
  });
});

describe("demo links", () => {
  it("a reset restores the seeded links", async () => {
    await sandbox.post("/__sandbox/reset");
    const r = await sandbox.get(`/api/invitations/${DEMO_LINK_TOKENS.invitation}`);
    expect(r.status).toBe(200);
    expect(await mail("viewer@demo.test")).toEqual(
      expect.arrayContaining([expect.objectContaining({ token: DEMO_LINK_TOKENS.resetPassword })]),
    );
  });
});
