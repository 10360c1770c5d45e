/**
 * Card issuing rules (issue 18; spec 002 §2.1–§2.2 lists /issuing/card-products, /issuing/cards
 * and /issuing/transactions by route only, their fields are "not shown": designed here).
 * Pure: no contract, no UI.
 */

export const CARD_PRODUCT_STATUSES = ["ACTIVE", "INACTIVE"] as const;
/** ACTIVE spends; FROZEN is paused by the merchant (reversible); INACTIVE is closed; EXPIRED passed its date. */
export const ISSUED_CARD_STATUSES = ["ACTIVE", "FROZEN", "INACTIVE", "EXPIRED"] as const;
/** AUTHORIZED waits for clearing; CLEARED is final; DECLINED never moved money; REVERSED was released. */
export const ISSUING_TRANSACTION_STATUSES = ["AUTHORIZED", "CLEARED", "DECLINED", "REVERSED"] as const;
export const CARD_NETWORKS = ["VISA", "MASTERCARD"] as const;
export const FORM_FACTORS = ["VIRTUAL", "PHYSICAL"] as const;

export type IssuedCardStatus = (typeof ISSUED_CARD_STATUSES)[number];
export type SpendingLimits = { per_transaction: number; daily: number; monthly: number };
export type LimitField = keyof SpendingLimits;

/** Largest limit a card may carry, per currency (designed; the card product's ceiling). */
export const LIMIT_CEILING: Record<string, number> = { IDR: 1_000_000_000, PHP: 5_000_000 };

/** Freeze is allowed on an active card, unfreeze on a frozen one; closed and expired cards take neither. */
export function freezeAction(status: string): "FREEZE" | "UNFREEZE" | null {
  if (status === "ACTIVE") return "FREEZE";
  if (status === "FROZEN") return "UNFREEZE";
  return null;
}

/** Limits are edited on live cards only (active or frozen). */
export const canEditLimits = (status: string) => status === "ACTIVE" || status === "FROZEN";

export type LimitProblem =
  | "required"
  | "notPositive"
  | "decimals"
  | "aboveCeiling"
  | "dailyBelowTransaction"
  | "monthlyBelowDaily";

/**
 * Spending limits must be positive whole amounts (IDR has no decimals; others ≤ 2), under the
 * currency's ceiling, and nest: per transaction ≤ daily ≤ monthly.
 */
export function limitProblems(
  limits: Partial<Record<LimitField, number>>,
  currency: string,
): Partial<Record<LimitField, LimitProblem>> {
  const out: Partial<Record<LimitField, LimitProblem>> = {};
  const ceiling = LIMIT_CEILING[currency] ?? 1_000_000_000;
  for (const field of ["per_transaction", "daily", "monthly"] as const) {
    const value = limits[field];
    if (value === undefined || Number.isNaN(value)) out[field] = "required";
    else if (value <= 0) out[field] = "notPositive";
    else if (currency === "IDR" ? !Number.isInteger(value) : Math.round(value * 100) !== value * 100)
      out[field] = "decimals";
    else if (value > ceiling) out[field] = "aboveCeiling";
  }
  const { per_transaction: tx, daily, monthly } = limits;
  if (!out.daily && !out.per_transaction && tx !== undefined && daily !== undefined && daily < tx)
    out.daily = "dailyBelowTransaction";
  if (!out.monthly && !out.daily && daily !== undefined && monthly !== undefined && monthly < daily)
    out.monthly = "monthlyBelowDaily";
  return out;
}

/** Share of a limit used, 0–100 (rounded down; a zero limit counts as fully used). */
export function usagePercent(used: number, limit: number): number {
  if (limit <= 0) return 100;
  return Math.min(100, Math.max(0, Math.floor((used / limit) * 100)));
}

/** Masked PAN shown everywhere: first six and last four digits, the rest hidden. */
export function maskPan(bin: string, last4: string): string {
  return `${bin.slice(0, 4)} ${bin.slice(4, 6)}•• •••• ${last4}`;
}
