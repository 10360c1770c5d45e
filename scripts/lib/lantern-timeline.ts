/**
 * The request timeline of Lighthouse's simulated LCP (issue 19): with `LANTERN_DEBUG=1` and
 * `--save-assets`, Lighthouse writes each Lantern simulation as a trace
 * (`…-pessimisticLargestContentfulPaint.trace.json`). Its requests' simulated start and end show
 * what sets the LCP on the simulated slow 4G: which file or call ends last, and what it waited
 * for (6 connections per host over HTTP/1.1, the bandwidth shared by every request in flight).
 */

export interface SimulatedRequest {
  url: string;
  /** ms from the navigation, simulated. */
  start: number;
  end: number;
}

interface TraceEvent {
  name?: string;
  ts?: number;
  args?: { data?: { requestId?: string; url?: string } };
}

/** The simulated requests of a Lantern trace, by start time (URLs without their origin). */
export function simulatedRequests(trace: { traceEvents?: TraceEvent[] } | TraceEvent[]): SimulatedRequest[] {
  const events = Array.isArray(trace) ? trace : (trace.traceEvents ?? []);
  const sent = new Map<string, { url: string; start: number }>();
  const ends = new Map<string, number>();
  for (const event of events) {
    const id = event.args?.data?.requestId;
    if (id === undefined || event.ts === undefined) continue;
    if (event.name === "ResourceSendRequest" && event.args?.data?.url)
      sent.set(id, { url: event.args.data.url.replace(/^[a-z]+:\/\/[^/]+/i, ""), start: event.ts / 1000 });
    else if (event.name === "ResourceFinish") ends.set(id, event.ts / 1000);
  }
  const all = [...sent].map(([id, { url, start }]) => ({ url, start, end: ends.get(id) ?? start }));
  const origin = Math.min(...all.map((r) => r.start));
  return all
    .map((r) => ({ url: r.url, start: Math.round(r.start - origin), end: Math.round(r.end - origin) }))
    .sort((a, b) => a.start - b.start || a.end - b.end);
}

/** One line per request: simulated start and end (ms) and the address. */
export function formatTimeline(requests: readonly SimulatedRequest[]): string {
  return requests.map((r) => `${String(r.start).padStart(6)} ${String(r.end).padStart(6)}  ${r.url}`).join("\n");
}
