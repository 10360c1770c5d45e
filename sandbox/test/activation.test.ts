// biome-ignore-all lint/suspicious/noExplicitAny: tests inspect JSON answers loosely; the contract schemas check shapes
/**
 * Activation drafts and submit over HTTP (issue 13; spec 001 §4, §7, §8): every step's draft is
 * kept on the gateway, the writes need can_administer on a tier-zero business, bad input is a
 * field error, and a submit moves the business to FORM_CONFIRMED.
 */
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { activationEndpoints as A } from "../../src/contract/activation.ts";
import type { Endpoint } from "../../src/contract/define.ts";
import { emptyDraft } from "../../src/domain/activation/draft.ts";
import { isTierOne, isTierZero } from "../../src/domain/session/tiers.ts";
import { DEMO_LOGINS } from "../demo-logins.ts";
import { expectError, sandboxForFile } from "./helpers.ts";

const sandbox = sandboxForFile();
const REGISTERED_ID = "biz_status_02";

async function call(ep: Endpoint, token: string, body?: unknown) {
  const r = await sandbox.request(ep.method, ep.path, { token, ...(ep.method === "GET" ? {} : { body: body ?? {} }) });
  if (r.status === 200) expect(v.safeParse(ep.response, r.body).success, JSON.stringify(r.body)).toBe(true);
  return r;
}

const draft = {
  ...emptyDraft(),
  entity_type: "Indonesian Entity" as const,
  business: { ...emptyDraft().business, legal_name: "PT Kopi Pagi", business_description: "Coffee" },
};
const form = {
  entity_type: "Indonesian Entity",
  legal_name: "PT Kopi Pagi",
  business_description: "Coffee shop",
  website: "https://kopipagi.id",
  npwp: "01.234.567.8-901.234",
  street_line_1: "Jl. Sudirman 1",
  city: "Jakarta",
  state: "DKI Jakarta",
  postal_code: "10220",
  documents: [{ document_name: "NIB", document_type: "PRIMARY", file_id: "file_1", file_name: "nib.pdf" }],
};

let admin = "";
let viewer = "";
beforeAll(async () => {
  // a view-only member of the same tier-zero business (the seed has none)
  sandbox.db
    .prepare(
      "INSERT INTO memberships (user_id, business_id, role, can_view, can_edit, can_approve, can_manage_tech_settings, can_administer, can_withdraw, operation) VALUES ('usr_viewer', ?, 'MEMBER', 1, 0, 0, 0, 0, 0, 0)",
    )
    .run(REGISTERED_ID);
  admin = await sandbox.switchedToken("multi@demo.test", REGISTERED_ID);
  viewer = await sandbox.switchedToken("viewer@demo.test", REGISTERED_ID);
});

describe("activation drafts", () => {
  it("is empty before the first save, then answers what was saved", async () => {
    expect((await call(A.activationDraft as Endpoint, admin)).body).toEqual({ draft: null, saved_at: null });
    const saved = await call(A.saveActivationDraft as Endpoint, admin, { draft });
    expect(saved.status).toBe(200);
    const read = await call(A.activationDraft as Endpoint, admin);
    expect(read.body.draft.business.legal_name).toBe("PT Kopi Pagi");
    expect(read.body.saved_at).not.toBeNull();
  });

  it("refuses an oversized value with a field error and keeps the saved draft", async () => {
    const big = { ...draft, business: { ...draft.business, legal_name: "x".repeat(501) } };
    const r = await call(A.saveActivationDraft as Endpoint, admin, { draft: big });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain("legal_name");
    expect((await call(A.activationDraft as Endpoint, admin)).body.draft.business.legal_name).toBe("PT Kopi Pagi");
  });
});

describe("who may write (can_administer on a tier-zero or tier-one business)", () => {
  it.each([
    ["saveActivationDraft", { draft }],
    ["updateWithNotification", { extra: { x: { y: 1 } } }],
    ["submitActivation", form],
  ] as const)("%s: view-only member 403, and the owner of a live business 403 (page gate)", async (name, body) => {
    expectError(await call(A[name] as Endpoint, viewer, body), 403, "AUTHORIZATION_ERROR");
    expectError(
      await call(A[name] as Endpoint, await sandbox.token("owner@demo.test"), body),
      403,
      "AUTHORIZATION_ERROR",
    );
  });
});

describe("each demo persona in its own business", () => {
  const personas = DEMO_LOGINS.filter((l) => l.secondFactor === "none").map((l) => l.email);
  it.each(personas)(
    "%s may save the draft exactly when it administers a tier-zero or tier-one business",
    async (email) => {
      const token = await sandbox.token(email);
      const me = (await sandbox.get("/api/authenticated-user-data", { token })).body;
      const tier = { goLiveStatus: me.business.go_live_status, country: me.business.country_of_operation };
      const allowed = me.user.can_administer && (isTierZero(tier) || isTierOne(tier));
      for (const name of ["saveActivationDraft", "updateWithNotification"] as const) {
        const body = name === "saveActivationDraft" ? { draft } : { extra: { note: { x: 1 } } };
        const r = await call(A[name] as Endpoint, token, body);
        if (allowed) expect(r.status, `${name} for ${email}`).toBe(200);
        else expectError(r, 403, "AUTHORIZATION_ERROR");
      }
    },
  );
});

describe("master fields per country and category (spec 001 §3, §7)", () => {
  it("serves the NPWP (id 212) among Indonesia's permit fields and the TIN of entity in the Philippines", async () => {
    const id = await sandbox.get("/api/activation-master-fields?country_id=1&category=Business%20Permit%20Details", {
      token: admin,
    });
    expect(id.body.map((f: any) => f.id)).toContain(212);
    expect(id.body.every((f: any) => f.country_id === 1)).toBe(true);
    const ph = await sandbox.get("/api/activation-master-fields?country_id=2&category=TIN", { token: admin });
    expect(ph.body).toEqual([expect.objectContaining({ field_name: "TIN of entity", country_id: 2 })]);
  });
});

describe("submit (spec 001 §7, §8)", () => {
  it.each([
    [{ website: "https://unreachable.example" }, "BAD_WEBSITE"],
    [{ website: "https://blacklisted.example" }, "BLACKLISTED_WEBSITE"],
    [{ npwp: "000000000000000" }, "NPWP_VALIDATION_MISMATCH"],
  ])("%j is refused with %s and the status stays REGISTERED", async (patch, code) => {
    const r = await call(A.submitActivation as Endpoint, admin, { ...form, ...patch });
    expect(r.body.error_code).toBe(code);
    expect((await sandbox.get("/api/common-company-detail", { token: admin })).body.go_live_status).toBe("REGISTERED");
  });

  it("moves the business to FORM_CONFIRMED; a resubmit within ten seconds is TOO_MANY_REQUESTS", async () => {
    const r = await call(A.submitActivation as Endpoint, admin, form);
    expect(r.status).toBe(200);
    expect(r.body.go_live_status).toBe("FORM_CONFIRMED");
    expect(r.body.extra["Business Details:Indonesian Entity"].postal_code).toBe("10220");
    expectError(await call(A.submitActivation as Endpoint, admin, form), 429, "TOO_MANY_REQUESTS");
  });
});

describe("lead qualification with usage intents (issue 13; spec 001 §3, §7)", () => {
  it("accepts the answers with usage intents the gateway offers and refuses unknown ones as a field error", async () => {
    const intents = await call(A.usageIntents as Endpoint, admin);
    expect(intents.status).toBe(200);
    const ids = (intents.body as { id: number }[]).map((i) => i.id);
    expect(ids.length).toBeGreaterThan(0);
    const answers = [{ key: "COUNTRY_OF_REGISTRATION", value1: "Indonesia" }];
    expect((await call(A.qualify as Endpoint, admin, { answers, usage_intents: ids.slice(0, 2) })).status).toBe(200);
    const unknown = await call(A.qualify as Endpoint, admin, { answers, usage_intents: [9999] });
    expectError(unknown, 400, "API_VALIDATION_ERROR");
    expect(unknown.body.errors[0].field).toBe("usage_intents");
    expect((await call(A.qualify as Endpoint, admin, { answers, usage_intents: ["x"] })).status).toBe(400);
  });
});
