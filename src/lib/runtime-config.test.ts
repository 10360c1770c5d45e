import { describe, expect, it } from "vitest";
import { loadRuntimeConfig, RuntimeConfigError } from "./runtime-config";

const respond =
  (body: string, status = 200) =>
  async () =>
    new Response(body, { status });

async function problemOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof RuntimeConfigError) return error.problem;
    throw error;
  }
  throw new Error("expected a RuntimeConfigError");
}

describe("runtime configuration (config.json beside index.html)", () => {
  it("accepts a same-origin path or an absolute URL, defaulting the flag environment to integration and the login to new-token mode (spec 000 §7)", async () => {
    await expect(loadRuntimeConfig("/config.json", respond('{"gatewayUrl":"/"}'))).resolves.toEqual({
      gatewayUrl: "/",
      flagEnvironment: "integration",
      authMode: "token",
    });
    await expect(
      loadRuntimeConfig(
        "/config.json",
        respond('{"gatewayUrl":"https://gw.example","flagEnvironment":"staging","authMode":"cookie"}'),
      ),
    ).resolves.toEqual({ gatewayUrl: "https://gw.example", flagEnvironment: "staging", authMode: "cookie" });
  });

  it("reports a missing file with its status", async () => {
    expect(await problemOf(loadRuntimeConfig("/config.json", respond("nope", 404)))).toEqual({
      kind: "missing",
      url: "/config.json",
      status: 404,
    });
  });

  it("reports a network failure as missing", async () => {
    const offline = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect(await problemOf(loadRuntimeConfig("/config.json", offline))).toMatchObject({ kind: "missing" });
  });

  it("reports a file that is not JSON", async () => {
    expect(await problemOf(loadRuntimeConfig("/config.json", respond("<html>")))).toMatchObject({ kind: "not-json" });
  });

  it("names each invalid or unknown field", async () => {
    const problem = await problemOf(
      loadRuntimeConfig("/config.json", respond('{"gatewayUrl":"ftp://x","flagEnvironment":"qa","extra":1}')),
    );
    expect(problem.kind).toBe("invalid");
    const fields = problem.kind === "invalid" ? problem.fields.join("\n") : "";
    expect(fields).toContain("gatewayUrl: must be an http(s) URL or a path starting with /");
    expect(fields).toContain("flagEnvironment");
    expect(fields).toContain("extra");
  });
});
