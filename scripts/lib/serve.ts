/**
 * Serves one built bundle as a partner would deploy it (static files, SPA fallback to
 * index.html), optionally with a gateway mounted on the same origin under /api.
 */
import { existsSync, readFileSync } from "node:fs";
import { createSecureServer } from "node:http2";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { inlineScriptsOf } from "./boot-script.ts";
import { securityHeaders } from "./csp.ts";

/** Content types of the files the build precompresses (scripts/lib/precompress.ts). */
const PRECOMPRESSED_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
};

/** The encodings served, best first, with the suffix of the build's copies (scripts/lib/precompress.ts). */
const ENCODINGS = [
  ["br", ".br"],
  ["gzip", ".gz"],
] as const;

/** The encodings the request accepts, best first. */
function acceptedEncodings(c: Context): (typeof ENCODINGS)[number][] {
  const accepted = c.req.header("accept-encoding") ?? "";
  return ENCODINGS.filter(([encoding]) => accepted.includes(encoding));
}

/** `body`, compressed with `encoding`, as a `type` answer. */
function encodedBody(
  c: Context,
  type: string,
  encoding: (typeof ENCODINGS)[number][0],
  body: Uint8Array<ArrayBuffer>,
): Response {
  c.header("Content-Type", type);
  c.header("Content-Encoding", encoding);
  c.header("Vary", "Accept-Encoding");
  return c.body(body);
}

export interface Gateway {
  fetch: (request: Request) => Response | Promise<Response>;
}

export interface ServeOptions {
  /** A built bundle folder, e.g. dist/main/ID. */
  dir: string;
  port: number;
  host?: string;
  /** Answers /api/* and /__sandbox/* on the same origin (cookies behave as in production). */
  gateway?: Gateway;
  /** Replace the bundle's config.json: an object to serve, or `null` to answer 404. */
  config?: unknown;
  /**
   * HTTPS, HTTP/2 (and HTTP/1.1 for a client asking for it) with this key and certificate (PEM),
   * as production hosts serve; `npm start` serves plain HTTP/1.1 (`bench-lighthouse --h2`).
   */
  tls?: { key: string; cert: string };
}

export function bundleApp({ dir, gateway, config }: Omit<ServeOptions, "port" | "host">): Hono {
  const root = path.resolve(dir);
  const indexFile = path.join(root, "index.html");
  if (!existsSync(indexFile)) throw new Error(`no bundle at ${dir} (run npm run build first)`);
  const indexHtml = readFileSync(indexFile, "utf8");
  // issue 19: the app shell compressed too (4 kB of preload lists and boot script), once, from the page as served
  const indexCopies = {
    br: brotliCompressSync(indexHtml, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(indexHtml, { level: 9 }),
  };
  const app = new Hono();
  // issue 20 item 6: the bundle's security headers (CSP, frame, sniffing, referrer), as a static host sends them
  const headers = bundleSecurityHeaders(root, config, inlineScriptsOf(indexHtml));
  app.use("*", async (c, next) => {
    await next();
    if (c.req.path.startsWith("/api/") || c.req.path.startsWith("/__sandbox/")) return;
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  });
  if (gateway) {
    const forward = (c: { req: { raw: Request } }) => gateway.fetch(c.req.raw);
    app.all("/api/*", forward);
    app.all("/__sandbox/*", forward);
  }
  if (config !== undefined) {
    app.get("/config.json", (c) => (config === null ? c.notFound() : c.json(config as object)));
  }
  app.use("/assets/*", async (c, next) => {
    await next();
    c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  // issue 19: the build's precompressed copies (brotli, else gzip) when the browser accepts them
  app.get("/assets/*", (c, next) => {
    const file = path.join(root, decodeURIComponent(c.req.path));
    const type = PRECOMPRESSED_TYPES[path.extname(file)];
    if (!type || !file.startsWith(`${root}${path.sep}`)) return next();
    for (const [encoding, suffix] of acceptedEncodings(c))
      if (existsSync(`${file}${suffix}`)) return encodedBody(c, type, encoding, readFileSync(`${file}${suffix}`));
    return next();
  });
  app.use("/*", serveStatic({ root }));
  // Client-side routes: any other GET that is not a file gets the app shell.
  app.get("*", (c) => {
    if (path.extname(c.req.path)) return c.notFound();
    c.header("Cache-Control", "no-cache");
    const [best] = acceptedEncodings(c);
    if (!best) return c.html(indexHtml);
    return encodedBody(c, "text/html; charset=UTF-8", best[0], indexCopies[best[0]]);
  });
  return app;
}

/**
 * The headers of the runtime config served (a replaced config.json, or the bundle's own), allowing
 * the inline scripts of the bundle's index.html by hash (issue 19: its boot script, as built).
 */
export function bundleSecurityHeaders(
  root: string,
  config: unknown,
  inlineScripts?: readonly string[],
): Record<string, string> {
  let served: unknown = config;
  if (served === undefined || served === null) {
    try {
      served = JSON.parse(readFileSync(path.join(root, "config.json"), "utf8"));
    } catch {
      served = null;
    }
  }
  const gatewayUrl = (served as { gatewayUrl?: unknown } | null)?.gatewayUrl;
  return securityHeaders({ gatewayUrl: typeof gatewayUrl === "string" ? gatewayUrl : "/", inlineScripts });
}

export async function serveBundle(options: ServeOptions): Promise<{ url: string; close: () => Promise<void> }> {
  const app = bundleApp(options);
  const host = options.host ?? "127.0.0.1";
  return new Promise((resolve, reject) => {
    const secure = options.tls
      ? { createServer: createSecureServer, serverOptions: { ...options.tls, allowHTTP1: true } }
      : {};
    const server = serve({ fetch: app.fetch, port: options.port, hostname: host, ...secure }, (info: AddressInfo) => {
      resolve({
        url: `${options.tls ? "https" : "http"}://${host}:${info.port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
    server.once("error", reject);
  });
}
