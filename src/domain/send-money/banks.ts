/**
 * Destination banks a disbursement can go to (designed: the spec names only the five banks of the
 * Indonesia notice, spec 002 §9). Codes are what the gateway and the batch file carry.
 */
export const ID_BANKS = [
  { code: "BCA", name: "Bank Central Asia" },
  { code: "BNI", name: "Bank Negara Indonesia" },
  { code: "BRI", name: "Bank Rakyat Indonesia" },
  { code: "MANDIRI", name: "Bank Mandiri" },
  { code: "PERMATA", name: "Bank Permata" },
  { code: "BSI", name: "Bank Syariah Indonesia" },
  { code: "CIMB", name: "CIMB Niaga" },
  { code: "DANAMON", name: "Bank Danamon" },
  { code: "BTN", name: "Bank Tabungan Negara" },
  { code: "JAGO", name: "Bank Jago" },
] as const;

export const PH_BANKS = [
  { code: "BDO", name: "BDO Unibank" },
  { code: "BPI", name: "Bank of the Philippine Islands" },
  { code: "METROBANK", name: "Metrobank" },
  { code: "UNIONBANK", name: "UnionBank" },
  { code: "LANDBANK", name: "Land Bank of the Philippines" },
] as const;

export const BANK_CODES = [...ID_BANKS, ...PH_BANKS].map((b) => b.code) as [string, ...string[]];
export type BankCode = (typeof ID_BANKS)[number]["code"] | (typeof PH_BANKS)[number]["code"];

/** Banks of a country (regional remittance sends from Indonesia's list). */
export function banksFor(country: string): readonly { code: string; name: string }[] {
  return country === "PH" ? PH_BANKS : ID_BANKS;
}

export function bankName(code: string): string {
  return [...ID_BANKS, ...PH_BANKS].find((b) => b.code === code)?.name ?? code;
}
