/**
 * Serves one built bundle as a partner would deploy it (static files, SPA fallback to
 * index.html), optionally with a gateway mounted on the same origin under /api.
 */
import { existsSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";

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
}

export function bundleApp({ dir, gateway, config }: Omit<ServeOptions, "port" | "host">): Hono {
  const root = path.resolve(dir);
  const indexFile = path.join(root, "index.html");
  if (!existsSync(indexFile)) throw new Error(`no bundle at ${dir} (run npm run build first)`);
  const indexHtml = readFileSync(indexFile, "utf8");
  const app = new Hono();
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
  app.use("/*", serveStatic({ root }));
  // Client-side routes: any other GET that is not a file gets the app shell.
  app.get("*", (c) => {
    if (path.extname(c.req.path)) return c.notFound();
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
  return app;
}

export async function serveBundle(options: ServeOptions): Promise<{ url: string; close: () => Promise<void> }> {
  const app = bundleApp(options);
  const host = options.host ?? "127.0.0.1";
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: options.port, hostname: host }, (info: AddressInfo) => {
      resolve({
        url: `http://${host}:${info.port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
    server.once("error", reject);
  });
}
