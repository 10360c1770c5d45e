/** The error shape helpers (issue 3: "`Retry-After` on `TOO_MANY_REQUESTS`", every one of them). */
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { ApiError, DEFAULT_RETRY_AFTER, errorResponse } from "../errors.ts";

async function answer(error: ApiError) {
  const app = new Hono();
  app.get("/", (c) => errorResponse(c, error));
  const r = await app.request("/");
  return { status: r.status, retryAfter: r.headers.get("retry-after"), body: await r.json() };
}

describe("Retry-After", () => {
  it("is sent with the interval a rate limit names", async () => {
    const r = await answer(new ApiError("TOO_MANY_REQUESTS", "wait", { retryAfter: 12.2 }));
    expect(r).toMatchObject({ status: 429, retryAfter: "13", body: { error_code: "TOO_MANY_REQUESTS" } });
  });

  it("is sent with a default when a TOO_MANY_REQUESTS names none", async () => {
    const r = await answer(new ApiError("TOO_MANY_REQUESTS", "wait"));
    expect(r.status).toBe(429);
    expect(r.retryAfter).toBe(String(DEFAULT_RETRY_AFTER));
  });

  it("is sent with any 429, and never with other errors", async () => {
    expect((await answer(new ApiError("SERVER_ERROR", "busy", { status: 429 }))).retryAfter).toBe(
      String(DEFAULT_RETRY_AFTER),
    );
    expect((await answer(new ApiError("DATA_NOT_FOUND", "nope"))).retryAfter).toBeNull();
  });
});
