/**
 * The labels of the balances' statuses (src/domain/format/balance-statuses.ts): part of
 * STATUS_LABELS (status-pill.tsx), in a module of their own so the balance pages load these, not
 * every area's (issue 19). Edit these labels here.
 */
import { msg } from "@lingui/core/macro";
import type { StatusLabels } from "./status-options.ts";

export const BALANCE_STATUS_LABELS = {
  ACTIVE: msg`Active`,
  EARLY_SETTLED: msg`Settled early`,
  FAILED: msg`Failed`,
  FROZEN: msg`Frozen`,
  NOT_APPLICABLE: msg`Not applicable`,
  PENDING: msg`Pending`,
  REVERSED: msg`Reversed`,
  SETTLED: msg`Settled`,
  SUCCESS: msg`Success`,
  VOIDED: msg`Voided`,
} as const satisfies StatusLabels;
