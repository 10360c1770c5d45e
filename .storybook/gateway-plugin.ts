/**
 * `virtual:storybook-gateway` (issue 21): where the screen stories send the app's calls.
 * - `npm run storybook` (dev): a fresh sandbox gateway is started on a free port when the dev
 *   server starts (or `STORYBOOK_GATEWAY=<url>` names a running one), and the dev server
 *   proxies `/__gateway/*` to it: the screens answer from the live sandbox (`liveGateway` is
 *   that path).
 * - A static build and the story tests of `npm test`: `liveGateway` is null and the stories
 *   replay recorded answers (the static build records them at build time, scripts/storybook-build.ts).
 */
import { request } from "node:http";
import type { Plugin } from "vite";

const ID = "virtual:storybook-gateway";
const RESOLVED = `\0${ID}`;
/** The dev server's path that forwards to the sandbox. */
export const GATEWAY_PREFIX = "/__gateway";

export function storybookGatewayPlugin({ live }: { live: boolean }): Plugin {
  let close: (() => Promise<void>) | undefined;
  return {
    name: "storybook-gateway",
    enforce: "pre",
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      return `export const liveGateway = ${live ? JSON.stringify(GATEWAY_PREFIX) : "null"};\n`;
    },
    async configureServer(server) {
      if (!live) return;
      let target = process.env.STORYBOOK_GATEWAY;
      if (!target) {
        // the gateway module (SQLite, the seed) is only loaded when a dev Storybook starts
        const { startSandbox } = await import("../sandbox/server.ts");
        const gateway = await startSandbox({ port: 0 });
        close = gateway.close;
        target = gateway.url;
        server.httpServer?.once("close", () => void close?.());
      }
      const upstream = new URL(target);
      server.config.logger.info(`  sandbox gateway for the screen stories: ${upstream.origin} (via ${GATEWAY_PREFIX})`);
      // connect strips the prefix: req.url is the gateway's own path (/api/…)
      server.middlewares.use(GATEWAY_PREFIX, (req, res) => {
        const forwarded = request(
          {
            host: upstream.hostname,
            port: upstream.port,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, host: upstream.host },
          },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        forwarded.on("error", (error) => {
          res.writeHead(502, { "content-type": "application/json" });
          res.end(JSON.stringify({ error_code: "SERVER_ERROR", message: `sandbox gateway: ${error.message}` }));
        });
        req.pipe(forwarded);
      });
    },
    async buildEnd() {
      await close?.();
    },
  };
}
