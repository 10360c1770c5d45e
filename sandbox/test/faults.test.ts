/** Fault injection (issue 3 "Fault injection"): per request (header) and per instance (admin endpoint). */
import { afterEach, describe, expect, it } from "vitest";
import { FAULT_HEADER } from "../faults.ts";
import { startSandbox } from "../server.ts";
import { expectError, sandboxForFile } from "./helpers.ts";

const sandbox = sandboxForFile();
afterEach(async () => {
  await sandbox.request("DELETE", "/__sandbox/faults");
});

describe("per request: x-sandbox-fault header", () => {
  it("adds latency", async () => {
    const token = await sandbox.token("owner@demo.test");
    const started = performance.now();
    const r = await sandbox.get("/api/user-data", { token, headers: { "x-sandbox-fault": "latency=250" } });
    expect(r.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(240);
  });

  it("answers an error status in the error shape; 429 carries Retry-After", async () => {
    const token = await sandbox.token("owner@demo.test");
    expectError(
      await sandbox.get("/api/user-data", { token, headers: { "x-sandbox-fault": "status=503" } }),
      503,
      "SERVICE_UNAVAILABLE",
    );
    expectError(
      await sandbox.get("/api/user-data", {
        token,
        headers: { "x-sandbox-fault": "status=500, error_code=SERVER_ERROR" },
      }),
      500,
      "SERVER_ERROR",
    );
    const limited = await sandbox.get("/api/user-data", { token, headers: { "x-sandbox-fault": "status=429" } });
    expectError(limited, 429, "TOO_MANY_REQUESTS");
    expect(limited.headers.get("retry-after")).toBe("5");
  });

  it("issue 20 item 9: 503 with Retry-After, a 200 that is not JSON, a 200 that breaks the contract", async () => {
    const token = await sandbox.token("owner@demo.test");
    const busy = await sandbox.get("/api/user-data", {
      token,
      headers: { [FAULT_HEADER]: "status=503, retry-after=7" },
    });
    expectError(busy, 503, "SERVICE_UNAVAILABLE");
    expect(busy.headers.get("retry-after")).toBe("7");
    const malformed = await fetch(`${sandbox.url}/api/user-data`, {
      headers: { authorization: `Bearer ${token}`, [FAULT_HEADER]: "respond=malformed_json" },
    });
    expect(malformed.status).toBe(200);
    await expect(malformed.json()).rejects.toThrow();
    const wrongShape = await sandbox.get("/api/user-data", {
      token,
      headers: { [FAULT_HEADER]: "respond=invalid_schema" },
    });
    expect(wrongShape.status).toBe(200);
    expect(wrongShape.body).toEqual({ unexpected: "shape" });
  });

  it("forces token expiry for one request (JWT_EXPIRED_ERROR), the token stays good otherwise", async () => {
    const token = await sandbox.token("owner@demo.test");
    expectError(
      await sandbox.get("/api/user-data", { token, headers: { "x-sandbox-fault": "expire-token" } }),
      401,
      "JWT_EXPIRED_ERROR",
    );
    expect((await sandbox.get("/api/user-data", { token })).status).toBe(200);
  });

  it("drops the connection", async () => {
    const token = await sandbox.token("owner@demo.test");
    await expect(sandbox.get("/api/user-data", { token, headers: { "x-sandbox-fault": "drop" } })).rejects.toThrow();
    expect((await sandbox.get("/api/user-data", { token })).status).toBe(200);
  });
});

describe("per instance: /__sandbox/faults", () => {
  it("an error status for a path pattern, a given number of times", async () => {
    const token = await sandbox.token("owner@demo.test");
    const added = await sandbox.post("/__sandbox/faults", {
      body: { path: "/api/transactions*", method: "GET", status: 502, times: 2 },
    });
    expect(added.status).toBe(201);
    expect((await sandbox.get("/__sandbox/faults")).body).toHaveLength(1);
    expectError(await sandbox.get("/api/transactions", { token }), 502, "SERVER_ERROR");
    expect((await sandbox.get("/api/invoices", { token })).status).toBe(200);
    expectError(await sandbox.get("/api/transactions/abc", { token }), 502, "SERVER_ERROR");
    expect((await sandbox.get("/api/transactions", { token })).status).toBe(200);
    expect((await sandbox.get("/__sandbox/faults")).body).toHaveLength(0);
  });

  it("latency and drop until removed", async () => {
    const token = await sandbox.token("owner@demo.test");
    const fault = await sandbox.post("/__sandbox/faults", { body: { path: "/api/notifications", drop: true } });
    await expect(sandbox.get("/api/notifications", { token })).rejects.toThrow();
    await expect(sandbox.get("/api/notifications", { token })).rejects.toThrow();
    expect((await sandbox.request("DELETE", `/__sandbox/faults/${fault.body.id}`)).status).toBe(200);
    expect((await sandbox.get("/api/notifications", { token })).status).toBe(200);

    await sandbox.post("/__sandbox/faults", { body: { path: "/api/notifications", latency_ms: 200 } });
    const started = performance.now();
    expect((await sandbox.get("/api/notifications", { token })).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
  });

  it("forced token expiry for every token issued so far; refresh still works (spec 000 §4)", async () => {
    const pair = await sandbox.login("owner@demo.test");
    expect((await sandbox.post("/__sandbox/expire-tokens")).status).toBe(200);
    expectError(await sandbox.get("/api/user-data", { token: pair.access_token }), 401, "JWT_EXPIRED_ERROR");
    sandbox.clock.advance(1000);
    const refreshed = await sandbox.post("/api/auth/token/refresh", { body: { refresh_token: pair.refresh_token } });
    expect(refreshed.status).toBe(200);
    expect((await sandbox.get("/api/user-data", { token: refreshed.body.access_token })).status).toBe(200);
  });

  it("expire_token as an instance fault on one path", async () => {
    const token = await sandbox.token("owner@demo.test");
    await sandbox.post("/__sandbox/faults", { body: { path: "/api/invoices", expire_token: true, times: 1 } });
    expectError(await sandbox.get("/api/invoices", { token }), 401, "JWT_EXPIRED_ERROR");
    expect((await sandbox.get("/api/invoices", { token })).status).toBe(200);
  });

  it("validates the fault", async () => {
    const r = await sandbox.post("/__sandbox/faults", { body: { status: 200, path: "no-slash" } });
    expectError(r, 400, "API_VALIDATION_ERROR");
    expect(r.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(["path", "status"]);
  });
});

describe("outside sandbox mode (admin: false)", () => {
  it("has no /__sandbox endpoints and ignores the fault header", async () => {
    const plain = await startSandbox({ port: 0, admin: false });
    try {
      const admin = await fetch(`${plain.url}/__sandbox/faults`);
      expect(admin.status).toBe(404);
      const faulted = await fetch(`${plain.url}/api/user-data`, { headers: { [FAULT_HEADER]: "status=503" } });
      expect(faulted.status).toBe(401);
      expect((await faulted.json()).error_code).toBe("AUTHENTICATION_ERROR");
    } finally {
      await plain.close();
    }
  });
});
