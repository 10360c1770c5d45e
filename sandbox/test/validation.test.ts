/**
 * Request validation for every endpoint with a body (issue 3 "Every request body and query is
 * validated: bad input → 400 API_VALIDATION_ERROR naming the fields; nothing is written";
 * spec 001 §8 API_VALIDATION_ERROR): an empty body names each required field, and after all of
 * them the database holds exactly what it held before.
 */
import type * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import type { Endpoint, ObjectSchema } from "../../src/contract/define.ts";
import { ENDPOINTS } from "../../src/contract/endpoints.ts";
import { PERMISSION_FLAGS } from "../../src/domain/visibility/pages.ts";
import { expectError, sandboxForFile, visibleInMainBusiness } from "./helpers.ts";

const sandbox = sandboxForFile();

const OPTIONAL = new Set(["optional", "exact_optional", "nullish", "undefinedable"]);
/** Keys a body must have (the schema's entries that are not optional). */
const requiredKeys = (schema: ObjectSchema): string[] =>
  Object.entries(schema.entries as Record<string, v.GenericSchema>)
    .filter(([, entry]) => !OPTIONAL.has(entry.type))
    .map(([key]) => key);

const ALL_FLAGS = Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, true]));

/** Endpoints with a JSON body that has required fields, callable by the owner of the main business. */
const cases = (Object.entries(ENDPOINTS) as [string, Endpoint][])
  .filter(([, ep]) => ep.method !== "GET" && ep.body && !ep.files && requiredKeys(ep.body).length > 0)
  .filter(([, ep]) => !ep.page || visibleInMainBusiness(ep.page, ALL_FLAGS))
  .map(([name, ep]) => [name, ep, requiredKeys(ep.body as ObjectSchema)] as const);

/** Tables a request may touch without writing data: the caller's own login. */
const SESSION_TABLES = new Set(["sessions", "refresh_tokens"]);

function snapshot(): string {
  const tables = sandbox.db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all() as { name: string }[];
  return JSON.stringify(
    tables
      .filter((t) => !SESSION_TABLES.has(t.name))
      .map((t) => [t.name, sandbox.db.prepare(`SELECT * FROM "${t.name}" ORDER BY rowid`).all()]),
  );
}

let token = "";
let before = "";
beforeAll(async () => {
  token = await sandbox.token("owner@demo.test");
  before = snapshot();
});

describe("an empty body is 400 API_VALIDATION_ERROR naming every required field", () => {
  it("covers the body endpoints", () => {
    expect(cases.length).toBeGreaterThan(40);
  });

  it.each(cases)("%s", async (_name, ep, required) => {
    const r = await sandbox.callWithPlaceholders(ep, ep.auth === "user" ? token : undefined);
    expectError(r, 400, "API_VALIDATION_ERROR");
    const named = new Set((r.body.errors as { field: string }[]).map((e) => e.field.split(".")[0]));
    for (const key of required) expect(named.has(key), `${key} not named: ${JSON.stringify(r.body)}`).toBe(true);
  });
});

describe("nothing is written", () => {
  it("the database is unchanged after every rejected request", () => {
    expect(snapshot() === before).toBe(true);
  });
});
