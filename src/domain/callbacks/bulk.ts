/**
 * Resending many callbacks at once (issue 15 "Beyond the spec"): every callback matching the
 * filters is resent one call each (the gateway checks each one, spec 002 §2.10, §6), a few at a
 * time, with a result per item; cancelling stops the ones not yet started; the failed ones can be
 * tried again. Pure: the call is passed in.
 */

export type BulkState = "waiting" | "sending" | "sent" | "failed" | "cancelled";

export interface BulkItem {
  id: string;
  label: string;
  state: BulkState;
  /** why it failed (the gateway's message) */
  error?: string;
}

/** At most this many callbacks per bulk resend (the list's first 5 pages of 100). */
export const BULK_RESEND_MAX = 500;
export const BULK_RESEND_CONCURRENCY = 4;

export interface BulkProgress {
  total: number;
  done: number;
  sent: number;
  failed: number;
  cancelled: number;
  /** 0–100 */
  percent: number;
}

export function bulkProgress(items: readonly BulkItem[]): BulkProgress {
  const count = (s: BulkState) => items.filter((i) => i.state === s).length;
  const sent = count("sent");
  const failed = count("failed");
  const cancelled = count("cancelled");
  const done = sent + failed + cancelled;
  const total = items.length;
  return { total, done, sent, failed, cancelled, percent: total === 0 ? 100 : Math.round((done / total) * 100) };
}

/** Items to try again: the failed ones (and those cancelled before they were sent), as waiting. */
export function retryable(items: readonly BulkItem[]): BulkItem[] {
  return items
    .filter((i) => i.state === "failed" || i.state === "cancelled")
    .map(({ id, label }) => ({ id, label, state: "waiting" }));
}

/**
 * Send every waiting item, `concurrency` at a time. `onChange` gets each state change. Once
 * `signal` is aborted no new item starts (those under way finish) and the rest become cancelled.
 */
export async function runBulk(
  items: readonly BulkItem[],
  send: (id: string) => Promise<void>,
  options: {
    signal?: AbortSignal;
    concurrency?: number;
    onChange: (id: string, state: BulkState, error?: string) => void;
    describe?: (error: unknown) => string;
  },
): Promise<void> {
  const queue = items.filter((i) => i.state === "waiting").map((i) => i.id);
  const explain = options.describe ?? ((e: unknown) => (e instanceof Error ? e.message : String(e)));
  let next = 0;
  const worker = async () => {
    while (next < queue.length) {
      const id = queue[next++] as string;
      if (options.signal?.aborted) {
        options.onChange(id, "cancelled");
        continue;
      }
      options.onChange(id, "sending");
      try {
        await send(id);
        options.onChange(id, "sent");
      } catch (error) {
        options.onChange(id, "failed", explain(error));
      }
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency ?? BULK_RESEND_CONCURRENCY, queue.length));
  await Promise.all(Array.from({ length: workers }, worker));
}
