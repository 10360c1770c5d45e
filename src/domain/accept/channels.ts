/**
 * Which banks, e-wallets and retail outlets a business of each country collects through
 * (spec 001 §2, §9: retail outlets ALFAMART and INDOMARET in Indonesia; designed for the rest).
 */
export type AcceptCountry = "ID" | "PH" | "SG" | string;

const VA_BANKS: Record<string, readonly string[]> = {
  ID: ["BCA", "BNI", "BRI", "MANDIRI", "PERMATA", "BSI"],
  PH: ["BPI", "UNIONBANK"],
};
const EWALLETS: Record<string, readonly string[]> = {
  ID: ["OVO", "DANA", "LINKAJA", "SHOPEEPAY"],
  PH: ["GCASH", "GRABPAY", "PAYMAYA"],
};
const RETAIL_OUTLETS: Record<string, readonly string[]> = {
  ID: ["ALFAMART", "INDOMARET"],
  PH: ["SEVEN_ELEVEN", "CEBUANA"],
};

const forCountry = (table: Record<string, readonly string[]>, country: AcceptCountry) =>
  table[country] ?? (table.ID as readonly string[]);

export const vaBanksFor = (country: AcceptCountry) => forCountry(VA_BANKS, country);
export const ewalletsFor = (country: AcceptCountry) => forCountry(EWALLETS, country);
export const retailOutletsFor = (country: AcceptCountry) => forCountry(RETAIL_OUTLETS, country);

/** Methods an invoice or checkout may offer: no QR code in the Philippines (spec 001 §2). */
export function checkoutMethodsFor<T extends string>(all: readonly T[], country: AcceptCountry): T[] {
  return all.filter((m) => !(country === "PH" && m === "QR_CODE"));
}

/** The merchant code heading each bank's block of fixed VA numbers (designed). */
export const VA_MERCHANT_CODES: Record<string, string> = {
  BCA: "10766",
  BNI: "8808",
  BRI: "26215",
  MANDIRI: "88908",
  PERMATA: "8214",
  BSI: "9347",
  BPI: "7215",
  UNIONBANK: "5530",
};

/** The block of suffixes each business gets per bank (designed): 6 digits, 100001–199999. */
export const VA_SUFFIX_RANGE = { start: 100_001, end: 199_999, digits: 6 } as const;

export function vaNumber(bank: string, suffix: number): string {
  return `${VA_MERCHANT_CODES[bank] ?? "9999"}${String(suffix).padStart(VA_SUFFIX_RANGE.digits, "0")}`;
}
