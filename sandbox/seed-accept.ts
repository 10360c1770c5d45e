/**
 * Typed seed data of the accept-payments areas (src/contract/accept.ts): after the generic
 * records are inserted (every status of every area, per business and environment), this pass
 * gives each record of an accept kind its typed fields in `data`, and the channel, amount and
 * currency its country uses (Indonesian banks and outlets in ID, Philippine ones in PH).
 * Deterministic: derived from the record's index and columns only.
 */

import { CHECKOUT_METHODS } from "../src/contract/accept.ts";
import type { AreaKind } from "../src/contract/areas.ts";
import {
  checkoutMethodsFor,
  ewalletsFor,
  retailOutletsFor,
  VA_MERCHANT_CODES,
  VA_SUFFIX_RANGE,
  vaBanksFor,
  vaNumber,
} from "../src/domain/accept/channels.ts";
import { qrPayload } from "../src/domain/accept/qr-payload.ts";
import type { Db } from "./db.ts";
import type { RecordRow } from "./lists.ts";

const DAY = 86_400_000;
const pickAt = <T>(list: readonly T[], i: number): T => list[((i % list.length) + list.length) % list.length] as T;
const iso = (ms: number) => new Date(ms).toISOString();

const NAMES: Record<string, { first: readonly string[]; last: readonly string[] }> = {
  ID: {
    first: ["Adi", "Bunga", "Cahya", "Dewi", "Eko", "Fitri", "Galih", "Hana", "Irfan", "Joko", "Kirana", "Lintang"],
    last: ["Saputra", "Wulandari", "Hidayat", "Permana", "Lestari", "Nugraha", "Siregar", "Tanjung"],
  },
  PH: {
    first: ["Andrea", "Bea", "Carlo", "Dindo", "Ella", "Franco", "Gina", "Hector", "Isa", "Jun", "Karla", "Lito"],
    last: ["Santos", "Reyes", "Cruz", "Bautista", "Garcia", "Mendoza", "Torres", "Villanueva"],
  },
};

/** How many customers each business has per environment (set by `seedAccept`); payer `i` is customer `i % n`. */
const customerCounts = new Map<string, number>();
let currentScope = "";

export function customerOf(i: number, country: string) {
  const names = NAMES[country] ?? (NAMES.ID as (typeof NAMES)["ID"]);
  const first = pickAt(names.first, i);
  const last = pickAt(names.last, Math.floor(i / names.first.length) + i);
  const prefix = country === "PH" ? "+63917" : "+62812";
  return {
    name: `${first} ${last}`,
    email: `${first}.${last}.${i}@mail.test`.toLowerCase(),
    mobile_number: `${prefix}${String(1_000_000 + i * 7919).slice(-7)}`,
  };
}

export function payerOf(i: number, country: string) {
  return customerOf(i % (customerCounts.get(currentScope) || 12), country);
}

const ITEMS: Record<string, readonly string[]> = {
  ID: ["Kopi arabika 250 g", "Gula aren 500 g", "Langganan bulanan", "Ongkos kirim", "Paket hampers", "Jasa desain"],
  PH: ["Barako coffee 250 g", "Ensaymada box", "Monthly subscription", "Delivery fee", "Gift basket", "Design service"],
};

type Row = RecordRow & { country: string; business_name: string };
type Typed = { data: Record<string, unknown>; channel?: string | null; amount?: number | null };

/** The index of a seeded record within its business, kind and environment (its id's suffix). */
const indexOf = (id: string) => Number(id.slice(id.lastIndexOf("_") + 1)) || 0;

function statusHistory(row: Row, first: string): { status: string; at: string }[] {
  return row.status === first
    ? [{ status: first, at: row.created }]
    : [
        { status: first, at: row.created },
        { status: row.status, at: row.updated },
      ];
}

const paidStatuses = new Set(["PAID", "SETTLED", "SUCCEEDED"]);

function invoice(row: Row, i: number): Typed {
  const country = row.country;
  const methods = checkoutMethodsFor(CHECKOUT_METHODS, country).filter((_, k) => k === 0 || (i + k) % 3 !== 0);
  const amount = row.amount ?? 100_000;
  const first = Math.max(1, Math.floor((amount * 0.3) / 2));
  const items =
    i % 3 === 0
      ? [{ name: pickAt(ITEMS[country] ?? ITEMS.ID ?? [], i), quantity: 1, price: amount }]
      : [
          { name: pickAt(ITEMS[country] ?? ITEMS.ID ?? [], i), quantity: 2, price: first },
          { name: pickAt(ITEMS[country] ?? ITEMS.ID ?? [], i + 1), quantity: 1, price: amount - 2 * first },
        ];
  const paid = paidStatuses.has(row.status);
  const paidWith = pickAt(methods, i);
  const attempts: Record<string, unknown>[] = [];
  const at = (offset: number) => iso(Date.parse(row.created) + offset);
  if (i % 4 === 1 || row.status === "FAILED") {
    attempts.push({
      id: `att_${row.id}_1`,
      method: pickAt(methods, i + 1),
      channel: pickAt(methods, i + 1) === "EWALLET" ? pickAt(ewalletsFor(country), i) : pickAt(vaBanksFor(country), i),
      status: "FAILED",
      amount,
      failure_reason: pickAt(["INSUFFICIENT_BALANCE", "USER_DECLINED", "CHANNEL_UNAVAILABLE"], i),
      created: at(3_600_000),
    });
  }
  if (paid) {
    attempts.push({
      id: `att_${row.id}_2`,
      method: paidWith,
      channel: paidWith === "EWALLET" ? pickAt(ewalletsFor(country), i) : pickAt(vaBanksFor(country), i),
      status: "SUCCEEDED",
      amount,
      failure_reason: null,
      created: row.updated,
    });
  }
  const history = statusHistory(row, "PENDING");
  if (row.status === "SETTLED") history.splice(1, 0, { status: "PAID", at: row.updated });
  return {
    channel: paid ? paidWith : null,
    data: {
      external_id: `INV-${row.reference.slice(-5)}`,
      items,
      payer: payerOf(i, country),
      due_date: iso(Date.parse(row.created) + (7 + (i % 3) * 7) * DAY),
      payment_methods: methods,
      reminders: i % 2 === 0 ? ["ONE_DAY_BEFORE", "ON_DUE_DATE"] : [],
      invoice_url: `https://checkout.sandbox.example/inv/${row.id}`,
      paid_at: paid ? row.updated : null,
      status_history: history,
      payment_attempts: attempts,
      created_by: i % 3 === 0 ? "API" : "owner@demo.test",
    },
  };
}

function recurring(row: Row, i: number, withUrl: boolean): Typed {
  const interval = pickAt(["MONTH", "WEEK", "DAY"] as const, i);
  const step = interval === "MONTH" ? 30 * DAY : interval === "WEEK" ? 7 * DAY : DAY;
  const running = row.status === "ACTIVE";
  return {
    channel: null,
    data: {
      interval,
      interval_count: 1 + (i % 2),
      total_cycles: i % 3 === 0 ? null : 12,
      cycles_completed: i % 12,
      next_charge: running ? iso(Date.parse(row.updated) + step) : null,
      payer: payerOf(i, row.country),
      payment_methods: checkoutMethodsFor(CHECKOUT_METHODS, row.country).slice(0, 2 + (i % 2)),
      status_history: statusHistory(row, "ACTIVE"),
      ...(withUrl ? { url: `https://pay.sandbox.example/r/${row.id}` } : {}),
    },
  };
}

function paymentLink(row: Row, i: number): Typed {
  const type = Math.floor(i / 4) % 2 === 0 ? "SINGLE" : "MULTI";
  const open = Math.floor(i / 8) % 3 === 2;
  return {
    amount: open ? null : row.amount,
    data: {
      title: pickAt(ITEMS[row.country] ?? ITEMS.ID ?? [], i),
      type,
      amount_type: open ? "OPEN" : "FIXED",
      url: `https://pay.sandbox.example/l/${row.id}`,
      expires_at: i % 3 === 0 ? null : iso(Date.parse(row.created) + 14 * DAY),
      payments_count: row.status === "PAID" ? (type === "SINGLE" ? 1 : 2 + (i % 9)) : type === "MULTI" ? i % 5 : 0,
      customer_email: type === "SINGLE" ? payerOf(i, row.country).email : null,
    },
  };
}

function fixedVa(row: Row, i: number): Typed {
  const bank = pickAt(vaBanksFor(row.country), i);
  const expected = i % 3 === 0 ? row.amount : null;
  return {
    channel: bank,
    amount: expected,
    data: {
      account_number: vaNumber(bank, VA_SUFFIX_RANGE.start + i),
      name: payerOf(i, row.country).name,
      merchant_code: VA_MERCHANT_CODES[bank],
      is_single_use: i % 5 === 0,
      expected_amount: expected,
      expiration_date: i % 4 === 0 ? iso(Date.parse(row.created) + 30 * DAY) : null,
    },
  };
}

function vaPayment(row: Row, i: number): Typed {
  const bank = pickAt(vaBanksFor(row.country), i);
  return {
    channel: bank,
    data: {
      account_number: vaNumber(bank, VA_SUFFIX_RANGE.start + (i % 20)),
      payer: payerOf(i, row.country),
      payment_id: `pay_${row.id.slice(-12)}`,
      sender_bank: row.status === "PAID" ? pickAt(vaBanksFor(row.country), i + 2) : null,
      paid_at: row.status === "PAID" ? row.updated : null,
    },
  };
}

function ewallet(row: Row, i: number): Typed {
  const ok = row.status === "SUCCEEDED";
  return {
    channel: pickAt(ewalletsFor(row.country), i),
    data: {
      checkout_method: i % 4 === 0 ? "TOKENIZED_PAYMENT" : "ONE_TIME_PAYMENT",
      payer: payerOf(i, row.country),
      capture_amount: ok ? row.amount : null,
      failure_code:
        row.status === "FAILED" ? pickAt(["INSUFFICIENT_BALANCE", "USER_DECLINED", "ACCOUNT_NOT_FOUND"], i) : null,
      paid_at: ok ? row.updated : null,
    },
  };
}

function retail(row: Row, i: number): Typed {
  const outlet = pickAt(retailOutletsFor(row.country), i);
  const prefix = outlet === "ALFAMART" ? "8888" : outlet === "INDOMARET" ? "7777" : "TEST";
  return {
    channel: outlet,
    data: {
      payment_code: `${prefix}${String(100_000 + i * 37).padStart(8, "0")}`,
      payer: payerOf(i, row.country),
      is_single_use: i % 3 !== 0,
      expiration_date: iso(Date.parse(row.created) + 2 * DAY),
      paid_at: row.status === "PAID" ? row.updated : null,
    },
  };
}

function qr(row: Row, i: number): Typed {
  const type = i % 3 === 0 ? "STATIC" : "DYNAMIC";
  const amount = type === "STATIC" ? null : row.amount;
  const externalId = `QR-${row.reference.slice(-5)}`;
  return {
    amount,
    channel: "QRIS",
    data: {
      type,
      external_id: externalId,
      qr_string: qrPayload({
        type,
        amount,
        merchantName: row.business_name,
        city: row.country === "PH" ? "Manila" : "Jakarta",
        country: row.country === "PH" ? "PH" : "ID",
        reference: externalId,
        currency: row.currency ?? "IDR",
      }),
      paid_at: row.status === "PAID" ? row.updated : null,
    },
  };
}

function customer(row: Row, i: number): Typed {
  const person = customerOf(i, row.country);
  const business = i % 4 === 0;
  return {
    data: {
      type: business ? "BUSINESS" : "INDIVIDUAL",
      name: business ? `${person.name.split(" ")[1]} Trading` : person.name,
      email: person.email,
      mobile_number: i % 5 === 4 ? null : person.mobile_number,
      address:
        i % 2 === 0
          ? row.country === "PH"
            ? `${10 + i} Ayala Ave, Makati`
            : `Jl. Sudirman No. ${10 + i}, Jakarta`
          : null,
      linked_methods: [
        ...(i % 2 === 0 ? [{ type: "EWALLET", label: pickAt(ewalletsFor(row.country), i), status: "ACTIVE" }] : []),
        ...(i % 3 === 0 ? [{ type: "CARD", label: `VISA •••• ${String(4000 + i).slice(-4)}`, status: "ACTIVE" }] : []),
        ...(i % 5 === 0
          ? [{ type: "DIRECT_DEBIT", label: pickAt(vaBanksFor(row.country), i), status: "PENDING" }]
          : []),
      ],
    },
  };
}

function dispute(row: Row, i: number): Typed {
  const payer = payerOf(i, row.country);
  const opened = Date.parse(row.created);
  const messages = [
    {
      id: `msg_${row.id}_1`,
      author: "PAYER",
      body: pickAt(
        [
          "I paid but the order still shows unpaid.",
          "I was charged twice for the same invoice.",
          "The amount charged is higher than the invoice.",
          "I do not recognise this payment.",
        ],
        i,
      ),
      created: row.created,
    },
  ];
  if (row.status !== "OPEN") {
    messages.push({
      id: `msg_${row.id}_2`,
      author: "MERCHANT",
      body: "Thank you, we are checking the payment with our bank.",
      created: iso(opened + DAY),
    });
  }
  if (row.status === "RESOLVED" || row.status === "CLOSED") {
    messages.push({
      id: `msg_${row.id}_3`,
      author: "PROVIDER",
      body:
        row.status === "RESOLVED"
          ? "Resolved: the payment was refunded to the payer."
          : "Closed: no response from the payer.",
      created: row.updated,
    });
  }
  const methods = checkoutMethodsFor(CHECKOUT_METHODS, row.country);
  return {
    channel: pickAt(methods, i),
    data: {
      reason: pickAt(["NOT_RECEIVED", "DUPLICATE", "WRONG_AMOUNT", "FRAUD", "OTHER"] as const, i),
      payer,
      payment_reference: `INV-${String(10_000 + i * 13)}`,
      respond_by: iso(opened + 7 * DAY),
      messages,
    },
  };
}

export const ACCEPT_SEEDERS: Partial<Record<AreaKind, (row: Row, i: number) => Typed>> = {
  invoices: invoice,
  recurring: (row, i) => recurring(row, i, false),
  recurring_new: (row, i) => recurring(row, i, false),
  payment_recurring: (row, i) => recurring(row, i, true),
  on_demand_links: (row, i) => ({
    data: {
      title: pickAt(ITEMS[row.country] ?? ITEMS.ID ?? [], i),
      url: `https://pay.sandbox.example/od/${row.id}`,
      payments_count: i % 9,
      total_collected: (i % 9) * (row.amount ?? 0),
    },
  }),
  payment_links: paymentLink,
  virtual_account_numbers: fixedVa,
  virtual_accounts: vaPayment,
  ewallets: ewallet,
  retail_outlets: retail,
  qr_codes: qr,
  customers: customer,
  disputes: dispute,
};

/** Rewrite the accept records' typed fields (run once, after the generic records are seeded). */
export function seedAccept(db: Db): void {
  const kinds = Object.keys(ACCEPT_SEEDERS);
  const rows = db
    .prepare(
      `SELECT r.*, b.country AS country, b.name AS business_name FROM records r JOIN businesses b ON b.id = r.business_id
       WHERE r.kind IN (${kinds.map(() => "?").join(",")})`,
    )
    .all(...kinds) as Row[];
  const counts = db
    .prepare("SELECT business_id, environment, COUNT(*) AS n FROM records WHERE kind = 'customers' GROUP BY 1, 2")
    .all() as { business_id: string; environment: string; n: number }[];
  for (const c of counts) customerCounts.set(`${c.business_id}|${c.environment}`, c.n);
  const update = db.prepare("UPDATE records SET data = ?, channel = ?, amount = ? WHERE id = ?");
  for (const row of rows) {
    currentScope = `${row.business_id}|${row.environment}`;
    const typed = (ACCEPT_SEEDERS[row.kind as AreaKind] as (row: Row, i: number) => Typed)(row, indexOf(row.id));
    update.run(
      JSON.stringify(typed.data),
      typed.channel === undefined ? row.channel : typed.channel,
      typed.amount === undefined ? row.amount : typed.amount,
      row.id,
    );
  }
}
