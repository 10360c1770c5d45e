/**
 * The gateway's answers on the wire (issue 19, "a fast first load"): a list's JSON is sent
 * gzip-compressed to a client that accepts it, as a production gateway sends it, and as it is
 * to one that does not; small answers are not compressed.
 */
import { request } from "node:http";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptsGzip } from "../compress.ts";
import { sandboxForFile } from "./helpers.ts";

const sandbox = sandboxForFile();

/** A raw HTTP GET (no automatic decompression), with the answer's headers and bytes as sent. */
function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(sandbox.url + path, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

const LIST = "/api/transactions?environment=DEVELOPMENT&limit=50&sort=-created";

describe("compressed answers", () => {
  it("sends a list gzip-compressed to a client that accepts gzip, the same JSON once decompressed", async () => {
    const token = await sandbox.switchedToken("owner@demo.test", "biz_main_id");
    const auth = { authorization: `Bearer ${token}` };
    const plain = await rawGet(LIST, auth);
    const zipped = await rawGet(LIST, { ...auth, "accept-encoding": "gzip, deflate, br" });
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(Number(plain.headers["content-length"])).toBe(plain.bytes.length);
    expect(zipped.status).toBe(200);
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(String(zipped.headers.vary)).toMatch(/accept-encoding/i);
    const unzipped = gunzipSync(zipped.bytes);
    expect(JSON.parse(unzipped.toString("utf8"))).toEqual(JSON.parse(plain.bytes.toString("utf8")));
    // 50 rows of JSON compress several times over
    expect(zipped.bytes.length * 3).toBeLessThan(plain.bytes.length);
  });

  it("sends a small answer uncompressed", async () => {
    const answer = await rawGet("/api/transactions", { "accept-encoding": "gzip" });
    // the refusal (no session) is a short error body
    expect(answer.status).toBe(401);
    expect(answer.bytes.length).toBeLessThan(1024);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(answer.bytes.toString("utf8")).error_code).toBeTruthy();
  });
});

describe("acceptsGzip", () => {
  it.each([
    [undefined, false],
    ["", false],
    ["gzip", true],
    ["gzip, deflate, br, zstd", true],
    ["br;q=1.0, gzip;q=0.8", true],
    ["gzip;q=0", false],
    ["identity", false],
    ["*", true],
    ["*;q=0", false],
    ["br, *;q=0.1", true],
    ["gzip;q=0, *", false],
    ["x-gzip", true],
  ])("Accept-Encoding %j → %s", (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
