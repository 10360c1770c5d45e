/**
 * The tone a status is shown in (status pills), and the lookup of a status in one family's table
 * (src/domain/format/status.ts): a module of its own, with no table, so a page that shows the
 * statuses of its own area only loads that area's tables, not every family (issue 19).
 */

export type StatusTone = "success" | "warning" | "danger" | "info" | "neutral";

/** One status family: each status's tone. */
export type ToneTable = Readonly<Record<string, StatusTone>>;

/** The tone of `status` in `tones`; an unknown status is neutral (never a crash on new server values). */
export function toneIn(tones: ToneTable | undefined, status: string): StatusTone {
  // own keys only: "constructor" or "toString" are not statuses
  return tones && Object.hasOwn(tones, status) ? (tones[status] as StatusTone) : "neutral";
}
