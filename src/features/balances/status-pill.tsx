/**
 * The balances' status pills and status filter options, from their own families and labels only
 * (issue 19: the cash landing page does not load every area's statuses).
 */
import { BALANCE_STATUS_LABELS } from "../../components/ui/balance-status-labels.ts";
import { useStatusOptionsOf } from "../../components/ui/status-options.ts";
import { StatusPillOf } from "../../components/ui/status-pill-core.tsx";
import { BALANCE_STATUS_FAMILIES, type BalanceStatusFamily } from "../../domain/format/balance-statuses.ts";

export function BalanceStatusPill({ family, status }: { family: BalanceStatusFamily; status: string }) {
  return <StatusPillOf tones={BALANCE_STATUS_FAMILIES[family]} labels={BALANCE_STATUS_LABELS} status={status} />;
}

/** A balance list's status filter options, labelled like its pills. */
export const useBalanceStatusOptions = (statuses: readonly string[]) =>
  useStatusOptionsOf(statuses, BALANCE_STATUS_LABELS);
