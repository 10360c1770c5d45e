/**
 * Contract over real HTTP: every answer is the documented shape or `{ error_code, message }`
 * (issue 3 "Contract"), request validation (spec 001 §8 API_VALIDATION_ERROR), the
 * environment parameter (spec 000 §4, §7), the OpenAPI document and the flag service.
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { AREAS } from "../../src/contract/areas.ts";
import { CARD_AREAS } from "../../src/contract/cards.ts";
import type { Endpoint } from "../../src/contract/define.ts";
import { ENDPOINTS } from "../../src/contract/endpoints.ts";
import { ERROR_STATUS, ErrorResponseSchema } from "../../src/contract/errors.ts";
import { FLAG_ENVIRONMENTS, FLAG_NAMES } from "../../src/contract/flags.ts";
import { expectError, sandboxForFile } from "./helpers.ts";

const sandbox = sandboxForFile();

const gets = Object.entries(ENDPOINTS).filter(([, ep]) => ep.method === "GET" && !ep.path.includes("{"));
/** [name, detail path, list path] for every area and card kind. */
const details: [string, string, string][] = [
  ...AREAS.map((a): [string, string, string] => [a.kind, `${a.path}/{id}`, a.path]),
  ...CARD_AREAS.flatMap((a) => a.details.map((d): [string, string, string] => [a.key, d, a.path])),
];

describe("every read answers its documented shape", () => {
  it.each(gets)("GET %s", async (_name, ep: Endpoint) => {
    const token = await sandbox.callerFor(ep.page);
    const r = await sandbox.get(ep.path, { token });
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200);
    expect(v.safeParse(ep.response, r.body).success).toBe(true);
  });

  it.each(details)("GET %s of a listed record", async (_name, detailPath: string, listPath: string) => {
    const ep = Object.values(ENDPOINTS).find((e) => e.method === "GET" && e.path === detailPath) as Endpoint;
    const token = await sandbox.callerFor(ep.page);
    const list = await sandbox.get(`${listPath}?limit=1`, { token });
    const id = list.body.data?.[0]?.id;
    expect(id).toBeTruthy();
    const r = await sandbox.get(detailPath.replace("{id}", id), { token });
    expect(r.status).toBe(200);
    expect(v.safeParse(ep.response, r.body).success).toBe(true);
    expect(r.body.id).toBe(id);
  });
});

describe("errors are { error_code, message } with a proper status", () => {
  it("unknown paths are 404 in the error shape", async () => {
    const r = await sandbox.get("/api/no-such-thing");
    expect(r.status).toBe(404);
    expect(v.is(ErrorResponseSchema, r.body)).toBe(true);
  });

  it("malformed JSON is 400 API_VALIDATION_ERROR naming the body", async () => {
    const r = await fetch(`${sandbox.url}/api/auth/email`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{oops",
    });
    const body = await r.json();
    expect(r.status).toBe(400);
    expect(body.error_code).toBe("API_VALIDATION_ERROR");
    expect(body.errors[0].field).toBe("body");
  });

  it("bad query values are 400 naming each field", async () => {
    const token = await sandbox.token("owner@demo.test");
    const r = await sandbox.get("/api/transactions?limit=0&sort=name&status=PAID&created_from=yesterday", { token });
    expectError(r, 400, "API_VALIDATION_ERROR");
    const fields = r.body.errors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(["created_from", "limit", "sort", "status"]);
    expect(r.body.message).toContain("limit");
  });

  it("a rejected body writes nothing (spec: 'nothing is written')", async () => {
    const token = await sandbox.token("editor@demo.test");
    const r = await sandbox.request("PATCH", "/api/user", {
      token,
      body: { preferred_timezone: "Asia/Manila", preferred_language: "xx" },
    });
    expectError(r, 400, "API_VALIDATION_ERROR");
    expect(r.body.errors).toEqual([expect.objectContaining({ field: "preferred_language" })]);
    expect((await sandbox.get("/api/user-data", { token })).body.user.preferred_timezone).toBeNull();

    const bad = await sandbox.post("/api/fraud-rules/custom/bin-list", {
      token: await sandbox.token("owner@demo.test"), // fraud lists need can_administer (src/contract/cards.ts)
      body: { value: "12ab", action: "block" },
    });
    expectError(bad, 400, "API_VALIDATION_ERROR");
    const list = await sandbox.get("/api/fraud-rules/custom/bin-list", { token });
    expect(list.body.some((e: { value: string }) => e.value === "12ab")).toBe(false);
  });
});

describe("environment parameter (spec 000 §4, §7)", () => {
  it("PRODUCTION and DEVELOPMENT hold different data", async () => {
    const token = await sandbox.token("owner@demo.test");
    const live = await sandbox.get("/api/transactions?environment=PRODUCTION&limit=1", { token });
    const test = await sandbox.get("/api/transactions?environment=DEVELOPMENT&limit=1", { token });
    const fallback = await sandbox.get("/api/transactions?limit=1", { token });
    expect(live.body.total_count).toBe(10_000);
    expect(test.body.total_count).toBe(60);
    expect(fallback.body.total_count).toBe(60);
    expect(live.body.data[0].environment).toBe("PRODUCTION");
    const liveId = live.body.data[0].id;
    expectError(
      await sandbox.get(`/api/transactions/${liveId}?environment=DEVELOPMENT`, { token }),
      404,
      "DATA_NOT_FOUND",
    );
    expect((await sandbox.get(`/api/transactions/${liveId}?environment=PRODUCTION`, { token })).status).toBe(200);
  });

  it("the environment can come from the JSON body, and a bad value is 400", async () => {
    const token = await sandbox.token("owner@demo.test");
    const added = await sandbox.post("/api/fraud-rules/custom/ip-list", {
      token,
      body: { value: "192.0.2.44", action: "block", environment: "PRODUCTION" },
    });
    expect(added.status).toBe(200);
    const live = await sandbox.get("/api/fraud-rules/custom/ip-list?environment=PRODUCTION", { token });
    const test = await sandbox.get("/api/fraud-rules/custom/ip-list?environment=DEVELOPMENT", { token });
    expect(live.body.map((e: { value: string }) => e.value)).toContain("192.0.2.44");
    expect(test.body.map((e: { value: string }) => e.value)).not.toContain("192.0.2.44");
    const bad = await sandbox.get("/api/transactions?environment=LIVE", { token });
    expectError(bad, 400, "API_VALIDATION_ERROR");
    expect(bad.body.errors[0].field).toBe("environment");
  });

  it("live data of a business that is not live is refused (spec 000 §4: switching to Live is blocked)", async () => {
    const token = await sandbox.token("multi@demo.test");
    const switched = await sandbox.post("/api/switch-business", { token, body: { business_id: "biz_status_02" } });
    const r = await sandbox.get("/api/transactions?environment=PRODUCTION", { token: switched.body.access_token });
    expectError(r, 403, "BUSINESS_NOT_LIVE_ERROR");
    expect(
      (await sandbox.get("/api/transactions?environment=DEVELOPMENT", { token: switched.body.access_token })).status,
    ).toBe(200);
  });
});

describe("CORS (issue 20 item 5: only configured dashboard origins; see security.test.ts)", () => {
  it("echoes no origin when none is configured, not even a loopback one", async () => {
    for (const origin of ["http://localhost:5173", "http://127.0.0.1:9999", "https://elsewhere.example"]) {
      const r = await fetch(`${sandbox.url}/api/user-data`, { headers: { origin } });
      expect(r.headers.get("access-control-allow-origin"), origin).toBeNull();
    }
  });
});

describe("route table", () => {
  it("no path is shadowed by another endpoint's parameters (same method)", () => {
    const all = Object.values(ENDPOINTS);
    const clashes: string[] = [];
    for (const a of all) {
      for (const b of all) {
        if (a === b || a.method !== b.method || !b.path.includes("{")) continue;
        const pattern = new RegExp(`^${b.path.replace(/\{\w+\}/g, "[^/]+")}$`);
        if (pattern.test(a.path) && !a.path.includes("{")) clashes.push(`${a.method} ${a.path} ~ ${b.path}`);
      }
      const twins = all.filter((x) => x.method === a.method && x.path === a.path);
      if (twins.length > 1) clashes.push(`${a.method} ${a.path} declared ${twins.length} times`);
    }
    expect(clashes).toEqual([]);
  });
});

describe("OpenAPI document (one schema source)", () => {
  it("lists every contract endpoint with its schemas", async () => {
    const r = await sandbox.get("/api/openapi.json");
    expect(r.status).toBe(200);
    expect(r.body.openapi).toMatch(/^3\./);
    for (const ep of Object.values(ENDPOINTS)) {
      const op = r.body.paths[ep.path]?.[ep.method.toLowerCase()];
      expect(op, `${ep.method} ${ep.path}`).toBeTruthy();
      expect(op.responses["200"].content["application/json"].schema).toBeTruthy();
      if (ep.body) expect(op.requestBody).toBeTruthy();
    }
    expect(r.body.paths["/api/auth/email"].post.requestBody.content["application/json"].schema.required).toEqual([
      "email",
      "password",
    ]);
    expect(r.body.components.schemas.Error.required).toEqual(["error_code", "message"]);
    // every TOO_MANY_REQUESTS answer declares Retry-After; gated calls declare their page
    const operations = Object.values(r.body.paths).flatMap((p) => Object.values(p as object));
    const limited = operations.filter((op) => op.responses["429"]);
    expect(limited.length).toBeGreaterThan(3);
    for (const op of limited) expect(op.responses["429"].headers["Retry-After"], op.operationId).toBeTruthy();
    expect(r.body.paths["/api/invoices"].get["x-page"]).toBe("invoices");
  });
});

describe("feature-flag service (spec 000 §7)", () => {
  it("answers per business key, integration by default, with three environments", async () => {
    const token = await sandbox.token("owner@demo.test");
    const integration = await sandbox.get("/api/feature-flags/biz_main_id", { token });
    expect(integration.body.flag_environment).toBe("integration");
    expect(Object.keys(integration.body.flags).sort()).toEqual([...FLAG_NAMES].sort());
    expect(integration.body.flags.security_log).toBe(true);
    const production = await sandbox.get(
      "/api/feature-flags/biz_main_id?flag_environment=production&names=security_log,capital",
      { token },
    );
    expect(production.body.flags).toEqual({ security_log: false, capital: true });
    expectError(
      await sandbox.get("/api/feature-flags/biz_main_id?flag_environment=qa", { token }),
      400,
      "API_VALIDATION_ERROR",
    );
    expectError(await sandbox.get("/api/feature-flags/biz_main_ph", { token }), 404, "DATA_NOT_FOUND");
  });

  it("a flag set through the admin endpoint is served", async () => {
    const token = await sandbox.token("owner@demo.test");
    const put = await sandbox.request("PUT", "/__sandbox/feature-flags/biz_main_id/staging/capital", {
      body: { enabled: false },
    });
    expect(put.status).toBe(200);
    const r = await sandbox.get("/api/feature-flags/biz_main_id/capital?flag_environment=staging", { token });
    expect(r.body).toEqual({
      business_key: "biz_main_id",
      flag_environment: "staging",
      name: "capital",
      enabled: false,
    });
  });
});

describe("flag environments are separate, and the gateway's page rule reads integration (spec 000 §6, §7)", () => {
  it("each environment answers its own values; a change in one leaves the others", async () => {
    const token = await sandbox.token("owner@demo.test");
    const flagsIn = async (env: string) =>
      (await sandbox.get(`/api/feature-flags/biz_main_id?flag_environment=${env}&names=reporting`, { token })).body;
    for (const env of FLAG_ENVIRONMENTS) expect(await flagsIn(env)).toMatchObject({ flag_environment: env });
    await sandbox.request("PUT", "/__sandbox/feature-flags/biz_main_id/production/reporting", {
      body: { enabled: false },
    });
    expect((await flagsIn("production")).flags.reporting).toBe(false);
    expect((await flagsIn("staging")).flags.reporting).toBe(true);
    expect((await flagsIn("integration")).flags.reporting).toBe(true);
    await sandbox.request("PUT", "/__sandbox/feature-flags/biz_main_id/production/reporting", {
      body: { enabled: true },
    });
  });

  it("a page flag switched off in integration removes the page's endpoints (403); staging does not", async () => {
    const token = await sandbox.token("owner@demo.test");
    const setCapital = (env: string, enabled: boolean) =>
      sandbox.request("PUT", `/__sandbox/feature-flags/biz_main_id/${env}/capital`, { body: { enabled } });
    expect((await sandbox.get("/api/capital/loans", { token })).status).toBe(200);
    await setCapital("staging", false);
    expect((await sandbox.get("/api/capital/loans", { token })).status).toBe(200);
    await setCapital("integration", false);
    expectError(await sandbox.get("/api/capital/loans", { token }), 403, "AUTHORIZATION_ERROR");
    await setCapital("integration", true);
    await setCapital("staging", true);
    expect((await sandbox.get("/api/capital/loans", { token })).status).toBe(200);
  });
});

describe("every endpoint answers its documented shape or { error_code, message } with that code's status", () => {
  const all = Object.entries(ENDPOINTS);
  it.each(all)("%s", async (_name, ep: Endpoint) => {
    const token = await sandbox.token("owner@demo.test");
    const path = ep.path.replace(/\{(\w+)\}/g, (_m, p: string) =>
      p === "business_key" || (p === "id" && ep.path.startsWith("/api/xenshield")) ? "biz_main_id" : "nope",
    );
    const r = await sandbox.request(ep.method, path, { token, ...(ep.method === "GET" ? {} : { body: {} }) });
    if (r.status === 200) {
      expect(v.safeParse(ep.response, r.body).success).toBe(true);
    } else {
      expect(v.is(ErrorResponseSchema, r.body), JSON.stringify(r.body)).toBe(true);
      expect(r.status).toBe(ERROR_STATUS[r.body.error_code as keyof typeof ERROR_STATUS]);
      if (r.status === 429) expect(r.headers.get("retry-after")).toBeTruthy();
    }
  });
});
