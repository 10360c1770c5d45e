import { describe, expect, it } from "vitest";
import { DEMO_PIN } from "../demo-logins.ts";
import { expectError, sandboxForFile } from "./helpers.ts";

const sandbox = sandboxForFile();

const call = (...args: Parameters<typeof sandbox.call>) => sandbox.call(...args);

describe("account (spec 000 §7)", () => {
  it("account notifications are updated by PATCH and by POST and read back on the user", async () => {
    const token = await sandbox.token("viewer@demo.test");
    const patch = await call("updateNotification", token, {
      body: { account_notifications: [{ notify: "PHONE_VERIFICATION", status: "ACTIVE", remind_me: null }] },
    });
    expect(patch.status).toBe(200);
    const post = await call("updateNotificationPost", token, {
      body: {
        account_notifications: [
          { notify: "PHONE_VERIFICATION", status: "INACTIVE", remind_me: "2026-12-01T00:00:00.000Z" },
        ],
      },
    });
    expect(post.status).toBe(200);
    const user = (await sandbox.get("/api/user-data", { token })).body.user;
    expect(user.account_notifications).toEqual([
      { notify: "PHONE_VERIFICATION", status: "INACTIVE", remind_me: "2026-12-01T00:00:00.000Z", business_id: null },
    ]);
    const bad = await call("updateNotification", token, {
      body: { account_notifications: [{ notify: "", status: "SOMETIMES" }] },
    });
    expectError(bad, 400, "API_VALIDATION_ERROR");
    expect((await sandbox.get("/api/user-data", { token })).body.user.account_notifications).toEqual(
      user.account_notifications,
    );
  });

  it("resending the verification e-mail is rate-limited with Retry-After", async () => {
    const token = await sandbox.token("unverified@demo.test");
    expect((await call("resendEmailVerification", token)).status).toBe(200);
    const again = await call("resendEmailVerification", token);
    expectError(again, 429, "TOO_MANY_REQUESTS");
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("activation answers (spec 001 §7)", () => {
  it("qualification and saved answers of a tier-zero business; the answers are read back", async () => {
    const token = await sandbox.token("unverified@demo.test");
    const qualify = await call("qualify", token, {
      body: { answers: [{ key: "NUM_OF_EMPLOYEES", value1: "11-50" }] },
    });
    expect(qualify.status).toBe(200);
    expectError(
      await call("qualify", token, { body: { answers: [{ key: "SHOE_SIZE", value1: "42" }] } }),
      400,
      "API_VALIDATION_ERROR",
    );
    const saved = await call("updateWithNotification", token, {
      body: { extra: { business_details: { brand_name: "Kopi Pagi" } } },
    });
    expect(saved.status).toBe(200);
    const detail = (await sandbox.get("/api/common-company-detail", { token })).body;
    expect(JSON.stringify(detail)).toContain("Kopi Pagi");
  });
});

describe("payment-method applications (spec 001 §7)", () => {
  const bodies = {
    "onboard.bcava": { bca_account_number: "1234567890", bca_account_name: "PT Demo", monthly_transactions: "<100" },
    "onboard.qris": {
      merchant_name: "Demo",
      merchant_city: "Jakarta",
      postal_code: "12190",
      business_category: "Retail",
    },
  } as const;
  it.each([
    ["onboard.bcava", "partner-a@demo.test", "biz_partner_a_ph"],
    ["onboard.qris", "sister@demo.test", "biz_sister_id"],
  ] as const)("%s moves a DISABLED product to PENDING once (%s in %s)", async (name, email, business) => {
    const token = await sandbox.switchedToken(email, business);
    const first = await call(name, token, { body: bodies[name] });
    expect(first.status).toBe(200);
    expect(first.body.status).toBe("PENDING");
    expectError(await call(name, token, { body: bodies[name] }), 409, "DUPLICATE_PRODUCT_APPLICATION_ERROR");
  });

  it.each(["onboard.bcava", "onboard.qris"] as const)(
    "%s of a product seeded as pending is a duplicate",
    async (name) => {
      expectError(
        await call(name, await sandbox.token("multi@demo.test"), { body: bodies[name] }),
        409,
        "DUPLICATE_PRODUCT_APPLICATION_ERROR",
      );
    },
  );

  it("retail-outlet prefix availability", async () => {
    const token = await sandbox.token("owner@demo.test");
    const free = await call("retailPrefix", token, { params: { outlet: "ALFAMART", prefix: "1234" } });
    expect(free.body).toEqual({ outlet: "ALFAMART", prefix: "1234", available: true });
    expect((await call("retailPrefix", token, { params: { outlet: "ALFAMART", prefix: "8888" } })).body.available).toBe(
      false,
    );
  });
});

describe("card administration writes (spec 002 §2.8)", () => {
  it("the card-number fraud list: add, list, reset; a malformed number is refused", async () => {
    const token = await sandbox.token("owner@demo.test");
    const added = await call("fraud.card-data-list.add", token, {
      body: { value: "401288******1881", action: "block" },
    });
    expect(added.status).toBe(200);
    const listed = (await call("fraud.card-data-list.list", token)).body as { id: string; value: string }[];
    const entry = listed.find((e) => e.value === "401288******1881");
    expect(entry).toBeDefined();
    expect((await call("fraud.card-data-list.reset", token, { params: { id: entry?.id ?? "" } })).status).toBe(200);
    const after = (await call("fraud.card-data-list.list", token)).body as { value: string }[];
    expect(after.some((e) => e.value === "401288******1881")).toBe(false);
    const bad = await call("fraud.card-data-list.add", token, { body: { value: "4012", action: "block" } });
    expectError(bad, 400, "API_VALIDATION_ERROR");
    expect(bad.body.errors[0].field).toBe("value");
  });

  it("capturing a VERIFIED token creates a charged card payment; another status is refused", async () => {
    const token = await sandbox.token("owner@demo.test");
    const verified = (await sandbox.get("/api/credit_card_tokens?status=VERIFIED&limit=1", { token })).body.data[0];
    const captured = await call("captureToken", token, { params: { id: verified.id }, body: { amount: 150_000 } });
    expect(captured.status).toBe(200);
    const payment = await sandbox.get(`/api/credit_card_payments/${captured.body.id}`, { token });
    expect(payment.body.status).toBe("CHARGED");
    const other = (await sandbox.get("/api/credit_card_tokens?limit=100", { token })).body.data.find(
      (t: any) => t.status !== "VERIFIED",
    );
    expectError(
      await call("captureToken", token, { params: { id: other.id }, body: { amount: 1 } }),
      409,
      "INVALID_STATE_ERROR",
    );
  });

  it("card settings change with a PIN authorization token and read back", async () => {
    const token = await sandbox.token("owner@demo.test");
    expectError(
      await call("updateSettings", token, { body: { can_skip_cvn: true } }),
      403,
      "PIN_AUTHORIZATION_TOKEN_ERROR",
    );
    const pin = (await sandbox.post("/api/pin_authorization_tokens", { token, body: { pin: DEMO_PIN } })).body
      .pin_authorization_token;
    const changed = await call("updateSettings", token, {
      body: { can_skip_cvn: true },
      headers: { "x-pin-authorization-token": pin },
    });
    expect(changed.status).toBe(200);
    expect((await call("settings", token)).body.can_skip_cvn).toBe(true);
    // stored with the data: a reset restores the seeded settings
    expect((await sandbox.post("/__sandbox/reset")).status).toBe(200);
    expect((await call("settings", await sandbox.token("owner@demo.test"))).body.can_skip_cvn).toBe(false);
  });

  it("an MID label is renamed and read back; an unknown MID is 404", async () => {
    const token = await sandbox.token("owner@demo.test");
    const mid = (await call("midSettings", token)).body[0];
    expect((await call("midLabel", token, { body: { id: mid.id, label: "Main acquirer" } })).status).toBe(200);
    expect((await call("midSettings", token)).body[0].label).toBe("Main acquirer");
    expectError(await call("midLabel", token, { body: { id: "nope", label: "x" } }), 404, "DATA_NOT_FOUND");
  });

  it.each([
    "reconciliationReport",
    "credit_card_charge.report",
    "credit_card_tokens.report",
    "credit_card_authentications.report",
    "credit_card_authorizations.report",
  ] as const)("%s queues a report; a bad e-mail is 400", async (name) => {
    const token = await sandbox.token("owner@demo.test");
    const ok = await call(name, token, { body: { from: "2026-10-01", to: "2026-10-31", emails: ["a@demo.test"] } });
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe("PENDING");
    expectError(await call(name, token, { body: { emails: ["not-an-email"] } }), 400, "API_VALIDATION_ERROR");
  });
});

describe("settings and home requests (spec 000 §7, spec 001 §7)", () => {
  it("IP allow-list reminder e-mail (developers settings: administer or tech settings)", async () => {
    expect((await call("ipReminderEmail", await sandbox.token("tech@demo.test"))).status).toBe(200);
    expectError(await call("ipReminderEmail", await sandbox.token("viewer@demo.test")), 403, "AUTHORIZATION_ERROR");
  });

  it("feedback takes a rating 1–5", async () => {
    const token = await sandbox.token("viewer@demo.test");
    expect((await call("feedback", token, { body: { rating: 5, feedback: "Works well" } })).status).toBe(200);
    const bad = await call("feedback", token, { body: { rating: 9 } });
    expectError(bad, 400, "API_VALIDATION_ERROR");
    expect(bad.body.errors[0].field).toBe("rating");
  });

  it.each(["incorporationRequest", "earlySettlementRequest"] as const)("%s is accepted", async (name) => {
    expect(
      (await call(name, await sandbox.token("owner@demo.test"), { body: { message: "Please call" } })).status,
    ).toBe(200);
  });

  it("request for sales needs a known topic and a message", async () => {
    const token = await sandbox.token("owner@demo.test");
    expect(
      (await call("requestForSales", token, { body: { topic: "Pricing", message: "Volume pricing?" } })).status,
    ).toBe(200);
    const bad = await call("requestForSales", token, { body: { topic: "Gossip", message: "x" } });
    expectError(bad, 400, "API_VALIDATION_ERROR");
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(["message", "topic"]);
  });
});
