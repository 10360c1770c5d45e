import { describe, expect, it } from "vitest";
import type { Endpoint } from "../../src/contract/define.ts";
import { ENDPOINTS } from "../../src/contract/endpoints.ts";
import type { PermissionFlag } from "../../src/contract/user.ts";
import { PERMISSION_FLAGS } from "../../src/domain/visibility/pages.ts";
import { DEMO_PIN } from "../demo-logins.ts";
import { expectError, sandboxForFile, visibleInMainBusiness } from "./helpers.ts";

const sandbox = sandboxForFile();

const PERSONAS: Record<string, readonly PermissionFlag[]> = {
  "owner@demo.test": PERMISSION_FLAGS,
  "viewer@demo.test": ["can_view"],
  "editor@demo.test": ["can_edit"],
  "operator@demo.test": ["operation"],
  "approver@demo.test": ["can_approve"],
  "withdrawer@demo.test": ["can_withdraw"],
  "tech@demo.test": ["can_manage_tech_settings"],
  "noflags@demo.test": [],
};

const FLAGS_BODY = { ...Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, false])), can_view: true };
const ADDRESS = {
  street_line_1: "Jl. Sudirman 1",
  street_line_2: "",
  city: "Jakarta",
  state: "DKI",
  postal_code: "10220",
};

/** Each settings write with a body that passes validation (ids that name nothing answer 404, not 403). */
const WRITES: [string, { params?: Record<string, string>; body?: unknown; query?: string }][] = [
  [
    "updateBusinessProfile",
    {
      body: {
        name: "Toko Arunika",
        legal_name: "PT Toko Arunika",
        business_description: "Batik",
        website: "https://toko.example",
        email: "finance@toko.example",
        phone_number: "+6281234567890",
        address: { ...ADDRESS, country_code: "ID" },
      },
    },
  ],
  ["removeCompanyImage", { params: { id: "img_none" } }],
  ["inviteMember", { body: { email: "new.member@merchant.example", ...FLAGS_BODY } }],
  ["resendInvitation", { params: { id: "inv_0" } }],
  ["cancelInvitation", { params: { id: "inv_0" } }],
  ["updateMember", { params: { user_id: "usr_none" }, body: FLAGS_BODY }],
  ["removeTeamMember", { params: { user_id: "usr_none" } }],
  ["createApiKey", { body: { name: "CI key", environment: "DEVELOPMENT", permissions: [] } }],
  ["deleteApiKey", { params: { id: "key_none" } }],
  ["updateCallbackUrl", { params: { id: "invoices" }, body: { url: "https://merchant.example/cb" } }],
  ["testCallbackUrl", { params: { id: "invoices" }, body: {} }],
  ["updateApiSettings", { body: { cidr_whitelist: [] } }],
  ["addBankAccount", { body: { bank_code: "BNI", account_name: "Toko Arunika", account_number: "99887766" } }],
  ["removeBankAccount", { params: { id: "ba_none" } }],
  [
    "updateSendingMoneySettings",
    { body: { approval_required: true, approval_threshold: 1000000, notify_emails: [], default_description: "" } },
  ],
  ["connectIntegration", { params: { id: "xero" }, body: { account_name: "Toko books" } }],
  ["disconnectIntegration", { params: { id: "xero" } }],
  [
    "updateEscrowSettings",
    { body: { auto_release: false, release_after_days: 3, rdl_bank: "BNI", investor_notification_email: "" } },
  ],
  [
    "oauthDecide",
    {
      body: {
        client_id: "acme-books",
        redirect_uri: "https://acme-books.example/callback",
        scope: "payments.read",
        decision: "deny",
      },
    },
  ],
];

const call = (...args: Parameters<typeof sandbox.call>) => sandbox.call(...args);

async function pinToken(token: string): Promise<string> {
  const r = await sandbox.post("/api/pin_authorization_tokens", { token, body: { pin: DEMO_PIN } });
  expect(r.status).toBe(200);
  return r.body.pin_authorization_token;
}

describe("each settings write with each persona (spec 000 §6)", () => {
  const cases = WRITES.flatMap(([name, options]) =>
    Object.keys(PERSONAS).map((email) => [name, email, options] as const),
  );
  it.each(cases)("%s as %s", async (name, email, options) => {
    const ep = ENDPOINTS[name] as Endpoint;
    expect(ep.requires?.length, `${name} names its permission`).toBeGreaterThan(0);
    const flags = PERSONAS[email] ?? [];
    const own = Object.fromEntries(flags.map((f) => [f, true]));
    const allowed =
      (ep.page === undefined || visibleInMainBusiness(ep.page, own)) &&
      (ep.requires ?? []).some((f) => flags.includes(f));
    const r = await call(name, await sandbox.token(email), options);
    if (allowed)
      expect(r.body?.error_code, `${name} ${email}: ${JSON.stringify(r.body)}`).not.toBe("AUTHORIZATION_ERROR");
    else expectError(r, 403, "AUTHORIZATION_ERROR");
  });
});

describe("developers settings", () => {
  it("the IP allow list refuses 999.999.999.999/99 and keeps IPv4 and CIDR entries; empty means no check", async () => {
    const token = await sandbox.token("owner@demo.test");
    const bad = await call("updateApiSettings", token, {
      body: { cidr_whitelist: ["10.0.0.0/8", "999.999.999.999/99"] },
    });
    expectError(bad, 400, "API_VALIDATION_ERROR");
    expect(JSON.stringify(bad.body)).toContain("cidr_whitelist");
    const good = await call("updateApiSettings", token, { body: { cidr_whitelist: ["10.0.0.0/8", "203.0.113.7"] } });
    expect(good.body).toEqual({ cidr_whitelist: ["10.0.0.0/8", "203.0.113.7"] });
    expect((await call("apiSettings", token)).body).toEqual({ cidr_whitelist: ["10.0.0.0/8", "203.0.113.7"] });
    const cleared = await call("updateApiSettings", token, { body: { cidr_whitelist: [] } });
    expect(cleared.body).toEqual({ cidr_whitelist: [] });
  });

  it("an API key needs the PIN token; its secret is answered once; deleting needs the PIN too", async () => {
    const token = await sandbox.token("owner@demo.test");
    const body = {
      name: "Checkout server",
      environment: "DEVELOPMENT",
      permissions: [{ product: "money_in", access: "WRITE" }],
    };
    expectError(await call("createApiKey", token, { body }), 403, "PIN_AUTHORIZATION_TOKEN_ERROR");
    const headers = { "x-pin-authorization-token": await pinToken(token) };
    const created = await call("createApiKey", token, { body, headers });
    expect(created.status).toBe(200);
    expect(created.body.secret).toMatch(/^sk_test_/);
    expect(created.body.permissions).toEqual(["money_in:WRITE"]);
    const listed = (await call("secretKeys", token, { query: "environment=DEVELOPMENT" })).body as any[];
    const key = listed.find((k) => k.id === created.body.id);
    expect(key.name).toBe("Checkout server");
    expect(JSON.stringify(listed)).not.toContain(created.body.secret);
    expectError(await call("deleteApiKey", token, { params: { id: key.id } }), 403, "PIN_AUTHORIZATION_TOKEN_ERROR");
    expect((await call("deleteApiKey", token, { params: { id: key.id }, headers })).status).toBe(200);
  });

  it("a callback URL must be https in live mode; http is fine in development (spec 000 §5)", async () => {
    const token = await sandbox.token("owner@demo.test");
    const live = await call("updateCallbackUrl", token, {
      params: { id: "ewallets" },
      body: { url: "http://merchant.example/cb", environment: "PRODUCTION" },
    });
    expectError(live, 400, "API_VALIDATION_ERROR");
    const dev = await call("updateCallbackUrl", token, {
      params: { id: "ewallets" },
      body: { url: "http://merchant.example/cb", environment: "DEVELOPMENT" },
    });
    expect(dev.body.url).toBe("http://merchant.example/cb");
    const test = await call("testCallbackUrl", token, {
      params: { id: "ewallets" },
      body: { environment: "DEVELOPMENT" },
    });
    expect(test.body).toMatchObject({ ok: true, status_code: 200 });
  });
});

describe("withdrawal bank accounts (spec 001 §5)", () => {
  it("adding needs the PIN; the account number must be numeric; the account is listed and can be removed", async () => {
    const token = await sandbox.token("owner@demo.test");
    const body = { bank_code: "MANDIRI", account_name: "Ayu Lestari", account_number: "1300012345" };
    expectError(await call("addBankAccount", token, { body }), 403, "PIN_AUTHORIZATION_TOKEN_ERROR");
    const headers = { "x-pin-authorization-token": await pinToken(token) };
    const bad = await call("addBankAccount", token, { body: { ...body, account_number: "13000-12345" }, headers });
    expectError(bad, 400, "API_VALIDATION_ERROR");
    const added = await call("addBankAccount", token, { body, headers });
    expect(added.body).toMatchObject({ bank_code: "MANDIRI", account_number: "1300012345", is_default: false });
    const listed = (await call("bankAccounts", token)).body as any[];
    expect(listed.map((a) => a.account_number)).toContain("1300012345");
    expect((await call("removeBankAccount", token, { params: { id: added.body.id }, headers })).status).toBe(200);
    expect(((await call("bankAccounts", token)).body as any[]).map((a) => a.id)).not.toContain(added.body.id);
  });
});

describe("personal settings (spec 000 §3, §9)", () => {
  it("PATCH /api/user keeps a known timezone and refuses an unknown or over-long one", async () => {
    const token = await sandbox.token("viewer@demo.test");
    const ok = await call("updateUser", token, { body: { preferred_timezone: "Asia/Manila" } });
    expect(ok.body.preferred_timezone).toBe("Asia/Manila");
    expectError(
      await call("updateUser", token, { body: { preferred_timezone: "Mars/Olympus" } }),
      400,
      "API_VALIDATION_ERROR",
    );
    expectError(
      await call("updateUser", token, { body: { preferred_timezone: `Asia/${"x".repeat(300)}` } }),
      400,
      "API_VALIDATION_ERROR",
    );
    expect((await sandbox.get("/api/user-data", { token })).body.user.preferred_timezone).toBe("Asia/Manila");
  });
});

describe("team", () => {
  it("an invitation with flags is listed, resent and cancelled; a member with no flag is refused", async () => {
    const token = await sandbox.token("owner@demo.test");
    const none = Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, false]));
    expectError(
      await call("inviteMember", token, { body: { email: "flagless@merchant.example", ...none } }),
      400,
      "API_VALIDATION_ERROR",
    );
    const invited = await call("inviteMember", token, {
      body: { email: "Finance.Lead@merchant.example", ...none, can_view: true, can_withdraw: true },
    });
    expect(invited.body).toMatchObject({
      email: "finance.lead@merchant.example",
      status: "PENDING",
      can_withdraw: true,
    });
    const again = await call("inviteMember", token, {
      body: { email: "finance.lead@merchant.example", ...FLAGS_BODY },
    });
    expectError(again, 400, "API_VALIDATION_ERROR");
    const listed = (await call("invitations", token)).body as any[];
    expect(listed.map((i) => i.email)).toContain("finance.lead@merchant.example");
    expect((await call("resendInvitation", token, { params: { id: invited.body.id } })).status).toBe(200);
    expect((await call("cancelInvitation", token, { params: { id: invited.body.id } })).status).toBe(200);
    expect(((await call("invitations", token)).body as any[]).map((i) => i.id)).not.toContain(invited.body.id);
  });
});

describe("OAuth consent", () => {
  it("names the app, the business and the scopes; approve answers a code with the state, deny access_denied", async () => {
    const token = await sandbox.token("owner@demo.test");
    const query = "redirect_uri=https%3A%2F%2Facme-books.example%2Fcb&scope=payments.read%20balance.read&state=s1";
    const request = await call("oauthRequest", token, { params: { id: "acme-books" }, query });
    expect(request.body).toMatchObject({
      app: { name: "Acme Books" },
      business: { id: "biz_main_id" },
      scopes: ["payments.read", "balance.read"],
    });
    expectError(
      await call("oauthRequest", token, { params: { id: "acme-books" }, query: query.replace("acme-books", "evil") }),
      400,
      "API_VALIDATION_ERROR",
    );
    const body = {
      client_id: "acme-books",
      redirect_uri: "https://acme-books.example/cb",
      scope: "payments.read",
      state: "s1",
    };
    const approved = await call("oauthDecide", token, { body: { ...body, decision: "approve" } });
    expect(approved.body.redirect_to).toMatch(/^https:\/\/acme-books\.example\/cb\?code=[\w-]+&state=s1$/);
    const denied = await call("oauthDecide", token, { body: { ...body, decision: "deny" } });
    expect(denied.body.redirect_to).toBe("https://acme-books.example/cb?error=access_denied&state=s1");
  });
});

describe("billing statements (spec 000 §2, §3)", () => {
  it("an unpaid statement has a pay link; paying it there marks it paid and goes back", async () => {
    const token = await sandbox.token("owner@demo.test");
    const list = (await call("billingStatements", token, { query: "status=UNPAID" })).body.data as any[];
    const unpaid = list[0];
    const detail = await call("billingStatement", token, { params: { id: unpaid.id } });
    expect(detail.body.lines.length).toBeGreaterThan(0);
    expect(detail.body.payment_url).toBe(`/__sandbox/pay/billing/${unpaid.id}`);
    const paid = await fetch(`${sandbox.url}${detail.body.payment_url}`, {
      redirect: "manual",
      headers: { referer: "http://127.0.0.1/settings/billings#billing-statements" },
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe("http://127.0.0.1/settings/billings#billing-statements");
    const after = await call("billingStatement", token, { params: { id: unpaid.id } });
    expect(after.body).toMatchObject({ status: "PAID", payment_url: null });
  });
});
