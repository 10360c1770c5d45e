/**
 * A status's label and the status filters' options from a table of labels (issue 19): no JSX and
 * no table, so status-labels.ts (every label) stays a module the bundler can leave out of a page
 * that labels only its own area's statuses (a module importing a JSX one is kept as a side effect).
 */
import type { I18n, MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import type { FilterOption } from "./filter-summary.ts";

/** A status's label by its key ({@link statusLabelKey}). */
export type StatusLabels = Readonly<Record<string, MessageDescriptor>>;

export function statusLabelKey(status: string): string {
  return status.toUpperCase().replace(/-/g, "_");
}

/** `status`'s label in `labels`; an unknown status keeps its code. */
export function statusLabelIn(i18n: I18n, labels: StatusLabels, status: string): string {
  const descriptor = labels[statusLabelKey(status)];
  return descriptor ? i18n._(descriptor) : status;
}

/** Filter options for statuses, labelled like the status pills (unknown statuses keep their code). */
export function useStatusOptionsOf(statuses: readonly string[], labels: StatusLabels): FilterOption[] {
  const { i18n } = useLingui();
  return statuses.map((s) => ({ id: s, label: statusLabelIn(i18n, labels, s) }));
}
