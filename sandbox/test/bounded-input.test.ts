import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestSandbox } from "./helpers.ts";

// Issue 20 item 4 "Bounded input": only JSON or multipart bodies, a JSON body is an object of at
// most 1 MB and 32 levels, an unreadable multipart body is a 400 — never a 5xx, nothing written.
const sandbox = new TestSandbox();
let token = "";
beforeAll(async () => {
  await sandbox.start();
  token = (await sandbox.login("owner@demo.test")).access_token;
});
afterAll(() => sandbox.stop());

const send = (path: string, body: BodyInit, contentType?: string) =>
  fetch(sandbox.url + path, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, ...(contentType ? { "content-type": contentType } : {}) },
    body,
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as { error_code: string; message: string } }));

const customers = async () =>
  (await sandbox.get<{ total_count: number }>("/api/customers?limit=1", { token })).body.total_count;

describe("bounded input on write endpoints", () => {
  it.each([
    [
      "a text/plain body (a cross-site form can send one)",
      '{"customer_name":"x"}',
      "text/plain",
      415,
      "UNSUPPORTED_MEDIA_TYPE",
    ],
    ["a body without a content type", '{"customer_name":"x"}', undefined, 415, "UNSUPPORTED_MEDIA_TYPE"],
    ["an array instead of an object", "[]", "application/json", 400, "API_VALIDATION_ERROR"],
    ["a number instead of an object", "42", "application/json", 400, "API_VALIDATION_ERROR"],
    ["malformed JSON", "{", "application/json", 400, "API_VALIDATION_ERROR"],
    [
      "an array nested 200,000 deep",
      `{"customer_name":"Deep","extra":${"[".repeat(200_000)}${"]".repeat(200_000)}}`,
      "application/json",
      400,
      "API_VALIDATION_ERROR",
    ],
    [
      "a 2 MB JSON body",
      JSON.stringify({ description: "x".repeat(2_000_000) }),
      "application/json",
      413,
      "PAYLOAD_TOO_LARGE",
    ],
    [
      "a 9 MB JSON body",
      JSON.stringify({ description: "x".repeat(9_000_000) }),
      "application/json",
      413,
      "PAYLOAD_TOO_LARGE",
    ],
  ])("refuses %s with a clear error and writes nothing", async (_, body, type, status, code) => {
    const before = await customers();
    const r = await send("/api/customers", body, type);
    expect(r.status).toBe(status);
    expect(r.body.error_code).toBe(code);
    expect(r.body.message).not.toMatch(/image/i);
    expect(await customers()).toBe(before);
  });

  it("answers a truncated multipart upload with 400, not 500", async () => {
    const boundary = "----sandboxboundary";
    const truncated = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG`;
    const r = await send("/api/upload-business-logo", truncated, `multipart/form-data; boundary=${boundary}`);
    expect(r.status).toBeLessThan(500);
    expect(r.status).toBeGreaterThanOrEqual(400);
  });
});
