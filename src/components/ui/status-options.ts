/**
 * A status's label and the status filters' options from a table of labels (issue 19): no JSX and
 * no table, so status-labels.ts (every label) stays a module the bundler can leave out of a page
 * that labels only its own area's statuses (a module importing a JSX one is kept as a side effect).
 */
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import type { FilterOption } from "./filter-summary.ts";

/** A status's label by its key ({@link statusLabelKey}). */
export type StatusLabels = Readonly<Record<string, MessageDescriptor>>;

export function statusLabelKey(status: string): string {
  return status.toUpperCase().replace(/-/g, "_");
}

/** Filter options for statuses, labelled like the status pills (unknown statuses keep their code). */
export function useStatusOptionsOf(statuses: readonly string[], labels: StatusLabels): FilterOption[] {
  const { i18n } = useLingui();
  return statuses.map((s) => {
    const d = labels[statusLabelKey(s)];
    return { id: s, label: d ? i18n._(d) : s };
  });
}
