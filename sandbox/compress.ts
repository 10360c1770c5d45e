/**
 * JSON answers gzip-compressed for a client that accepts gzip, as a production gateway sends
 * them (issue 19: the transactions list's first 50 rows were 41 kB on the wire, 6× what they
 * are compressed). Answers under 1 kB go as they are (gzip would only add bytes), and so does
 * anything that is not JSON (files and exports keep their own headers).
 */
import { gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";

const THRESHOLD_BYTES = 1024;

/** Whether an Accept-Encoding header accepts gzip (a q of 0 refuses it; `*` stands for it). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let wildcard: boolean | undefined;
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (name === "gzip" || name === "x-gzip") return accepted;
    if (name === "*") wildcard = accepted;
  }
  return wildcard ?? false;
}

export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const type = c.res.headers.get("content-type") ?? "";
    if (!/^application\/json\b/i.test(type) || c.res.headers.has("content-encoding") || !c.res.body) return;
    // the answer depends on the request's Accept-Encoding, so a cache must key on it
    const vary = c.res.headers.get("vary");
    if (!vary || !/\baccept-encoding\b/i.test(vary))
      c.header("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    if (c.req.method === "HEAD" || !acceptsGzip(c.req.header("accept-encoding"))) return;
    const { status, headers } = c.res;
    const bytes = new Uint8Array(await c.res.arrayBuffer());
    const out = new Headers(headers);
    let body: Uint8Array<ArrayBuffer> = bytes;
    if (bytes.length >= THRESHOLD_BYTES) {
      body = new Uint8Array(gzipSync(bytes));
      out.set("content-encoding", "gzip");
    }
    out.set("content-length", String(body.length));
    c.res = undefined;
    c.res = new Response(body, { status, headers: out });
  };
}
