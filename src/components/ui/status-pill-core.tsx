/**
 * The status pill from one family's tones and a table of labels (issue 19): StatusPill
 * (status-pill.tsx) shows any family with every label; an area showing only its own families
 * (the balances: balance-status-labels.ts, src/domain/format/balance-statuses.ts) passes those, so
 * its pages do not load every area's statuses.
 */
import { useLingui } from "@lingui/react";
import { type StatusTone, type ToneTable, toneIn } from "../../domain/format/status-tone.ts";
import { type StatusLabels, statusLabelIn } from "./status-options.ts";

const toneClass: Record<StatusTone, string> = {
  success: "border-success text-success",
  warning: "border-warning text-warning",
  danger: "border-danger text-danger",
  info: "border-info text-info",
  neutral: "border-border text-muted",
};

/**
 * `status` as a pill in its tone in `tones` (unknown: neutral) with its label in `labels` (unknown:
 * the code); `label` replaces the status's generic wording where a screen words it its own way.
 */
export function StatusPillOf({
  tones,
  labels,
  status,
  label,
}: {
  tones: ToneTable | undefined;
  labels: StatusLabels;
  status: string;
  label?: string | undefined;
}) {
  const { i18n } = useLingui();
  const tone = toneIn(tones, status);
  return (
    <span
      data-tone={tone}
      className={`inline-flex items-center gap-1.5 rounded-full border bg-surface px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${toneClass[tone]}`}
    >
      <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-current" />
      {label ?? statusLabelIn(i18n, labels, status)}
    </span>
  );
}
