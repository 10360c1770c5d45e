/** Auth contract over real HTTP: spec 000 §4 "Authentication", §7 auth calls, §8 error catalogue. */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { AuthenticatedSchema, LoginResultSchema, TokenPairSchema } from "../../src/contract/login.ts";
import { AuthenticatedUserDataSchema, UserDataSchema } from "../../src/contract/user.ts";
import { REFRESH_GRACE_SECONDS } from "../auth.ts";
import {
  DEMO_AUTHENTICATOR_CODE,
  DEMO_BACKUP_CODES,
  DEMO_ONE_TIME_TOKEN,
  DEMO_PASSWORD,
  DEMO_PIN,
  DEMO_SMS_OTP,
} from "../demo-logins.ts";
import { MFA_BLOCK_MS } from "../routes/auth.ts";
import { expectError, sandboxForFile } from "./helpers.ts";

const TTL = 60;
const sandbox = sandboxForFile({ accessTokenTtlSeconds: TTL });

describe("login (spec 000 §7)", () => {
  it("new-token login answers the documented shape with a token pair", async () => {
    const r = await sandbox.post("/api/auth/email", { body: { email: "viewer@demo.test", password: DEMO_PASSWORD } });
    expect(r.status).toBe(200);
    const parsed = v.parse(AuthenticatedSchema, r.body);
    expect(parsed.access_token).toBeTruthy();
    expect(parsed.refresh_token).toBeTruthy();
    expect(parsed.user.can_view).toBe(true);
    expect(parsed.user.can_edit).toBe(false);
  });

  it("cookie login (/api/sessions) sets an HttpOnly session cookie that authenticates later calls", async () => {
    const r = await sandbox.post("/api/sessions", { body: { email: "editor@demo.test", password: DEMO_PASSWORD } });
    expect(r.status).toBe(200);
    expect(r.body.access_token).toBeUndefined();
    const cookie = r.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/HttpOnly/);
    const session = cookie.split(";")[0] as string;
    const me = await sandbox.get("/api/user-data", { cookie: session });
    expect(me.status).toBe(200);
    expect(v.parse(UserDataSchema, me.body).user.email).toBe("editor@demo.test");
    const out = await sandbox.post("/api/logout", { cookie: session });
    expect(out.status).toBe(200);
    expectError(await sandbox.get("/api/user-data", { cookie: session }), 401, "INVALIDATED_TOKEN");
  });

  it("a wrong password is 401 INVALID_CREDENTIALS_ERROR; bad input is 400 naming the fields", async () => {
    expectError(
      await sandbox.post("/api/auth/email", { body: { email: "viewer@demo.test", password: "nope" } }),
      401,
      "INVALID_CREDENTIALS_ERROR",
    );
    const bad = await sandbox.post("/api/auth/email", { body: { email: "not-an-email" } });
    expectError(bad, 400, "API_VALIDATION_ERROR");
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(["email", "password"]);
  });

  it("no credentials is 401 AUTHENTICATION_ERROR 'Please log in' (spec 000 §8)", async () => {
    const r = await sandbox.get("/api/user-data");
    expectError(r, 401, "AUTHENTICATION_ERROR");
    expect(r.body.message).toBe("Please log in");
  });

  it("locks the user after five wrong passwords in a row: USER_LOCKED_ERROR even with the right one", async () => {
    for (let i = 0; i < 4; i++) {
      expectError(
        await sandbox.post("/api/auth/email", { body: { email: "noflags@demo.test", password: "wrong" } }),
        401,
        "INVALID_CREDENTIALS_ERROR",
      );
    }
    expectError(
      await sandbox.post("/api/auth/email", { body: { email: "noflags@demo.test", password: "wrong" } }),
      403,
      "USER_LOCKED_ERROR",
    );
    expectError(
      await sandbox.post("/api/auth/email", { body: { email: "noflags@demo.test", password: DEMO_PASSWORD } }),
      403,
      "USER_LOCKED_ERROR",
    );
    sandbox.clock.advance(31 * 60_000);
    expect(
      (await sandbox.post("/api/auth/email", { body: { email: "noflags@demo.test", password: DEMO_PASSWORD } })).status,
    ).toBe(200);
  });
});

describe("tokens (spec 000 §4)", () => {
  it("an expired access token is 401 JWT_EXPIRED_ERROR; refresh rotates the pair", async () => {
    const pair = await sandbox.login("approver@demo.test");
    expect((await sandbox.get("/api/user-data", { token: pair.access_token })).status).toBe(200);
    sandbox.clock.advance((TTL + 1) * 1000);
    expectError(await sandbox.get("/api/user-data", { token: pair.access_token }), 401, "JWT_EXPIRED_ERROR");
    const refreshed = await sandbox.post("/api/auth/token/refresh", { body: { refresh_token: pair.refresh_token } });
    expect(refreshed.status).toBe(200);
    const next = v.parse(TokenPairSchema, refreshed.body);
    expect(next.refresh_token).not.toBe(pair.refresh_token);
    expect(next.expires_in).toBe(TTL);
    expect((await sandbox.get("/api/user-data", { token: next.access_token })).status).toBe(200);
  });

  it("reusing a refresh token is rejected and ends the session (rotation with reuse detection)", async () => {
    const pair = await sandbox.login("withdrawer@demo.test");
    const first = await sandbox.post("/api/auth/token/refresh", { body: { refresh_token: pair.refresh_token } });
    expect(first.status).toBe(200);
    sandbox.clock.advance((REFRESH_GRACE_SECONDS + 1) * 1000);
    expectError(
      await sandbox.post("/api/auth/token/refresh", { body: { refresh_token: pair.refresh_token } }),
      401,
      "INVALIDATED_TOKEN",
    );
    // the whole session is gone: the rotated pair no longer works either
    expectError(await sandbox.get("/api/user-data", { token: first.body.access_token }), 401, "INVALIDATED_TOKEN");
    expectError(
      await sandbox.post("/api/auth/token/refresh", { body: { refresh_token: first.body.refresh_token } }),
      401,
      "INVALIDATED_TOKEN",
    );
  });

  it("issue 20 item 2: two refreshes with one token at the same moment both answer the same new pair, which works", async () => {
    const pair = await sandbox.login("approver@demo.test");
    const refresh = () => sandbox.post("/api/auth/token/refresh", { body: { refresh_token: pair.refresh_token } });
    const [a, b] = await Promise.all([refresh(), refresh()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body).toEqual(a.body);
    // a retry a few seconds later (inside the grace window) still gets the same pair
    sandbox.clock.advance((REFRESH_GRACE_SECONDS - 2) * 1000);
    const retry = await refresh();
    expect(retry.body).toEqual(a.body);
    expect((await sandbox.get("/api/user-data", { token: a.body.access_token })).status).toBe(200);
    const next = await sandbox.post("/api/auth/token/refresh", { body: { refresh_token: a.body.refresh_token } });
    expect(next.status).toBe(200);
    // after the window, the old token is reuse: the session ends
    sandbox.clock.advance(3000);
    expectError(await refresh(), 401, "INVALIDATED_TOKEN");
    expectError(await sandbox.get("/api/user-data", { token: next.body.access_token }), 401, "INVALIDATED_TOKEN");
  });

  it("after DELETE /api/auth/token elsewhere the token is 401 INVALIDATED_TOKEN", async () => {
    const pair = await sandbox.login("tech@demo.test");
    const out = await sandbox.request("DELETE", "/api/auth/token", {
      token: pair.access_token,
      body: { token: pair.refresh_token },
    });
    expect(out.status).toBe(200);
    expectError(await sandbox.get("/api/user-data", { token: pair.access_token }), 401, "INVALIDATED_TOKEN");
    expectError(
      await sandbox.post("/api/auth/token/refresh", { body: { refresh_token: pair.refresh_token } }),
      401,
      "INVALIDATED_TOKEN",
    );
  });

  it("DELETE /api/auth/token with an expired access token ends the session named by the refresh token", async () => {
    const pair = await sandbox.login("viewer@demo.test");
    sandbox.clock.advance((TTL + 1) * 1000);
    const out = await sandbox.request("DELETE", "/api/auth/token", {
      token: pair.access_token,
      body: { token: pair.refresh_token },
    });
    expect(out.status).toBe(200);
    expectError(
      await sandbox.post("/api/auth/token/refresh", { body: { refresh_token: pair.refresh_token } }),
      401,
      "INVALIDATED_TOKEN",
    );
    expectError(await sandbox.request("DELETE", "/api/auth/token", { body: {} }), 401, "AUTHENTICATION_ERROR");
  });

  it("a tampered token is 401 INVALIDATED_TOKEN", async () => {
    const token = await sandbox.token("viewer@demo.test");
    expectError(await sandbox.get("/api/user-data", { token: `${token.slice(0, -3)}abc` }), 401, "INVALIDATED_TOKEN");
  });

  it("a user removed from the business gets 403 USER_BUSINESS_NOT_FOUND_ERROR", async () => {
    const member = await sandbox.token("operator@demo.test");
    const owner = await sandbox.token("owner@demo.test");
    expect((await sandbox.request("DELETE", "/api/businesses/users/usr_operator", { token: owner })).status).toBe(200);
    expectError(await sandbox.get("/api/user-data", { token: member }), 403, "USER_BUSINESS_NOT_FOUND_ERROR");
  });

  it("one-time-token login works once (spec 000 §7 verify-one-time-token)", async () => {
    const body = { token: DEMO_ONE_TIME_TOKEN, source: "email", page: "home" };
    const first = await sandbox.post("/api/auth/verify-one-time-token", { body });
    expect(first.status).toBe(200);
    expect(v.parse(AuthenticatedSchema, first.body).user.email).toBe("owner@demo.test");
    expectError(await sandbox.post("/api/auth/verify-one-time-token", { body }), 401, "ONE_TIME_TOKEN_INVALID_ERROR");
  });
});

describe("second factor (spec 000 §7 login helpers)", () => {
  async function challenge(email: string) {
    const r = await sandbox.post("/api/auth/email", { body: { email, password: DEMO_PASSWORD } });
    const parsed = v.parse(LoginResultSchema, r.body);
    if (parsed.status !== "MFA_REQUIRED") throw new Error("expected MFA_REQUIRED");
    return parsed;
  }

  it("SMS OTP: send (rate-limited with Retry-After), wrong code, right code", async () => {
    const ch = await challenge("sms@demo.test");
    expect(ch.mfa_type).toBe("phone_number");
    expect(ch.phone_number_hint).toMatch(/^\+62\*+7890$/);
    expect((await sandbox.post("/api/sms_otp_login", { body: { mfa_token: ch.mfa_token } })).status).toBe(200);
    const again = await sandbox.post("/api/sms_otp_login", { body: { mfa_token: ch.mfa_token } });
    expectError(again, 429, "TOO_MANY_REQUESTS");
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(again.headers.get("retry-after"))).toBeLessThanOrEqual(30);
    expectError(
      await sandbox.post("/api/authorize_sms_otp_login!", { body: { mfa_token: ch.mfa_token, otp_token: "000000" } }),
      400,
      "OTP_TOKEN_NOT_VALID_ERROR",
    );
    const ok = await sandbox.post("/api/authorize_sms_otp_login!", {
      body: { mfa_token: ch.mfa_token, otp_token: DEMO_SMS_OTP },
    });
    expect(ok.status).toBe(200);
    expect(v.parse(AuthenticatedSchema, ok.body).access_token).toBeTruthy();
    // the attempt is finished: it cannot be used again
    expectError(
      await sandbox.post("/api/authorize_sms_otp_login!", {
        body: { mfa_token: ch.mfa_token, otp_token: DEMO_SMS_OTP },
      }),
      401,
      "MFA_TOKEN_INVALID_ERROR",
    );
  });

  it("authenticator code, and backup codes that work once each", async () => {
    const ch = await challenge("authenticator@demo.test");
    expect(ch.mfa_type).toBe("authenticator");
    expectError(
      await sandbox.post("/api/authorize_authenticator_login!", { body: { mfa_token: ch.mfa_token, code: "111111" } }),
      400,
      "INVALID_AUTH_TOKEN_ERROR",
    );
    expect(
      (
        await sandbox.post("/api/authorize_authenticator_login!", {
          body: { mfa_token: ch.mfa_token, code: DEMO_AUTHENTICATOR_CODE },
        })
      ).status,
    ).toBe(200);

    const ch2 = await challenge("authenticator@demo.test");
    const exists = await sandbox.get(`/api/mfa_backup_code_existence/${ch2.mfa_token}`);
    expect(exists.body).toEqual({ exists: true, remaining: DEMO_BACKUP_CODES.length });
    expect(
      (
        await sandbox.post("/api/mfa_backup_code", {
          body: { mfa_token: ch2.mfa_token, backup_code: DEMO_BACKUP_CODES[0] },
        })
      ).status,
    ).toBe(200);
    const ch3 = await challenge("authenticator@demo.test");
    expectError(
      await sandbox.post("/api/mfa_backup_code", {
        body: { mfa_token: ch3.mfa_token, backup_code: DEMO_BACKUP_CODES[0] },
      }),
      400,
      "BACKUP_CODE_NOT_VALID_ERROR",
    );
    expect((await sandbox.get(`/api/mfa_backup_code_existence/${ch3.mfa_token}`)).body.remaining).toBe(
      DEMO_BACKUP_CODES.length - 1,
    );
  });

  it("five wrong codes end the attempt with TOO_MANY_REQUESTS", async () => {
    const ch = await challenge("authenticator@demo.test");
    for (let i = 0; i < 5; i++) {
      expectError(
        await sandbox.post("/api/authorize_authenticator_login!", {
          body: { mfa_token: ch.mfa_token, code: "999999" },
        }),
        400,
        "INVALID_AUTH_TOKEN_ERROR",
      );
    }
    const r = await sandbox.post("/api/authorize_authenticator_login!", {
      body: { mfa_token: ch.mfa_token, code: DEMO_AUTHENTICATOR_CODE },
    });
    expectError(r, 429, "TOO_MANY_REQUESTS");
    expect(r.headers.get("retry-after")).toBeTruthy();
    // issue 20 item 3: a fresh password login gets no new challenge at once
    const again = await sandbox.post("/api/auth/email", {
      body: { email: "authenticator@demo.test", password: DEMO_PASSWORD },
    });
    expectError(again, 429, "TOO_MANY_REQUESTS");
    expect(Number(again.headers.get("retry-after"))).toBe(MFA_BLOCK_MS / 1000);
    sandbox.clock.advance(MFA_BLOCK_MS);
    expect((await challenge("authenticator@demo.test")).mfa_token).toBeTruthy();
  });
});

describe("PIN (spec 000 §4 PIN set flow, spec 001 §8)", () => {
  it("verify without a PIN is PIN_NOT_SET_ERROR; set needs a valid OTP or password; then verify works", async () => {
    const token = await sandbox.token("editor@demo.test");
    expectError(
      await sandbox.post("/api/pin_authorization_tokens", { token, body: { pin: "123456" } }),
      400,
      "PIN_NOT_SET_ERROR",
    );
    expectError(
      await sandbox.request("PUT", "/api/users/_pin", { token, body: { pin: "12345" } }),
      400,
      "API_VALIDATION_ERROR",
    );
    expectError(
      await sandbox.request("PUT", "/api/users/_pin", { token, body: { pin: "246802", token: "000000" } }),
      400,
      "OTP_TOKEN_NOT_VALID_ERROR",
    );
    expectError(
      await sandbox.request("PUT", "/api/users/_pin", {
        token,
        body: { pin: "246802" },
        headers: { "x-confirmation-password": "bad" },
      }),
      400,
      "INVALID_CONFIRMATION_PASSWORD_ERROR",
    );
    const set = await sandbox.request("PUT", "/api/users/_pin", {
      token,
      body: { pin: "246802" },
      headers: { "x-confirmation-password": DEMO_PASSWORD },
    });
    expect(set.status).toBe(200);
    expect(set.body.is_pin_set).toBe(true);
    const ok = await sandbox.post("/api/pin_authorization_tokens", { token, body: { pin: "246802" } });
    expect(ok.status).toBe(200);
    expect(ok.body.pin_authorization_token).toBeTruthy();
  });

  it("five wrong PINs lock the user (USER_LOCKED_ERROR) and end the session", async () => {
    const token = await sandbox.token("multi@demo.test");
    const set = await sandbox.request("PUT", "/api/users/_pin", {
      token,
      body: { pin: DEMO_PIN, token: DEMO_SMS_OTP },
    });
    expect(set.status).toBe(200);
    for (let i = 4; i >= 1; i--) {
      const r = await sandbox.post("/api/pin_authorization_tokens", { token, body: { pin: "000000" } });
      expectError(r, 400, "INVALID_PIN_ERROR");
      sandbox.clock.advance(9_000); // past the wait after a wrong PIN (issue 20 item 3)
      expect(r.body.message).toContain(`${i} attempt`);
    }
    expectError(
      await sandbox.post("/api/pin_authorization_tokens", { token, body: { pin: "000000" } }),
      403,
      "USER_LOCKED_ERROR",
    );
    expectError(await sandbox.get("/api/user-data", { token }), 401, "INVALIDATED_TOKEN");
    expectError(
      await sandbox.post("/api/auth/email", { body: { email: "multi@demo.test", password: DEMO_PASSWORD } }),
      403,
      "USER_LOCKED_ERROR",
    );
    sandbox.clock.advance(31 * 60_000);
  });
});

describe("account calls (spec 000 §7)", () => {
  it("OTP request is rate-limited: a second send within 30 s is 429 with Retry-After", async () => {
    const token = await sandbox.token("owner@demo.test");
    const body = { recipient: "+6281234567801", type: "PHONE_NUMBER" };
    expect((await sandbox.post("/api/otp", { token, body })).status).toBe(200);
    const r = await sandbox.post("/api/otp", { token, body });
    expectError(r, 429, "TOO_MANY_REQUESTS");
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    sandbox.clock.advance(30_000);
    expect((await sandbox.post("/api/otp", { token, body })).status).toBe(200);
    expectError(
      await sandbox.post("/api/otp", { token, body: { recipient: "0812", type: "PHONE_NUMBER" } }),
      400,
      "API_VALIDATION_ERROR",
    );
  });

  it("phone verification takes the OTP and marks the phone verified", async () => {
    const ch = await sandbox.post("/api/auth/email", {
      body: { email: "authenticator@demo.test", password: DEMO_PASSWORD },
    });
    const login = await sandbox.post("/api/authorize_authenticator_login!", {
      body: { mfa_token: ch.body.mfa_token, code: DEMO_AUTHENTICATOR_CODE },
    });
    const token = login.body.access_token as string;
    expect(login.body.user.is_phone_number_verified).toBe(false);
    expectError(
      await sandbox.request("PATCH", "/api/user/phone_number_verification", { token, body: { otp_token: "999999" } }),
      400,
      "OTP_TOKEN_NOT_VALID_ERROR",
    );
    const ok = await sandbox.request("PATCH", "/api/user/phone_number_verification", {
      token,
      body: { otp_token: DEMO_SMS_OTP },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.is_phone_number_verified).toBe(true);
    expect(
      ok.body.account_notifications.find((n: { notify: string }) => n.notify === "PHONE_VERIFICATION").status,
    ).toBe("INACTIVE");
  });

  it("language PATCH changes the user; an unknown language is 400 and changes nothing", async () => {
    const token = await sandbox.token("viewer@demo.test");
    expectError(
      await sandbox.request("PATCH", "/api/user", { token, body: { preferred_language: "fr" } }),
      400,
      "API_VALIDATION_ERROR",
    );
    expect((await sandbox.get("/api/user-data", { token })).body.user.preferred_language).toBe("en");
    const r = await sandbox.request("PATCH", "/api/user", { token, body: { preferred_language: "id" } });
    expect(r.body.preferred_language).toBe("id");
    expect((await sandbox.get("/api/user-data", { token })).body.user.preferred_language).toBe("id");
  });

  it("switch business, new flow: a new token pair for the new business; old refresh token retired", async () => {
    const pair = await sandbox.login("platform@demo.test");
    const r = await sandbox.post("/api/switch-business", {
      token: pair.access_token,
      body: { business_id: "biz_sub_managed" },
    });
    expect(r.status).toBe(200);
    expect(r.body.access_token).toBeTruthy();
    const me = await sandbox.get("/api/user-data", { token: r.body.access_token });
    expect(me.body.business.id).toBe("biz_sub_managed");
    expect(me.body.business.xp_sub_account_type).toBe("MANAGED");
    expectError(
      await sandbox.post("/api/auth/token/refresh", { body: { refresh_token: pair.refresh_token } }),
      401,
      "INVALIDATED_TOKEN",
    );
    expectError(
      await sandbox.post("/api/switch-business", { token: r.body.access_token, body: { business_id: "biz_main_id" } }),
      404,
      "DATA_NOT_FOUND",
    );
  });

  it("switch business, old flow (cookie): the session moves to the new business", async () => {
    const login = await sandbox.post("/api/sessions", { body: { email: "owner@demo.test", password: DEMO_PASSWORD } });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] as string;
    const r = await sandbox.post("/api/switch_business!", { cookie, body: { business_id: "biz_main_ph" } });
    expect(r.status).toBe(200);
    expect(r.body.access_token).toBeUndefined();
    expect((await sandbox.get("/api/user-data", { cookie })).body.business.country_of_operation).toBe("PH");
  });

  it("internal staff land switched into a customer business (authenticated-user-data)", async () => {
    const token = await sandbox.token("staff@demo.test");
    const r = await sandbox.get("/api/authenticated-user-data", { token });
    const data = v.parse(AuthenticatedUserDataSchema, r.body);
    expect(data.is_switched_business).toBe(true);
    expect(data.user.is_internal_user).toBe(true);
    expect(data.business.id).toBe("biz_main_id");
    expect(data.user.can_edit).toBe(false);
  });
});
