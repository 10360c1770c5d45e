// biome-ignore-all lint/suspicious/noExplicitAny: tests inspect JSON answers loosely; the contract schemas check shapes
/**
 * Accept-payments writes over HTTP (issue 11 "The gateway"): every write with every demo
 * persona — creating needs can_edit (payment links and QR codes also operation, spec 000 §6),
 * viewers read only —, server-side validation with field errors, state rules and the
 * environment separating live from test data.
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { type Endpoint, pathFor } from "../../src/contract/define.ts";
import { ENDPOINTS } from "../../src/contract/endpoints.ts";
import { type Answer, expectError, sandboxForFile } from "./helpers.ts";

const sandbox = sandboxForFile();

const PERSONAS = ["owner", "editor", "viewer", "operator", "approver", "noflags"] as const;
type Persona = (typeof PERSONAS)[number];

async function call(name: string, persona: Persona, options: { id?: string; body?: unknown; query?: string } = {}) {
  const ep = ENDPOINTS[name] as Endpoint;
  const token = await sandbox.token(`${persona}@demo.test`);
  const path = pathFor(ep.path, options.id ? { id: options.id } : {}) + (options.query ? `?${options.query}` : "");
  const r: Answer = await sandbox.request(ep.method, path, {
    token,
    ...(ep.method === "GET" ? {} : { body: options.body ?? {} }),
  });
  if (r.status === 200) {
    expect(v.safeParse(ep.response, r.body).success, `${name} answered outside its schema`).toBe(true);
  }
  return r;
}

const tomorrow = "2026-12-01";
const invoiceBody = {
  items: [
    { name: "Arabica beans 250 g", quantity: 2, price: 85_000 },
    { name: "Delivery", quantity: 1, price: 15_000 },
  ],
  payer_email: "buyer@mail.test",
  payer_name: "Budi Buyer",
  due_date: tomorrow,
  payment_methods: ["VIRTUAL_ACCOUNT", "EWALLET"],
  reminders: ["ONE_DAY_BEFORE"],
};

/** Ids of `count` seeded records of a list in `status` (main ID business, test data). */
async function idsIn(path: string, status: string, count: number): Promise<string[]> {
  const token = await sandbox.token("owner@demo.test");
  const r = await sandbox.get(`${path}?status=${status}&limit=${count}`, { token });
  expect(r.body.data.length).toBe(count);
  return r.body.data.map((x: { id: string }) => x.id);
}

describe("who may write (creating needs can_edit; payment links and QR codes also operation)", () => {
  const editors: Persona[] = ["owner", "editor"];
  const creators: Persona[] = ["owner", "editor", "operator"];
  const writes: [string, Persona[], (persona: Persona, k: number) => Promise<Answer>][] = [
    ["invoices.create", editors, (p) => call("invoices.create", p, { body: invoiceBody })],
    [
      "payment_links.create",
      creators,
      (p) => call("payment_links.create", p, { body: { title: "Beans", type: "SINGLE", amount: 50_000 } }),
    ],
    [
      "virtual_account_numbers.create",
      editors,
      (p) => call("virtual_account_numbers.create", p, { body: { bank_code: "BCA", name: `VA of ${p}` } }),
    ],
    [
      "qr_codes.create",
      creators,
      (p, k) => call("qr_codes.create", p, { body: { type: "DYNAMIC", external_id: `qr-${p}-${k}`, amount: 25_000 } }),
    ],
    [
      "customers.create",
      editors,
      (p, k) => call("customers.create", p, { body: { name: `Customer ${p}`, email: `c-${p}-${k}@mail.test` } }),
    ],
    [
      "checkout.update",
      editors,
      (p) =>
        call("checkout.update", p, {
          body: { brand_color: "#123ABC", logo_url: null, enabled_methods: ["VIRTUAL_ACCOUNT", "QR_CODE"] },
        }),
    ],
  ];

  it.each(writes)("%s: %j may, the others get 403", async (_name, allowed, write) => {
    for (const [k, persona] of PERSONAS.entries()) {
      const r = await write(persona, k);
      if (allowed.includes(persona)) expect(r.status, `${persona}: ${JSON.stringify(r.body)}`).toBe(200);
      else expectError(r, 403, "AUTHORIZATION_ERROR");
    }
  });

  it("expiring an invoice, pausing/resuming/stopping a plan and replying to a dispute need can_edit", async () => {
    const invoices = await idsIn("/api/invoices", "PENDING", PERSONAS.length);
    const plans = await idsIn("/api/recurring-plans", "ACTIVE", PERSONAS.length);
    const [dispute] = await idsIn("/api/disputes", "OPEN", 1);
    for (const [k, persona] of PERSONAS.entries()) {
      const answers = [
        await call("invoices.expire", persona, { id: invoices[k] }),
        await call("recurring.pause", persona, { id: plans[k] }),
        await call("recurring.resume", persona, { id: plans[k] }),
        await call("recurring.stop", persona, { id: plans[k] }),
        await call("disputes.reply", persona, { id: dispute, body: { message: `Checking it (${persona})` } }),
      ];
      for (const r of answers) {
        if (editors.includes(persona)) expect(r.status, `${persona}: ${JSON.stringify(r.body)}`).toBe(200);
        else expectError(r, 403, "AUTHORIZATION_ERROR");
      }
    }
    const owner = await sandbox.token("owner@demo.test");
    expect((await sandbox.get(`/api/invoices/${invoices[0]}`, { token: owner })).body.status).toBe("EXPIRED");
    expect((await sandbox.get(`/api/invoices/${invoices[2]}`, { token: owner })).body.status).toBe("PENDING");
    expect((await sandbox.get(`/api/recurring-plans/${plans[0]}`, { token: owner })).body.status).toBe("STOPPED");
    expect((await sandbox.get(`/api/recurring-plans/${plans[2]}`, { token: owner })).body.status).toBe("ACTIVE");
    const replies = (await sandbox.get(`/api/disputes/${dispute}`, { token: owner })).body.messages.filter(
      (m: { author: string }) => m.author === "MERCHANT",
    );
    expect(replies.map((m: { body: string }) => m.body)).toEqual(["Checking it (owner)", "Checking it (editor)"]);
  });
});

describe("invoices", () => {
  it("a created invoice totals its items, is listed with its payer and history, and only in test data", async () => {
    const created = await call("invoices.create", "editor", { body: invoiceBody });
    expect(created.body).toMatchObject({
      amount: 185_000,
      currency: "IDR",
      status: "PENDING",
      environment: "DEVELOPMENT",
      payer: { email: "buyer@mail.test", name: "Budi Buyer" },
      payment_methods: ["VIRTUAL_ACCOUNT", "EWALLET"],
      status_history: [{ status: "PENDING" }],
    });
    const list = await call("invoices.list", "viewer", { query: `search=${created.body.id}` });
    expect(list.body.data.map((i: { id: string }) => i.id)).toEqual([created.body.id]);
    const live = await call("invoices.list", "viewer", { query: `environment=PRODUCTION&search=${created.body.id}` });
    expect(live.body.data).toEqual([]);
  });

  it("bad input answers field errors and creates nothing (spec 002 §5 amounts)", async () => {
    const before = (await call("invoices.list", "owner", { query: "limit=1" })).body.total_count;
    const r = await call("invoices.create", "owner", {
      body: {
        ...invoiceBody,
        items: [{ name: "", quantity: 0, price: 1_000_000_000_000 }],
        payer_email: "not-an-email",
        payment_methods: [],
      },
    });
    expectError(r, 400, "API_VALIDATION_ERROR");
    expect(new Set(r.body.errors.map((e: { field: string }) => e.field))).toEqual(
      new Set(["items.0.name", "items.0.quantity", "items.0.price", "payer_email", "payment_methods"]),
    );
    const decimals = await call("invoices.create", "owner", {
      body: { ...invoiceBody, items: [{ name: "Beans", quantity: 1, price: 10.5 }], due_date: "2020-01-01" },
    });
    expect(decimals.body.errors).toEqual([
      { field: "items.0.price", message: "IDR amounts have no decimals" },
      { field: "due_date", message: "must be in the future" },
    ]);
    expect((await call("invoices.list", "owner", { query: "limit=1" })).body.total_count).toBe(before);
  });

  it("only a PENDING invoice can be expired", async () => {
    const [paid] = await idsIn("/api/invoices", "PAID", 1);
    expectError(await call("invoices.expire", "owner", { id: paid }), 409, "INVALID_STATE_ERROR");
  });
});

describe("payment links, fixed VAs, QR codes, customers", () => {
  it("a fixed-amount link needs an amount; an open-amount link has none", async () => {
    const missing = await call("payment_links.create", "owner", { body: { title: "Beans", amount_type: "FIXED" } });
    expect(missing.body.errors).toEqual([{ field: "amount", message: "is required for a fixed amount" }]);
    const open = await call("payment_links.create", "owner", {
      body: { title: "Donation", type: "MULTI", amount_type: "OPEN", amount: 5_000 },
    });
    expect(open.body).toMatchObject({ type: "MULTI", amount_type: "OPEN", amount: null, status: "ACTIVE" });
    expect(open.body.url).toMatch(/^https:\/\//);
  });

  it("a fixed VA takes the next free number of its bank's block; a used or outside suffix is a field error", async () => {
    const ranges = (await call("virtual_account_numbers.ranges", "viewer")).body;
    const bca = ranges.find((r: { bank_code: string }) => r.bank_code === "BCA");
    const created = await call("virtual_account_numbers.create", "owner", {
      body: { bank_code: "BCA", name: "Toko A" },
    });
    expect(created.body.account_number >= bca.range_start && created.body.account_number <= bca.range_end).toBe(true);
    const again = await call("virtual_account_numbers.create", "owner", {
      body: { bank_code: "BCA", name: "Toko B", suffix: created.body.account_number.slice(-6) },
    });
    expect(again.body.errors).toEqual([{ field: "suffix", message: "is already in use" }]);
    const outside = await call("virtual_account_numbers.create", "owner", {
      body: { bank_code: "BPI", name: "Toko C", suffix: "5" },
    });
    expect(outside.body.errors.map((e: { field: string }) => e.field)).toEqual(["bank_code", "suffix"]);
    const after = (await call("virtual_account_numbers.ranges", "viewer")).body;
    expect(after.find((r: { bank_code: string }) => r.bank_code === "BCA").used).toBe(bca.used + 1);
  });

  it("a dynamic QR code needs an amount and carries it in its payload; external ids are unique", async () => {
    const missing = await call("qr_codes.create", "operator", { body: { type: "DYNAMIC", external_id: "qr-x" } });
    expect(missing.body.errors).toEqual([{ field: "amount", message: "is required for a dynamic QR code" }]);
    const ok = await call("qr_codes.create", "operator", {
      body: { type: "DYNAMIC", external_id: "qr-table-7", amount: 42_000 },
    });
    expect(ok.body.qr_string).toContain("540542000");
    const dup = await call("qr_codes.create", "operator", {
      body: { type: "STATIC", external_id: "qr-table-7" },
    });
    expect(dup.body.errors).toEqual([{ field: "external_id", message: "is already used by another QR code" }]);
  });

  it("a customer's e-mail is unique; a seeded customer lists their payments", async () => {
    const list = await call("customers.list", "viewer", { query: "limit=1&sort=created" });
    const customer = list.body.data[0];
    const dup = await call("customers.create", "owner", { body: { name: "Copy", email: customer.email } });
    expect(dup.body.errors).toEqual([{ field: "email", message: "a customer with this e-mail exists" }]);
    const payments = await call("customers.payments", "viewer", { id: customer.id });
    expect(payments.status).toBe(200);
    expect(payments.body.length).toBeGreaterThan(0);
    expect(new Set(payments.body.map((p: { kind: string }) => p.kind)).size).toBeGreaterThan(1);
  });
});

describe("seed: every status, typed, in ID and PH", () => {
  it.each([
    ["/api/invoices", ["PENDING", "PAID", "SETTLED", "EXPIRED", "FAILED"]],
    ["/api/payment-links", ["ACTIVE", "PAID", "EXPIRED", "INACTIVE"]],
    ["/api/disputes", ["OPEN", "UNDER_REVIEW", "RESOLVED", "CLOSED"]],
  ])("%s has every status", async (path, statuses) => {
    const token = await sandbox.token("owner@demo.test");
    for (const status of statuses) {
      expect((await sandbox.get(`${path}?status=${status}&limit=1`, { token })).body.data.length, status).toBe(1);
    }
  });

  it("a Philippine business collects through Philippine e-wallets, outlets and banks, in pesos, without QR", async () => {
    const channels = (kind: string) =>
      new Set(
        (
          sandbox.db
            .prepare("SELECT DISTINCT channel FROM records WHERE business_id = 'biz_main_ph' AND kind = ?")
            .all(kind) as { channel: string }[]
        ).map((r) => r.channel),
      );
    expect(channels("ewallets")).toEqual(new Set(["GCASH", "GRABPAY", "PAYMAYA"]));
    expect(channels("retail_outlets")).toEqual(new Set(["SEVEN_ELEVEN", "CEBUANA"]));
    expect(channels("virtual_accounts")).toEqual(new Set(["BPI", "UNIONBANK"]));
    const token = await sandbox.switchedToken("owner@demo.test", "biz_main_ph");
    const invoices = (await sandbox.get("/api/invoices?limit=100", { token })).body.data;
    expect(invoices.length).toBeGreaterThan(0);
    expect(invoices.every((i: { currency: string }) => i.currency === "PHP")).toBe(true);
    expect(invoices.some((i: { payment_methods: string[] }) => i.payment_methods.includes("QR_CODE"))).toBe(false);
  });
});

describe("a business that disables invoice creation", () => {
  it("says so in its invoice settings and refuses a create even from its owner", async () => {
    const token = await sandbox.token("excluded@demo.test");
    expect((await sandbox.get("/api/invoice_settings", { token })).body.invoice_creation_enabled).toBe(false);
    expectError(await sandbox.post("/api/invoices", { token, body: invoiceBody }), 409, "INVALID_STATE_ERROR");
    const owner = await sandbox.token("owner@demo.test");
    expect((await sandbox.get("/api/invoice_settings", { token: owner })).body.invoice_creation_enabled).toBe(true);
  });
});
