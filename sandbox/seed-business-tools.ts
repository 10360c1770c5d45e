/**
 * Typed seed of tax documents, report schedules, activity history, partner apps and
 * integrations (src/contract/tax.ts, reporting.ts, activity-logs.ts, connections.ts): the
 * generic rows of these kinds are replaced by realistic ones per business and environment, in
 * every status, worded for the business's country (PPN/PPh documents and NPWP in Indonesia, BIR
 * documents and TIN in the Philippines). Deterministic: derived from indexes only.
 */
import type { Db } from "./db.ts";

const SEED_BASE = Date.UTC(2026, 10, 20);
const DAY = 86_400_000;
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
const pickAt = <T>(list: readonly T[], i: number): T => list[((i % list.length) + list.length) % list.length] as T;

const KINDS = ["tax", "reports", "activity_logs", "apps_partners", "integrations"] as const;

type Insert = (row: {
  id: string;
  kind: string;
  status: string;
  amount?: number | null;
  currency?: string | null;
  created: number;
  updated?: number;
  reference: string;
  description?: string | null;
  channel: string | null;
  data: Record<string, unknown>;
}) => void;

type Scope = { businessId: string; businessName: string; country: string; env: "PRODUCTION" | "DEVELOPMENT" };

// ---------------------------------------------------------------- tax documents

const PROVIDER = {
  ID: { name: "PT Arunika Pembayaran Indonesia", tax_id: "0123456789012000", address: "Jl. Sudirman Kav. 52, Jakarta" },
  PH: { name: "Arunika Payments Philippines Inc.", tax_id: "009123456000", address: "Ayala Avenue, Makati City" },
};

function seedTax(insert: Insert, s: Scope): void {
  const ph = s.country === "PH";
  const provider = ph ? PROVIDER.PH : PROVIDER.ID;
  const currency = ph ? "PHP" : "IDR";
  const types = ph ? (["BIR_SERVICE_INVOICE", "BIR_2307"] as const) : (["FAKTUR_PAJAK", "BUKTI_POTONG_PPH23"] as const);
  const recipientTaxId = ph ? "123456789000" : "0987654321098000";
  const envTag = s.env === "PRODUCTION" ? "L" : "T";
  let n = 0;
  for (let m = 0; m < 12; m++) {
    // periods: the 12 months before November 2026 (October 2026 back to November 2025)
    const year = 2026 - (m >= 10 ? 1 : 0);
    const month = ((9 - m + 12) % 12) + 1;
    const period = `${year}-${String(month).padStart(2, "0")}`;
    const periodEnd = Date.UTC(year, month, 1);
    for (const [t, type] of types.entries()) {
      const i = n++;
      const base = (ph ? 40_000 : 4_500_000) + ((i * 7919) % 20) * (ph ? 1_500 : 175_000);
      const withholding = type === "BUKTI_POTONG_PPH23" || type === "BIR_2307";
      const rate = withholding ? 2 : ph ? 12 : 11;
      const tax = ph ? Math.round(base * rate) / 100 : Math.round((base * rate) / 100);
      // the latest period is still being prepared; one older document was cancelled and replaced
      const status = m === 0 ? "PENDING" : m === 3 && t === 0 ? "CANCELLED" : "ISSUED";
      const issuedAt = status === "PENDING" ? null : periodEnd + (5 + t) * DAY;
      const number = ph
        ? `${withholding ? "2307" : "SI"}-${year}-${String(100 + i).padStart(6, "0")}${envTag}`
        : withholding
          ? `BP23-${period.replace("-", "")}-${String(5000 + i)}${envTag}`
          : `010.000-${String(year).slice(2)}.${String(12_340_000 + i).padStart(8, "0")}`;
      const id = `tax_${s.businessId}_${s.env === "PRODUCTION" ? "live" : "test"}_${String(i).padStart(3, "0")}`;
      insert({
        id,
        kind: "tax",
        status,
        amount: tax,
        currency,
        created: periodEnd + DAY,
        updated: issuedAt ?? periodEnd + DAY,
        reference: status === "PENDING" ? `${type}-${period}` : number,
        description: `${type.replace(/_/g, " ")} ${period}`,
        channel: type,
        data: {
          document_type: type,
          document_number: status === "PENDING" ? null : number,
          period,
          taxable_amount: base,
          tax_rate_percent: rate,
          total_amount: withholding ? base : base + tax,
          issuer: withholding
            ? { name: s.businessName, tax_id: recipientTaxId, address: null }
            : { name: provider.name, tax_id: provider.tax_id, address: provider.address },
          recipient: withholding
            ? { name: provider.name, tax_id: provider.tax_id, address: provider.address }
            : { name: s.businessName, tax_id: recipientTaxId, address: null },
          issued_at: issuedAt === null ? null : iso(issuedAt),
          file_name: status === "ISSUED" ? `${type.toLowerCase()}-${period}.pdf` : null,
          cancellation_reason: status === "CANCELLED" ? "Wrong recipient address; replaced by a new document." : null,
          replaced_by: status === "CANCELLED" ? `${number}-R` : null,
        },
      });
    }
  }
}

// ---------------------------------------------------------------- report schedules

const REPORTS = [
  { name: "Daily transactions", type: "TRANSACTIONS", format: "CSV", frequency: "DAILY", status: "ACTIVE" },
  { name: "Weekly settlements", type: "SETTLEMENTS", format: "XLSX", frequency: "WEEKLY", status: "ACTIVE" },
  { name: "Month-end balance", type: "BALANCE_HISTORY", format: "XLSX", frequency: "MONTHLY", status: "ACTIVE" },
  { name: "Disbursements for finance", type: "DISBURSEMENTS", format: "CSV", frequency: "WEEKLY", status: "PAUSED" },
  { name: "Unpaid invoices", type: "INVOICES", format: "CSV", frequency: "DAILY", status: "PAUSED" },
  { name: "Failed payments", type: "TRANSACTIONS", format: "XLSX", frequency: "MONTHLY", status: "ACTIVE" },
] as const;

const PERIOD_DAYS = { DAILY: 1, WEEKLY: 7, MONTHLY: 30 } as const;

function seedReports(insert: Insert, s: Scope): void {
  const domain = s.country === "PH" ? "sampaguita.test" : "kopisenja.test";
  for (const [i, r] of REPORTS.entries()) {
    const created = SEED_BASE - (120 - i * 9) * DAY;
    const every = PERIOD_DAYS[r.frequency] * DAY;
    const recipients = [`finance@${domain}`, ...(i % 2 === 0 ? [`owner@${domain}`] : [])];
    const runs = [];
    const lastRun = r.status === "ACTIVE" ? SEED_BASE - HOUR * 2 : SEED_BASE - 20 * DAY;
    for (let k = 0; k < 8; k++) {
      const started = lastRun - k * every;
      if (started < created) break;
      const failed = (i + k) % 5 === 3;
      runs.push({
        id: `run_${i}_${k}_${s.businessId}_${s.env === "PRODUCTION" ? "l" : "t"}`,
        status: failed ? "FAILED" : "SUCCESS",
        started_at: iso(started),
        finished_at: iso(started + 90_000 + k * 1_000),
        period_from: iso(started - every),
        period_to: iso(started),
        row_count: failed ? 0 : 40 + ((i * 31 + k * 17) % 900),
        file_name: failed ? null : `${r.type.toLowerCase()}-${iso(started).slice(0, 10)}.${r.format.toLowerCase()}`,
        delivered_to: failed ? [] : recipients,
        error: failed ? "The report took too long to generate; it will be retried at the next run." : null,
      });
    }
    insert({
      id: `rpt_${s.businessId}_${s.env === "PRODUCTION" ? "live" : "test"}_${i}`,
      kind: "reports",
      status: r.status,
      created,
      updated: r.status === "PAUSED" ? SEED_BASE - 19 * DAY : created,
      reference: r.name,
      description: `${r.type} ${r.frequency.toLowerCase()} (${r.format})`,
      channel: r.frequency,
      data: {
        name: r.name,
        report_type: r.type,
        format: r.format,
        frequency: r.frequency,
        day_of_week: r.frequency === "WEEKLY" ? 1 : null,
        day_of_month: r.frequency === "MONTHLY" ? 1 : null,
        time_of_day: pickAt(["07:00", "08:30", "23:00"], i),
        recipients,
        filters: { statuses: i === 5 ? ["FAILED"] : [], min_amount: i === 1 ? 1_000_000 : null },
        next_run_at: r.status === "ACTIVE" ? iso(lastRun + every) : null,
        last_run_at: runs[0]?.started_at ?? null,
        created_by: pickAt(["owner@demo.test", "editor@demo.test"], i),
        runs,
      },
    });
  }
}

// ---------------------------------------------------------------- activity history

const ACTORS = [
  { user_id: "usr_owner", email: "owner@demo.test", name: "Ayu Lestari" },
  { user_id: "usr_editor", email: "editor@demo.test", name: "Citra Dewi" },
  { user_id: "usr_tech", email: "tech@demo.test", name: "Gita Maharani" },
];

const ACTIONS = [
  {
    action: "invoices.create",
    method: "POST",
    path: "/api/invoices",
    area: "invoices",
    type: "invoices",
    summary: "Create an invoice",
    after: { status: "PENDING", amount: 250_000, currency: "IDR" },
  },
  {
    action: "settings.inviteMember",
    method: "POST",
    path: "/api/team/invitations",
    area: "settings/team",
    type: "settings",
    summary: "Invite a member by e-mail with permission flags",
    after: { email: "new.member@mail.test", status: "INVITED" },
  },
  {
    action: "cards.createRefund",
    method: "POST",
    path: "/api/credit_card_charges/{id}/refunds",
    area: "credit_cards",
    type: "cards",
    summary: "Refund a charge",
    before: { status: "CHARGED", amount: 150_000 },
    after: { status: "REFUNDED", amount: 150_000 },
  },
  {
    action: "reports.pause",
    method: "POST",
    path: "/api/reporting/schedules/{id}/pause",
    area: "reporting",
    type: "reports",
    summary: "Pause an active schedule",
    before: { status: "ACTIVE" },
    after: { status: "PAUSED" },
  },
  {
    action: "integrations.connect",
    method: "POST",
    path: "/api/integrations/{id}/connect",
    area: "integrations",
    type: "integrations",
    summary: "Connect an integration",
    before: { status: "AVAILABLE" },
    after: { status: "CONNECTED" },
  },
  {
    action: "settings.updateCallbackUrls",
    method: "PUT",
    path: "/api/callback_urls",
    area: "settings/developers",
    type: "settings",
    summary: "Update the callback URLs",
    after: { status: "SAVED" },
  },
] as const;

const AGENTS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
  "arunika-node/3.2.0",
];

function seedActivity(insert: Insert, s: Scope): void {
  const count = s.env === "DEVELOPMENT" ? 30 : 20;
  for (let i = 0; i < count; i++) {
    const a = pickAt(ACTIONS, i);
    const api = i % 7 === 6;
    const failed = i % 9 === 4;
    const actor = api ? { user_id: null, email: "API key ••••3f9a", name: null } : pickAt(ACTORS, i);
    const at = SEED_BASE - i * 11 * HOUR - (i % 3) * 17 * 60_000;
    const resourceId = `${a.type}_${(i * 7919).toString(16)}`;
    insert({
      id: `log_${s.businessId}_${s.env === "PRODUCTION" ? "live" : "test"}_${String(i).padStart(3, "0")}`,
      kind: "activity_logs",
      status: failed ? "FAILED" : "SUCCESS",
      created: at,
      reference: a.action,
      description: a.summary,
      channel: api ? "API" : "DASHBOARD",
      data: {
        action: a.action,
        method: a.method,
        path: a.path.replace("{id}", resourceId),
        area: a.area,
        actor,
        // flat copy for the actor filter (json_extract on a top-level field)
        actor_email: actor.email,
        resource_type: a.type,
        resource_id: resourceId,
        ip_address: api ? `203.0.113.${10 + (i % 40)}` : `198.51.100.${20 + (i % 200)}`,
        user_agent: api ? (AGENTS[3] as string) : pickAt(AGENTS.slice(0, 3), i),
        before: "before" in a ? a.before : null,
        after: failed ? null : a.after,
        error_code: failed ? "API_VALIDATION_ERROR" : null,
        occurred_at: iso(at),
      },
    });
  }
}

// ---------------------------------------------------------------- partner apps

type AppSeed = {
  product: string;
  name: string;
  provider: string;
  category: string;
  summary: string;
  features: string[];
  pricing: {
    model: string;
    price: number | null;
    share_percent: number | null;
    free_trial_days: number | null;
  };
  permissions: string[];
  countries: string[];
};

const APPS: AppSeed[] = [
  {
    product: "ledgerly",
    name: "Ledgerly",
    provider: "Ledgerly Pte. Ltd.",
    category: "ACCOUNTING",
    summary: "Books every payment, fee and payout into your accounting ledger automatically.",
    features: ["Daily reconciliation", "Fee and tax journals", "Multi-currency books"],
    pricing: { model: "SUBSCRIPTION", price: 150_000, share_percent: null, free_trial_days: 30 },
    permissions: ["Read transactions", "Read balances"],
    countries: ["ID", "PH"],
  },
  {
    product: "tokoku-builder",
    name: "Tokoku Builder",
    provider: "PT Toko Digital Kreatif",
    category: "ECOMMERCE",
    summary: "Build an online shop with checkout powered by your payment methods.",
    features: ["Shop templates", "Checkout with every enabled method", "Order notifications"],
    pricing: { model: "REVENUE_SHARE", price: null, share_percent: 1, free_trial_days: null },
    permissions: ["Create invoices", "Read payments"],
    countries: ["ID"],
  },
  {
    product: "loyal-hub",
    name: "Loyal Hub",
    provider: "Loyal Hub Inc.",
    category: "MARKETING",
    summary: "Points and vouchers for returning customers, earned on every paid invoice.",
    features: ["Points on payment", "Voucher campaigns", "Customer segments"],
    pricing: { model: "SUBSCRIPTION", price: 99_000, share_percent: null, free_trial_days: 14 },
    permissions: ["Read customers", "Read payments"],
    countries: ["ID", "PH"],
  },
  {
    product: "kasir-pos",
    name: "Kasir POS",
    provider: "PT Kasir Nusantara",
    category: "POS",
    summary: "Point-of-sale app that takes QR and card payments at the counter.",
    features: ["QR payments at the counter", "Shift reports", "Offline mode"],
    pricing: { model: "FREE", price: null, share_percent: null, free_trial_days: null },
    permissions: ["Create QR codes", "Read payments"],
    countries: ["ID"],
  },
  {
    product: "kirim-cepat",
    name: "Kirim Cepat",
    provider: "PT Logistik Cepat",
    category: "LOGISTICS",
    summary: "Book couriers for paid orders and share tracking links with buyers.",
    features: ["Courier booking", "Tracking links", "Cash-on-delivery reconciliation"],
    pricing: { model: "FREE", price: null, share_percent: null, free_trial_days: null },
    permissions: ["Read payments"],
    countries: ["ID", "PH"],
  },
  {
    product: "modal-usaha",
    name: "Modal Usaha",
    provider: "PT Pendanaan Usaha",
    category: "LENDING",
    summary: "Working-capital offers based on your payment history, repaid from your balance.",
    features: ["Offers in minutes", "Repay from balance", "No collateral"],
    pricing: { model: "FREE", price: null, share_percent: null, free_trial_days: null },
    permissions: ["Read transactions", "Read balances", "Debit balance for repayments"],
    countries: ["ID"],
  },
  {
    product: "sari-books",
    name: "Sari Books",
    provider: "Sari Software Corp.",
    category: "ACCOUNTING",
    summary: "BIR-ready books for small businesses, fed by your payments.",
    features: ["BIR-ready reports", "Automatic journals", "Receipts matching"],
    pricing: { model: "SUBSCRIPTION", price: 499, share_percent: null, free_trial_days: 30 },
    permissions: ["Read transactions"],
    countries: ["PH"],
  },
  {
    product: "bayan-shop",
    name: "Bayan Shop",
    provider: "Bayan Commerce Inc.",
    category: "ECOMMERCE",
    summary: "A social-commerce storefront with payment links for chat sellers.",
    features: ["Payment links in chat", "Order inbox", "Inventory"],
    pricing: { model: "REVENUE_SHARE", price: null, share_percent: 1.5, free_trial_days: null },
    permissions: ["Create payment links", "Read payments"],
    countries: ["PH"],
  },
];

function seedApps(insert: Insert, s: Scope): void {
  const country = s.country === "PH" ? "PH" : "ID";
  const currency = country === "PH" ? "PHP" : "IDR";
  const apps = APPS.filter((a) => a.countries.includes(country));
  for (const [i, a] of apps.entries()) {
    const connected = i % 3 === 0;
    const created = SEED_BASE - (300 - i * 10) * DAY;
    insert({
      id: `app_${s.businessId}_${s.env === "PRODUCTION" ? "live" : "test"}_${a.product}`,
      kind: "apps_partners",
      status: connected ? "CONNECTED" : "AVAILABLE",
      created,
      updated: connected ? SEED_BASE - (20 + i) * DAY : created,
      reference: a.product,
      description: a.summary,
      channel: a.category,
      data: {
        product_name: a.product,
        name: a.name,
        provider: a.provider,
        category: a.category,
        summary: a.summary,
        features: a.features,
        pricing: { ...a.pricing, currency: a.pricing.price === null ? null : currency },
        website: `https://${a.product}.partner.example`,
        permissions: a.permissions,
        connected_at: connected ? iso(SEED_BASE - (20 + i) * DAY) : null,
        connected_by: connected ? "owner@demo.test" : null,
      },
    });
  }
}

// ---------------------------------------------------------------- integrations

const INTEGRATIONS = [
  { key: "woocommerce", name: "WooCommerce", provider: "WooCommerce", category: "ECOMMERCE", setup: "STORE_URL" },
  { key: "shopify", name: "Shopify", provider: "Shopify", category: "ECOMMERCE", setup: "STORE_URL" },
  { key: "magento", name: "Magento", provider: "Adobe Commerce", category: "PLUGIN", setup: "API_KEY" },
  {
    key: "wordpress",
    name: "WordPress payments plug-in",
    provider: "WordPress",
    category: "PLUGIN",
    setup: "STORE_URL",
  },
  { key: "xero", name: "Xero", provider: "Xero", category: "ACCOUNTING", setup: "API_KEY" },
  { key: "jurnal", name: "Jurnal", provider: "Mekari Jurnal", category: "ACCOUNTING", setup: "API_KEY" },
  { key: "quickbooks", name: "QuickBooks Online", provider: "Intuit", category: "ACCOUNTING", setup: "API_KEY" },
] as const;

const SUMMARIES: Record<string, string> = {
  ECOMMERCE: "Take payments at your shop's checkout and mark orders paid when the payment succeeds.",
  PLUGIN: "A payment plug-in for your site: every enabled payment method at checkout.",
  ACCOUNTING: "Send payments, fees and payouts to your accounting books every day.",
};

function seedIntegrations(insert: Insert, s: Scope): void {
  const slug = s.country === "PH" ? "sampaguita" : "kopisenja";
  for (const [i, g] of INTEGRATIONS.entries()) {
    // every status: connected, one in error, the rest available
    const status = i === 0 || i === 4 ? "CONNECTED" : i === 1 ? "ERROR" : "AVAILABLE";
    const linked = status !== "AVAILABLE";
    const created = SEED_BASE - (200 - i * 5) * DAY;
    const accounting = g.category === "ACCOUNTING";
    insert({
      id: `int_${s.businessId}_${s.env === "PRODUCTION" ? "live" : "test"}_${g.key}`,
      kind: "integrations",
      status,
      created,
      updated: linked ? SEED_BASE - (3 + i) * DAY : created,
      reference: g.key,
      description: g.name,
      channel: g.category,
      data: {
        name: g.name,
        provider: g.provider,
        category: g.category,
        summary: SUMMARIES[g.category],
        setup: g.setup,
        docs_url: `https://docs.sandbox.example/integrations/${g.key}`,
        store_url: linked && g.setup === "STORE_URL" ? `https://${slug}.${g.key}.example` : null,
        account_name: linked ? (accounting ? `${slug} books` : `${slug} shop`) : null,
        api_key_hint: linked && g.setup === "API_KEY" ? `••••${(i * 4099).toString(16).slice(-4)}` : null,
        connected_at: linked ? iso(SEED_BASE - (40 + i) * DAY) : null,
        connected_by: linked ? "tech@demo.test" : null,
        last_sync_at:
          status === "CONNECTED" ? iso(SEED_BASE - HOUR * (i + 1)) : linked ? iso(SEED_BASE - 4 * DAY) : null,
        error_message:
          status === "ERROR" ? "The shop refused our request (401): reconnect with a new access token." : null,
        config: {
          sync_transactions: linked,
          sync_frequency: accounting ? "DAILY" : "HOURLY",
          ledger_account: accounting ? "1-1200 Payments clearing" : null,
          auto_mark_paid: !accounting,
        },
      },
    });
  }
}

/** Tax settings per business (not per environment): kind `tax_settings`, one row each. */
function seedTaxSettings(insert: Insert, s: Scope): void {
  if (s.env !== "PRODUCTION") return;
  const ph = s.country === "PH";
  const filled = s.businessId === "biz_main_id" || s.businessId === "biz_main_ph";
  insert({
    id: `taxset_${s.businessId}`,
    kind: "tax_settings",
    status: "ACTIVE",
    created: SEED_BASE - 200 * DAY,
    reference: "tax-settings",
    channel: null,
    data: {
      tax_id_type: ph ? "TIN" : "NPWP",
      tax_id: filled ? (ph ? "123456789000" : "0987654321098000") : null,
      registered_name: filled ? s.businessName : null,
      registered_address: filled ? (ph ? "12 Mabini St., Quezon City" : "Jl. Kemang Raya 10, Jakarta Selatan") : null,
      vat_registered: filled,
      document_email: filled ? (ph ? "finance@sampaguita.test" : "finance@kopisenja.test") : null,
      updated: filled ? iso(SEED_BASE - 60 * DAY) : null,
      updated_by: filled ? "owner@demo.test" : null,
    },
  });
}

/** Replace the generic rows of the five kinds with typed ones (run after the generic records). */
export function seedBusinessTools(db: Db): void {
  const scopes = db
    .prepare(
      `SELECT DISTINCT r.business_id AS businessId, b.name AS businessName, b.country AS country, r.environment AS env
       FROM records r JOIN businesses b ON b.id = r.business_id WHERE r.kind IN (${KINDS.map(() => "?").join(",")})`,
    )
    .all(...KINDS) as Scope[];
  db.prepare(`DELETE FROM records WHERE kind IN (${KINDS.map(() => "?").join(",")})`).run(...KINDS);
  const statement = db.prepare(
    "INSERT INTO records (id, business_id, kind, environment, status, amount, currency, created, updated, reference, description, channel, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  for (const s of scopes) {
    const insert: Insert = (row) =>
      statement.run(
        row.id,
        s.businessId,
        row.kind,
        s.env,
        row.status,
        row.amount ?? null,
        row.currency ?? null,
        iso(row.created),
        iso(row.updated ?? row.created),
        row.reference,
        row.description ?? null,
        row.channel,
        JSON.stringify(row.data),
      );
    seedTax(insert, s);
    seedReports(insert, s);
    seedActivity(insert, s);
    seedApps(insert, s);
    seedIntegrations(insert, s);
    seedTaxSettings(insert, s);
  }
}
