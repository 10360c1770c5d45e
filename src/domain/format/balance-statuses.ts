/**
 * The balances' status families (issue 10): money movements, balance accounts and where a
 * movement's funds stand. Part of STATUS_FAMILIES (status.ts), in a module of their own so the
 * balance pages (the sister brand lands on /cash) load their own families, not every area's
 * (issue 19). Edit these families here.
 */
import type { ToneTable } from "./status-tone.ts";

export const BALANCE_STATUS_FAMILIES = {
  movement: { SUCCESS: "success", PENDING: "info", FAILED: "danger", REVERSED: "neutral", VOIDED: "neutral" },
  account: { ACTIVE: "success", FROZEN: "warning" },
  movementSettlement: { SETTLED: "success", EARLY_SETTLED: "success", PENDING: "info", NOT_APPLICABLE: "neutral" },
} as const satisfies Record<string, ToneTable>;

export type BalanceStatusFamily = keyof typeof BALANCE_STATUS_FAMILIES;
