/** The OpenAPI document served at /api/openapi.json, generated from the contract's valibot schemas. */
import { toJsonSchema } from "@valibot/to-json-schema";
import type * as v from "valibot";
import type { Endpoint } from "../src/contract/define.ts";
import { ENDPOINTS } from "../src/contract/endpoints.ts";
import { ERROR_STATUS, ErrorResponseSchema } from "../src/contract/errors.ts";

const schema = (s: v.GenericSchema) =>
  toJsonSchema(s, { target: "openapi-3.0", errorMode: "ignore", typeMode: "input" }) as Record<string, unknown>;

const RETRY_AFTER = { description: "Seconds to wait before trying again", schema: { type: "integer", minimum: 1 } };

function operation(name: string, ep: Endpoint) {
  const parameters: unknown[] = [...ep.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1],
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
  if (ep.query) {
    const json = schema(ep.query) as { properties?: Record<string, unknown>; required?: string[] };
    for (const [key, value] of Object.entries(json.properties ?? {})) {
      parameters.push({ name: key, in: "query", required: json.required?.includes(key) ?? false, schema: value });
    }
  }
  const responses: Record<string, unknown> = {
    200: { description: "OK", content: { "application/json": { schema: schema(ep.response) } } },
  };
  const codes = new Set<string>(ep.errors ?? []);
  codes.add("API_VALIDATION_ERROR");
  if (ep.auth === "user")
    for (const c of ["AUTHENTICATION_ERROR", "JWT_EXPIRED_ERROR", "INVALIDATED_TOKEN"]) codes.add(c);
  if (ep.page || ep.requires) codes.add("AUTHORIZATION_ERROR");
  for (const code of codes) {
    const status = String(ERROR_STATUS[code as keyof typeof ERROR_STATUS] ?? 500);
    const existing = responses[status] as { description: string } | undefined;
    responses[status] = {
      description: existing ? `${existing.description}, ${code}` : code,
      content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
      ...(status === "429" ? { headers: { "Retry-After": RETRY_AFTER } } : {}),
    };
  }
  const op: Record<string, unknown> = {
    operationId: name,
    summary: ep.summary,
    tags: [ep.tag],
    parameters,
    responses,
    security: ep.auth === "user" ? [{ bearer: [] }, { cookie: [] }] : [],
  };
  if (ep.page) op["x-page"] = ep.page;
  if (ep.requires) op["x-requires-any-of"] = ep.requires;
  if (ep.body || ep.files) {
    const body = ep.body ? schema(ep.body) : { type: "object", properties: {} };
    if (ep.files) {
      const props = (body.properties ?? {}) as Record<string, unknown>;
      for (const f of ep.files) props[f] = { type: "string", format: "binary" };
      body.properties = props;
      op.requestBody = { required: true, content: { "multipart/form-data": { schema: body } } };
    } else {
      op.requestBody = { required: false, content: { "application/json": { schema: body } } };
    }
  }
  return op;
}

let cached: unknown;
export function openApiDocument(): unknown {
  if (cached) return cached;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, ep] of Object.entries(ENDPOINTS)) {
    const entry = paths[ep.path] ?? {};
    entry[ep.method.toLowerCase()] = operation(name, ep);
    paths[ep.path] = entry;
  }
  cached = {
    openapi: "3.0.3",
    info: {
      title: "Merchant dashboard gateway (sandbox)",
      version: "1.0.0",
      description:
        "Generated from the valibot schemas in src/contract. Every error answers { error_code, message } with the status listed; TOO_MANY_REQUESTS carries Retry-After.",
    },
    paths,
    components: {
      schemas: { Error: schema(ErrorResponseSchema) },
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        cookie: { type: "apiKey", in: "cookie", name: "sandbox_session" },
      },
    },
  };
  return cached;
}
