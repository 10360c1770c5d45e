/** Area-specific `details` of seeded records (deterministic; shapes designed, spec 002 §2.2 lists only the screens). */
import { movementDetails, type SeedRow } from "./seed-balances.ts";

const FIRST = ["Adi", "Bunga", "Cahya", "Dewi", "Eko", "Fitri", "Galih", "Hana", "Irfan", "Joko", "Kirana", "Lintang"];
const LAST = ["Saputra", "Wulandari", "Hidayat", "Permana", "Lestari", "Nugraha", "Siregar", "Tanjung"];
const BANKS = ["BCA", "BNI", "BRI", "MANDIRI", "PERMATA", "BSI"];

const pickAt = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

export function personName(i: number): string {
  return `${pickAt(FIRST, i)} ${pickAt(LAST, Math.floor(i / FIRST.length))}`;
}

/** `row`: the stored columns of the record being inserted (seed.ts `insertRecords`). */
type Extra = (i: number, r: () => number, row?: SeedRow) => Record<string, unknown>;
const payee: Extra = (i) => ({
  bank_code: pickAt(BANKS, i),
  account_holder_name: personName(i + 3),
  account_number: `****${String(1000 + ((i * 37) % 9000))}`,
  approved_by: i % 3 === 0 ? "owner@demo.test" : null,
});
const batch: Extra = (i) => ({
  total_items: 10 + (i % 40),
  succeeded_items: 8 + (i % 30),
  uploaded_by: "owner@demo.test",
});

const EXTRA: Record<string, Extra> = {
  transactions: movementDetails("transactions"),
  cash: movementDetails("cash"),
  pending: movementDetails("pending"),
  invoices: (i) => ({
    payer_email: `payer${i}@demo.test`,
    expiry_date: `2026-12-${String((i % 28) + 1).padStart(2, "0")}T00:00:00.000Z`,
    invoice_url: `https://checkout.sandbox.example/inv/${i}`,
  }),
  disbursements: payee,
  remittances: (i, r) => ({
    ...payee(i, r),
    destination_country: pickAt(["PH", "VN", "MY"], i),
    fx_rate: 1 + (i % 5) / 10,
  }),
  payouts: payee,
  payout_links: (i, r) => ({ ...payee(i, r), claim_url: `https://payout.sandbox.example/${i}` }),
  batch_disbursements: batch,
  batch_remittances: batch,
  customers: (i) => ({
    email: `customer${i}@demo.test`,
    mobile_number: `+62812${String(1_000_000 + i).slice(-7)}`,
    type: i % 4 === 0 ? "BUSINESS" : "INDIVIDUAL",
  }),
  activity_logs: (i) => ({
    actor_email: pickAt(["owner@demo.test", "editor@demo.test", "tech@demo.test"], i),
    action: pickAt(["LOGIN", "CREATE_INVOICE", "UPDATE_CALLBACK_URL", "ADD_TEAM_MEMBER", "CREATE_API_KEY"], i),
    ip_address: `198.51.100.${i % 250}`,
  }),
  reports: (i) => ({
    format: pickAt(["CSV", "XLSX"], i),
    recipients: [`finance${i % 3}@demo.test`],
    report_type: pickAt(["TRANSACTIONS", "BALANCE", "SETTLEMENT"], i),
  }),
  platform_accounts: (i) => ({ account_email: `seller${i}@demo.test`, business_name: `Seller ${i + 1}` }),
  capital_loans: (i) => ({ tenor_months: pickAt([3, 6, 12], i), interest_rate_percent: 1.5 + (i % 4) * 0.25 }),
  issuing_cards: (i) => ({
    masked_card_number: `5264 **** **** ${String(1000 + i).slice(-4)}`,
    cardholder_name: personName(i),
  }),
  issuing_transactions: (i) => ({
    merchant_name: pickAt(["Cloud Hosting", "Ad Network", "Airline"], i),
    card_id: `issuing_card_${i % 10}`,
  }),
  store_orders: (i) => ({ items: 1 + (i % 4), store_name: pickAt(["Kopi Senja Online", "Kopi Senja Marketplace"], i) }),
  store_products: (i) => ({ sku: `SKU-${1000 + i}`, stock: (i * 13) % 120 }),
  apps_partners: (i) => ({
    provider: pickAt(["Accounting Suite", "Shop Builder", "Loyalty Hub", "POS Connect"], i),
    category: pickAt(["ACCOUNTING", "ECOMMERCE", "MARKETING", "POS"], i),
  }),
  integrations: (i) => ({
    provider: pickAt(["Webshop Plugin", "ERP Connector", "Chat Commerce"], i),
    category: pickAt(["PLUGIN", "ERP", "CHAT"], i),
  }),
  escrow_customers: (i) => ({ email: `escrow${i}@demo.test`, id_type: pickAt(["KTP", "KITAS", "PASSPORT"], i) }),
  rdl_investors: (i) => ({ investor_name: personName(i + 5), rdl_account_number: `RDL${String(100000 + i)}` }),
};

/** Details for record `i` of `kind`: a customer and an external id, plus the kind's own fields. */
export function detailsFor(kind: string): Extra {
  const extra = EXTRA[kind];
  return (i, r, row) => ({
    external_id: `ext-${kind}-${i + 1}`,
    customer_name: personName(i),
    ...(extra ? extra(i, r, row) : {}),
  });
}
