/**
 * Typed seed of the balances area (issue 10; contract in src/contract/balances.ts): the fields
 * of a money movement (type, direction, fee and VAT, net amount, settlement, counterparty,
 * related record, status history) derived from the stored row, so they agree with its
 * status, channel, amount and currency; and one balance account per account type and held
 * currency. Deterministic, and cheap enough for the 10,000 live transactions of the main business.
 */

/** The stored columns a movement's details are derived from (see `insertRecords` in seed.ts). */
export type SeedRow = {
  status: string;
  channel: string | null;
  amount: number | null;
  currency: string | null;
  created: number;
  updated: number;
  businessId: string;
  environment: "PRODUCTION" | "DEVELOPMENT";
};

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const at = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

const BANKS: Record<string, readonly string[]> = {
  IDR: ["BCA", "BNI", "BRI", "MANDIRI", "PERMATA", "BSI"],
  PHP: ["BDO", "BPI", "METROBANK", "UNIONBANK"],
  SGD: ["DBS", "OCBC", "UOB"],
  USD: ["DBS", "OCBC"],
};
const WALLETS: Record<string, readonly string[]> = {
  IDR: ["OVO", "DANA", "LINKAJA", "SHOPEEPAY"],
  PHP: ["GCASH", "GRABPAY", "PAYMAYA"],
  SGD: ["GRABPAY"],
  USD: ["GRABPAY"],
};
const OUTLETS: Record<string, readonly string[]> = {
  IDR: ["ALFAMART", "INDOMARET"],
  PHP: ["SEVEN_ELEVEN", "CEBUANA"],
  SGD: ["SEVEN_ELEVEN"],
  USD: ["SEVEN_ELEVEN"],
};
const PAYERS = ["Adi Saputra", "Bunga Lestari", "Cahya Permana", "Dewi Hidayat", "Eko Nugraha", "Fitri Siregar"];
const PAYERS_PH = ["Maria Santos", "Jose Reyes", "Ana Cruz", "Paolo Garcia", "Liza Mendoza", "Ramon Bautista"];
const PAYEES = ["PT Sumber Kopi", "CV Maju Jaya", "Toko Berkah", "PT Logistik Cepat", "Supplier Gula Aren"];

/** Provider fee by channel (designed; spec 002 §9 "fees and rates: not shown"): flat part and percent. */
const FEES: Record<string, { flat: number; percent: number }> = {
  VIRTUAL_ACCOUNT: { flat: 4_000, percent: 0 },
  EWALLET: { flat: 0, percent: 1.5 },
  RETAIL_OUTLET: { flat: 5_000, percent: 0 },
  QR_CODE: { flat: 0, percent: 0.7 },
  CREDIT_CARD: { flat: 2_000, percent: 2.9 },
  DISBURSEMENT: { flat: 2_500, percent: 0 },
  INVOICE: { flat: 4_500, percent: 0 },
};
const VAT_RATE: Record<string, number> = { IDR: 0.11, PHP: 0.12, SGD: 0.09, USD: 0 };
/** Working days from payment to the cash balance, by channel. */
const SETTLEMENT_DAYS: Record<string, number> = {
  VIRTUAL_ACCOUNT: 1,
  EWALLET: 2,
  RETAIL_OUTLET: 2,
  QR_CODE: 1,
  CREDIT_CARD: 3,
  DISBURSEMENT: 0,
  INVOICE: 1,
};
/** The area kind of the record a payment on `channel` comes from (its detail page links to it). */
const SOURCE_KIND: Record<string, string> = {
  VIRTUAL_ACCOUNT: "virtual_accounts",
  EWALLET: "ewallets",
  RETAIL_OUTLET: "retail_outlets",
  QR_CODE: "qr_codes",
  DISBURSEMENT: "disbursements",
  INVOICE: "invoices",
};

function round(value: number, currency: string): number {
  return currency === "IDR" ? Math.round(value) : Math.round(value * 100) / 100;
}

function typeOf(i: number, row: SeedRow): { type: string; direction: "CREDIT" | "DEBIT" } {
  if (row.channel === "DISBURSEMENT") return { type: i % 5 === 0 ? "WITHDRAWAL" : "DISBURSEMENT", direction: "DEBIT" };
  if (row.status === "REVERSED" || i % 17 === 0) return { type: "REFUND", direction: "DEBIT" };
  if (i % 19 === 0) return { type: "FEE", direction: "DEBIT" };
  if (i % 29 === 0) return { type: "TRANSFER", direction: i % 2 === 0 ? "CREDIT" : "DEBIT" };
  if (row.channel === "VIRTUAL_ACCOUNT" && i % 9 === 0) return { type: "TOPUP", direction: "CREDIT" };
  return { type: "PAYMENT", direction: "CREDIT" };
}

function counterpartyOf(i: number, row: SeedRow, type: string, currency: string) {
  const payer = at(currency === "PHP" ? PAYERS_PH : PAYERS, i);
  const digits = String(1000 + ((i * 37) % 9000));
  if (type === "FEE" || type === "TRANSFER") {
    return {
      kind: "INTERNAL",
      name: type === "FEE" ? "Provider fees" : "Sub-account transfer",
      institution: null,
      account: null,
    };
  }
  switch (row.channel) {
    case "EWALLET":
      return {
        kind: "EWALLET",
        name: payer,
        institution: at(WALLETS[currency] ?? [], i),
        account: `+** **** ${digits}`,
      };
    case "RETAIL_OUTLET":
      return { kind: "RETAIL_OUTLET", name: payer, institution: at(OUTLETS[currency] ?? [], i), account: null };
    case "QR_CODE":
      return { kind: "QR", name: payer, institution: currency === "PHP" ? "QRPH" : "QRIS", account: null };
    case "CREDIT_CARD":
      return {
        kind: "CARD",
        name: payer,
        institution: at(["VISA", "MASTERCARD", "JCB"], i),
        account: `**** ${digits}`,
      };
    case "DISBURSEMENT":
      return {
        kind: "BANK_ACCOUNT",
        name: at(PAYEES, i),
        institution: at(BANKS[currency] ?? [], i),
        account: `****${digits}`,
      };
    default:
      return {
        kind: "BANK_ACCOUNT",
        name: payer,
        institution: at(BANKS[currency] ?? [], i + 1),
        account: `8808****${digits}`,
      };
  }
}

/** Details of movement `i` (transactions, cash or pending), consistent with its stored columns. */
export function movementDetails(kind: string): (i: number, r: () => number, row?: SeedRow) => Record<string, unknown> {
  return (i, _r, row) => {
    if (!row) throw new Error(`${kind} details need the stored row`);
    const currency = row.currency ?? "IDR";
    const amount = row.amount ?? 0;
    const channel = row.channel ?? "VIRTUAL_ACCOUNT";
    const { type, direction } = typeOf(i, row);
    const rate = FEES[channel] ?? { flat: 0, percent: 0 };
    const scale = currency === "IDR" ? 1 : 0.01;
    const failed = row.status === "FAILED" || row.status === "VOIDED";
    const fee = failed || type === "FEE" ? 0 : round(rate.flat * scale + (amount * rate.percent) / 100, currency);
    const vat = round(fee * (VAT_RATE[currency] ?? 0), currency);
    const net = direction === "CREDIT" ? amount - fee - vat : amount + fee + vat;
    const dueAt = row.created + (SETTLEMENT_DAYS[channel] ?? 1) * DAY;
    let settlement = "NOT_APPLICABLE";
    let settledAt: string | null = null;
    let estimated: string | null = null;
    if (row.status === "SUCCESS" || row.status === "REVERSED") {
      settlement = i % 7 === 0 ? "EARLY_SETTLED" : "SETTLED";
      settledAt = iso(settlement === "EARLY_SETTLED" ? row.created + 2 * 3_600_000 : dueAt);
    } else if (row.status === "PENDING") {
      settlement = "PENDING";
      estimated = iso(dueAt);
    }
    const envTag = row.environment === "PRODUCTION" ? "live" : "test";
    const sourceKind = type === "FEE" || type === "TRANSFER" || type === "TOPUP" ? undefined : SOURCE_KIND[channel];
    const related = sourceKind
      ? {
          kind: sourceKind,
          // the seed gives every business at least 12 records of each area kind
          id: `${sourceKind}_${row.businessId}_${envTag}_${String(i % 12).padStart(5, "0")}`,
          reference: `${sourceKind.toUpperCase()}-${envTag.toUpperCase()}-${String((i % 12) + 1).padStart(5, "0")}`,
        }
      : null;
    const history = [{ status: "PENDING", at: iso(row.created) }];
    if (row.status !== "PENDING") history.push({ status: row.status, at: iso(row.updated) });
    return {
      external_id: `${kind}-${envTag}-${i + 1}`,
      type,
      direction,
      fee,
      vat,
      net_amount: round(net, currency),
      settlement_status: settlement,
      settled_at: settledAt,
      estimated_settlement_at: estimated,
      counterparty: counterpartyOf(i, row, type, currency),
      related,
      status_history: history,
    };
  };
}

/** Account types of spec 000 §3 entities (designed): CASH (spendable), HOLDING (in escrow), TAX (withheld). */
const ACCOUNT_TYPES = ["CASH", "HOLDING", "TAX"] as const;

/** Currencies a business holds: its own (spec 001 §9 currency by country) and USD; regional remittance holds all three. */
export function heldCurrencies(country: string): string[] {
  if (country === "SG") return ["IDR", "PHP", "USD"];
  return [country === "PH" ? "PHP" : "IDR", "USD"];
}

export type BalanceAccountSeed = {
  id: string;
  status: "ACTIVE" | "FROZEN";
  amount: number;
  currency: string;
  created: string;
  updated: string;
  reference: string;
  description: string;
  channel: string;
  data: Record<string, unknown>;
};

/** One account per type and held currency of a business (the TAX account in USD is frozen). */
export function balanceAccounts(
  businessId: string,
  environment: string,
  country: string,
  base: number,
): BalanceAccountSeed[] {
  const envTag = environment === "PRODUCTION" ? "live" : "test";
  const out: BalanceAccountSeed[] = [];
  let n = 0;
  for (const currency of heldCurrencies(country)) {
    for (const type of ACCOUNT_TYPES) {
      n++;
      const main = currency === "IDR" ? 1 : currency === "PHP" ? 0.004 : 0.00007;
      const size = type === "CASH" ? 250_000_000 : type === "HOLDING" ? 40_000_000 : 6_500_000;
      const seedFactor = 1 + ((businessId.length * 7 + n * 13) % 10) / 10;
      const available = round(size * main * seedFactor * (environment === "PRODUCTION" ? 1 : 0.1), currency);
      const pending = type === "TAX" ? 0 : round(available * 0.08, currency);
      out.push({
        id: `balances_${businessId}_${envTag}_${currency.toLowerCase()}_${type.toLowerCase()}`,
        status: type === "TAX" && currency === "USD" ? "FROZEN" : "ACTIVE",
        amount: available,
        currency,
        created: iso(base - 400 * DAY),
        updated: iso(base - n * 3_600_000),
        reference: `ACC-${envTag.toUpperCase()}-${currency}-${type}`,
        description: `${type.charAt(0)}${type.slice(1).toLowerCase()} balance ${currency}`,
        channel: type,
        data: {
          account_type: type,
          account_name: `${type.charAt(0)}${type.slice(1).toLowerCase()} ${currency}`,
          pending,
          last_movement_at: iso(base - n * 3_600_000),
        },
      });
    }
  }
  return out;
}

/** Top-up destinations by currency (spec 002 §2.13; the Philippines table has one entry, §9). */
export const TOP_UP_BANKS: Record<string, { bank_code: string; bank_name: string; minimum_amount: number | null }[]> = {
  IDR: [
    { bank_code: "BCA", bank_name: "Bank Central Asia", minimum_amount: 10_000 },
    { bank_code: "BNI", bank_name: "Bank Negara Indonesia", minimum_amount: 10_000 },
    { bank_code: "BRI", bank_name: "Bank Rakyat Indonesia", minimum_amount: 10_000 },
    { bank_code: "MANDIRI", bank_name: "Bank Mandiri", minimum_amount: 10_000 },
    { bank_code: "PERMATA", bank_name: "Bank Permata", minimum_amount: 10_000 },
  ],
  PHP: [{ bank_code: "BPI", bank_name: "Bank of the Philippine Islands", minimum_amount: 100 }],
  USD: [{ bank_code: "DBS", bank_name: "DBS Bank (USD account)", minimum_amount: 50 }],
};

/** A virtual account number per business and bank (stable, 16 digits). */
export function topUpAccountNumber(businessId: string, bankCode: string): string {
  let h = 7;
  for (const c of `${businessId}:${bankCode}`) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return `8808${String(h).padStart(12, "0").slice(-12)}`;
}
