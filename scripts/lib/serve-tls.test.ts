import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:http2";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "./free-port.ts";
import { selfSignedCertificate } from "./self-signed.ts";
import { serveBundle } from "./serve.ts";

// Issue 19 (`bench-lighthouse --h2`): the bundle served over HTTPS and HTTP/2, as production hosts
// serve it, with the same answers as over plain HTTP/1.1 (`npm start`).
const dir = mkdtempSync(path.join(tmpdir(), "serve-tls-"));
mkdirSync(path.join(dir, "assets"));
writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>tls</title><div id=root></div>");
writeFileSync(path.join(dir, "config.json"), JSON.stringify({ gatewayUrl: "/" }));
writeFileSync(path.join(dir, "assets/app-abc123.js"), "export const answer = 42;\n");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** One GET over HTTP/2 (the test's own client accepts the throwaway certificate). */
function get(origin: string, pathname: string): Promise<{ status: number; body: string; protocol: string }> {
  return new Promise((resolve, reject) => {
    const session = connect(origin, { rejectUnauthorized: false });
    session.on("error", reject);
    const request = session.request({ ":path": pathname });
    let status = 0;
    let body = "";
    request.on("response", (headers) => {
      status = Number(headers[":status"]);
    });
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
    });
    request.on("end", () => {
      const protocol = session.alpnProtocol ?? "";
      session.close();
      resolve({ status, body, protocol });
    });
    request.on("error", reject);
    request.end();
  });
}

describe("serveBundle with a certificate", () => {
  it("answers over HTTPS and HTTP/2: the app shell on a page's path, assets and config.json", async () => {
    const server = await serveBundle({ dir, port: await freePort(), tls: selfSignedCertificate(dir) });
    try {
      expect(server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      const page = await get(server.url, "/transactions-new");
      expect(page).toMatchObject({ status: 200, protocol: "h2" });
      expect(page.body).toContain("<title>tls</title>");
      expect(await get(server.url, "/assets/app-abc123.js")).toMatchObject({
        status: 200,
        body: "export const answer = 42;\n",
      });
      expect(JSON.parse((await get(server.url, "/config.json")).body)).toEqual({ gatewayUrl: "/" });
    } finally {
      await server.close();
    }
  });
});
