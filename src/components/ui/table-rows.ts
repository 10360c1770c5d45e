/**
 * What the data table's rows share between its plain body (table.tsx) and its virtual window
 * (table-virtual.tsx, loaded only by tables that render through one: issue 19).
 */

import type { MouseEvent } from "react";
import type { Row } from "./table-model.ts";

export const cellClass = "px-3 py-2 text-left align-middle";

/** A click on a row that is not on one of its own links or controls. */
export function rowClick(event: MouseEvent<HTMLTableRowElement>, action: () => void): void {
  const target = event.target as HTMLElement;
  if (target.closest("a, button, input, label, select, textarea, [role=checkbox], [role=button]")) return;
  if (window.getSelection?.()?.toString()) return; // selecting text to copy is not a click
  action();
}

export function alignClass(align: "start" | "end" | undefined): string {
  return align === "end" ? "text-right tabular-nums" : "";
}

export function rowClass<T>(row: Row<T>): string {
  return `border-t border-border ${row.getIsSelected() ? "bg-primary/10" : ""}`;
}
