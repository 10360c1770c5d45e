import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { precompressFile } from "./precompress.ts";
import { bundleApp } from "./serve.ts";

// Issue 19: the build writes brotli and gzip copies; `npm start` serves them with immutable caching.
const dir = mkdtempSync(path.join(tmpdir(), "precompress-"));
const source = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `row ${i}`))};\n`;
mkdirSync(path.join(dir, "assets"));
writeFileSync(path.join(dir, "index.html"), "<!doctype html><div id=root></div>");
writeFileSync(path.join(dir, "config.json"), JSON.stringify({ gatewayUrl: "/" }));
writeFileSync(path.join(dir, "assets/app-abc123.js"), source);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("precompressed assets", () => {
  it("serves brotli, else gzip, else the file itself, each cached as immutable", async () => {
    await precompressFile(path.join(dir, "assets/app-abc123.js"));
    const app = bundleApp({ dir });
    const get = (encoding: string) =>
      app.request("/assets/app-abc123.js", { headers: encoding ? { "accept-encoding": encoding } : {} });

    const br = await get("gzip, deflate, br");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(source);

    const gz = await get("gzip");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(source);

    const plain = await get("");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(source);
  });

  it("serves the app shell on any page's path compressed too, not cached as immutable", async () => {
    const app = bundleApp({ dir });
    const html = readFileSync(path.join(dir, "index.html"), "utf8");
    const br = await app.request("/home", { headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-type")).toMatch(/^text\/html/);
    expect(br.headers.get("cache-control")).toBe("no-cache");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(html);
    const gz = await app.request("/invoices/inv_1", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html);
    const plain = await app.request("/home");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(html);
  });
});
