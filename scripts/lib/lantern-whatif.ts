/**
 * "What if" for Lighthouse's simulated LCP (issue 19): Lighthouse computes its mobile figures
 * (Lantern) from one run's recorded requests and main-thread tasks, so the same recording, edited,
 * says what the figure would be if a file were smaller, absent or fetched over HTTP/2, without
 * building anything. `editDevtoolsLog` makes the edit on the run's devtools log (the requests'
 * sizes and protocol); scripts/lantern-whatif.ts runs Lighthouse's audits on the edited copy.
 * An estimate, not a measurement: a real change also moves the recorded tasks (what starts when).
 */

/** One Chrome DevTools protocol event of a Lighthouse devtools log. */
export interface DevtoolsEvent {
  method: string;
  params: Record<string, unknown>;
}

export interface LogEdits {
  /** Transfer size (bytes) by a part of the request's URL. */
  sizes?: ReadonlyMap<string, number>;
  /** Requests to leave out, by a part of their URL (as if their bytes were elsewhere or gone). */
  drops?: readonly string[];
  /** Every response as HTTP/2 (one connection per origin, as production hosts serve). */
  h2?: boolean;
}

/** What an edit changed: the requests it matched, by URL. */
export interface LogEditResult {
  log: DevtoolsEvent[];
  resized: { url: string; bytes: number }[];
  dropped: string[];
}

const requestId = (event: DevtoolsEvent): string | undefined =>
  typeof event.params.requestId === "string" ? event.params.requestId : undefined;

/**
 * The devtools log with the edits made (a copy; the input is left as it was). A URL part must
 * match at least one request, so a typo is an error rather than an unchanged figure.
 */
export function editDevtoolsLog(log: readonly DevtoolsEvent[], edits: LogEdits): LogEditResult {
  const urls = new Map<string, string>();
  for (const event of log)
    if (event.method === "Network.requestWillBeSent") {
      const id = requestId(event);
      const url = (event.params.request as { url?: unknown } | undefined)?.url;
      if (id !== undefined && typeof url === "string" && !urls.has(id)) urls.set(id, url);
    }
  const matching = (part: string) => [...urls].filter(([, url]) => url.includes(part)).map(([id]) => id);
  const size = new Map<string, number>();
  const drop = new Set<string>();
  for (const [part, bytes] of edits.sizes ?? []) {
    if (!Number.isInteger(bytes) || bytes < 0) throw new Error(`size of "${part}": ${bytes} is not a byte count`);
    const ids = matching(part);
    if (ids.length === 0) throw new Error(`no request's URL contains "${part}"`);
    for (const id of ids) size.set(id, bytes);
  }
  for (const part of edits.drops ?? []) {
    const ids = matching(part);
    if (ids.length === 0) throw new Error(`no request's URL contains "${part}"`);
    for (const id of ids) drop.add(id);
  }
  const out: DevtoolsEvent[] = [];
  for (const event of log) {
    const id = requestId(event);
    if (id !== undefined && drop.has(id)) continue;
    let params = event.params;
    if (id !== undefined && size.has(id)) {
      // Lighthouse takes a request's transfer size from its loadingFinished event; the chunks
      // counted on the way would otherwise add to it
      if (event.method === "Network.loadingFinished") params = { ...params, encodedDataLength: size.get(id) };
      else if (event.method === "Network.dataReceived") params = { ...params, encodedDataLength: 0 };
    }
    if (edits.h2 && event.method === "Network.responseReceived")
      params = { ...params, response: { ...(params.response as object), protocol: "h2" } };
    out.push(params === event.params ? event : { ...event, params });
  }
  const named = (ids: Iterable<string>) => [...ids].map((id) => urls.get(id) ?? id);
  return {
    log: out,
    resized: [...size].map(([id, bytes]) => ({ url: urls.get(id) ?? id, bytes })),
    dropped: named(drop),
  };
}
