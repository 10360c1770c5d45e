/**
 * Recorded gateway answers for the screen stories (issue 21): `recordingFetch` wraps the real
 * fetch while scripts/record-stories.ts renders each screen against the sandbox and keeps every
 * exchange; `replayFetch` answers the same calls from that recording in Storybook, so a static
 * Storybook shows real screens with the sandbox's data and no server.
 */

export interface RecordedExchange {
  method: string;
  /** Path and query of the request, e.g. `/api/balance?currency=IDR`. */
  url: string;
  /** The JSON request body, when there was one (login, writes). */
  body?: unknown;
  status: number;
  contentType: string | null;
  /** The response body as text. */
  response: string;
}

export interface Recording {
  screen: string;
  recordedAt: string;
  exchanges: RecordedExchange[];
}

/** The base every replayed session talks to: never resolved, nothing leaves the browser. */
export const REPLAY_GATEWAY = "https://gateway.storybook.invalid";

function requestParts(input: RequestInfo | URL, init?: RequestInit): { method: string; url: URL } {
  const request = input instanceof Request ? input : null;
  const method = (init?.method ?? request?.method ?? "GET").toUpperCase();
  const url = new URL(request ? request.url : String(input));
  return { method, url };
}

async function requestBody(input: RequestInfo | URL, init?: RequestInit): Promise<unknown> {
  const raw = typeof init?.body === "string" ? init.body : input instanceof Request ? await input.clone().text() : "";
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** A fetch that forwards to `real` and pushes every exchange onto `sink`. */
export function recordingFetch(real: typeof fetch, sink: RecordedExchange[]): typeof fetch {
  return async (input, init) => {
    const { method, url } = requestParts(input, init);
    const body = await requestBody(input, init);
    const response = await real(input, init);
    const text = await response.clone().text();
    sink.push({
      method,
      url: `${url.pathname}${url.search}`,
      ...(body === undefined ? {} : { body }),
      status: response.status,
      contentType: response.headers.get("content-type"),
      response: text,
    });
    return response;
  };
}

/**
 * A fetch answering from `recording`: the same method and path with the same query first, in
 * recorded order (a call made twice gets its two answers), else the same method and path (a
 * query that holds today's date), else 404 naming the call that was never recorded.
 */
export function replayFetch(recording: Recording): typeof fetch {
  const used = new Set<number>();
  const pick = (match: (e: RecordedExchange) => boolean): RecordedExchange | undefined => {
    const candidates = recording.exchanges.map((e, i) => [e, i] as const).filter(([e]) => match(e));
    const fresh = candidates.find(([, i]) => !used.has(i));
    const chosen = fresh ?? candidates.at(-1);
    if (chosen) used.add(chosen[1]);
    return chosen?.[0];
  };
  return async (input, init) => {
    const { method, url } = requestParts(input, init);
    const full = `${url.pathname}${url.search}`;
    const exchange =
      pick((e) => e.method === method && e.url === full) ??
      pick((e) => e.method === method && e.url.split("?")[0] === url.pathname);
    if (!exchange) {
      return new Response(
        JSON.stringify({ error_code: "NOT_RECORDED", message: `${method} ${full} was not recorded for this screen` }),
        { status: 404, headers: { "content-type": "application/json" } },
      );
    }
    const nullBody = exchange.status === 204 || exchange.status === 304;
    return new Response(nullBody ? null : exchange.response, {
      status: exchange.status,
      headers: exchange.contentType ? { "content-type": exchange.contentType } : {},
    });
  };
}

/** A Storage kept in memory: each story starts with a session of its own. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}
