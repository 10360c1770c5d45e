/**
 * Requests the first paint does not need wait for it (issue 19). On a signed-in first load the
 * frame renders as soon as the guard has its answers; the reads its first render starts besides
 * (the bell's notifications, the switcher's businesses, the home page's cards and figures) used
 * to leave in that same task, and their answers were parsed, checked and rendered before the
 * browser had painted anything: on a phone the frame appeared only after all of them. So a
 * signed-in first load holds those reads (src/app/early-start.ts) until the frame has been
 * painted (src/app/dashboard-frame.tsx): their skeletons paint with the frame, their data one
 * frame later. The guard's reads, and the billing reminder's (it would push the page down when
 * it arrived), never wait. Nothing is held unless a signed-in first load asked for it, and a held
 * gate opens by itself after `HOLD_LIMIT_MS` (a frame that never mounts, a hidden tab).
 */

/** How long a hold may last at most (ms). */
export const HOLD_LIMIT_MS = 10_000;

let gate: Promise<void> | null = null;
let openGate: (() => void) | null = null;

/** Holds the reads made with {@link afterFirstPaint} until {@link framePainted} (or the limit). */
export function holdUntilFramePainted(limitMs = HOLD_LIMIT_MS): void {
  if (gate) return;
  gate = new Promise<void>((resolve) => {
    openGate = resolve;
  });
  setTimeout(framePainted, limitMs);
}

/** The frame has been painted: held reads go now, later ones at once. */
export function framePainted(): void {
  openGate?.();
  gate = null;
  openGate = null;
}

/** Whether reads made with {@link afterFirstPaint} wait now. */
export function isHeld(): boolean {
  return gate !== null;
}

/** A query function that waits for the frame's first paint when a signed-in first load holds it. */
export function afterFirstPaint<A extends unknown[], T>(fn: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  return async (...args) => {
    if (gate) await gate;
    return fn(...args);
  };
}

/**
 * Calls `done` once the browser has painted what was just committed: after the next animation
 * frame's rendering (a task queued from requestAnimationFrame runs after that frame's paint), or
 * after `fallbackMs` where no frame comes (a hidden tab). Returns a cancel function.
 */
export function afterNextPaint(done: () => void, fallbackMs = 500): () => void {
  let called = false;
  let task: ReturnType<typeof setTimeout> | undefined;
  const once = () => {
    if (called) return;
    called = true;
    done();
  };
  const frame = requestAnimationFrame(() => {
    task = setTimeout(once, 0);
  });
  const fallback = setTimeout(once, fallbackMs);
  return () => {
    called = true;
    cancelAnimationFrame(frame);
    clearTimeout(fallback);
    if (task !== undefined) clearTimeout(task);
  };
}
