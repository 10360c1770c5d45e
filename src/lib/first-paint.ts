/**
 * Requests the first paint does not need wait for it (issue 19). On a signed-in first load the
 * frame renders as soon as the guard has its answers; the reads its first render starts besides
 * (the bell's notifications, the switcher's businesses, the home page's cards and figures) used
 * to leave in that same task, and their answers were parsed, checked and rendered before the
 * browser had painted anything: on a phone the frame appeared only after all of them. So a
 * signed-in first load holds those reads (src/app/early-start.ts) until the first page the router
 * renders (the frame's, or a page without it) has been painted: their skeletons paint with the
 * frame, their data right after. The guard's first reads, and the billing reminder's (it would
 * push the page down when it arrived), never wait; their revalidation of answers kept from the
 * last visit does ({@link revalidateAfterFirstPaint}). Nothing is held unless a signed-in first
 * load asked for it, and a held gate opens by itself after `HOLD_LIMIT_MS` (a hidden tab).
 */
import type { QueryClient, QueryKey } from "@tanstack/react-query";

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
 * A query function that, when it revalidates an answer the cache already holds (one kept from
 * the last visit and restored before the guard ran, src/lib/last-answers.ts), waits for the
 * first page's paint if a signed-in first load holds it: the page paints from the kept answer
 * and the gateway is asked right after. A first read (nothing in the cache) never waits: the
 * guard needs its answer to paint anything.
 */
export function revalidateAfterFirstPaint<C extends { client: QueryClient; queryKey: QueryKey }, T>(
  fn: (context: C) => Promise<T>,
): (context: C) => Promise<T> {
  return async (context) => {
    if (gate && context.client.getQueryData(context.queryKey) !== undefined) await gate;
    return fn(context);
  };
}

const FIRST_CONTENTFUL_PAINT = "first-contentful-paint";

/** Whether the browser reports paints and the page has not had its first contentful paint yet. */
function contentfulPaintAhead(): boolean {
  return (
    typeof PerformanceObserver !== "undefined" &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes("paint") &&
    performance.getEntriesByName(FIRST_CONTENTFUL_PAINT).length === 0
  );
}

/**
 * Calls `done` once the browser has shown what was just committed. On a first load (no text on
 * screen yet) that is the page's first contentful paint, as the browser reports it once the frame
 * is on screen (a frame's paint can reach the screen a few frames after its animation-frame
 * callbacks: reads sent at the next frames were sometimes answered, on a fast network, before the
 * frame was shown). Otherwise, or where paints are not reported, the animation frame after the
 * next one. After `fallbackMs` at the latest (a hidden tab paints nothing). Returns a cancel function.
 */
export function afterNextPaint(done: () => void, fallbackMs = 500): () => void {
  let stopWaiting = () => {};
  let fallback: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    stopWaiting();
    clearTimeout(fallback);
  };
  const once = () => {
    stop();
    done();
  };
  fallback = setTimeout(once, fallbackMs);
  if (contentfulPaintAhead()) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0) once();
    });
    observer.observe({ type: "paint" });
    stopWaiting = () => observer.disconnect();
  } else {
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(once);
    });
    stopWaiting = () => cancelAnimationFrame(frame);
  }
  return stop;
}
