/** fetch with a cookie jar, as a browser keeps the gateway's HttpOnly session cookie; records what was sent. */
import { NEW_AUTH_HEADER } from "../../src/contract/auth-endpoints.ts";

export interface SentRequest {
  method: string;
  path: string;
  authorization: string | null;
  newAuth: string | null;
  cookie: string | null;
  status?: number;
}

export function cookieJarFetch() {
  const jar = new Map<string, string>();
  const sent: SentRequest[] = [];
  const fetchWithJar: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    if (cookie) request.headers.set("cookie", cookie);
    const entry: SentRequest = {
      method: request.method,
      path: new URL(request.url).pathname,
      authorization: request.headers.get("authorization"),
      newAuth: request.headers.get(NEW_AUTH_HEADER),
      cookie: cookie || null,
    };
    sent.push(entry);
    const response = await fetch(request);
    entry.status = response.status;
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const [name = "", value = ""] = pair.split("=");
      if (attributes.some((a) => /max-age=0/i.test(a.trim())) || value === "") jar.delete(name.trim());
      else jar.set(name.trim(), value.trim());
    }
    return response;
  };
  return { fetch: fetchWithJar, jar, sent };
}
