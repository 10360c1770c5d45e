/**
 * The README's commands (issue 3 "Running it"): `npm run sandbox` (sandbox/main.ts) starts on a
 * configurable port with a persistent data directory, `--reset` / `npm run sandbox:reset`
 * restore the seed, and bad options are refused.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../demo-logins.ts";
import { createSandbox } from "../server.ts";

const MAIN = path.resolve(import.meta.dirname, "../main.ts");
const dataDir = mkdtempSync(path.join(tmpdir(), "sandbox-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Start main.ts and resolve with the URL it prints once ready. */
function start(args: string[]): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [MAIN, ...args], { stdio: ["ignore", "pipe", "pipe"] });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const url = /ready at (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve({ url, child });
    });
    child.once("exit", (code) => reject(new Error(`exited with ${code}: ${out}`)));
  });
}

function stop(child: ChildProcess): Promise<unknown> {
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  return exited;
}

function run(args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [MAIN, ...args], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr?.on("data", (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, output })));
}

const login = (url: string) =>
  fetch(`${url}/api/auth/email`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "viewer@demo.test", password: DEMO_PASSWORD }),
  }).then((r) => r.json());

async function language(url: string): Promise<string> {
  const { access_token } = await login(url);
  const me = await fetch(`${url}/api/user-data`, { headers: { authorization: `Bearer ${access_token}` } });
  return (await me.json()).user.preferred_language;
}

// The two tests side by side: the refused options never open the data directory the first one uses.
describe.concurrent("npm run sandbox (sandbox/main.ts)", () => {
  it("starts on the given port and data directory, keeps changes, and --reset / --reset-only restore the seed", async () => {
    const first = await start(["--port", "0", "--data-dir", dataDir]);
    expect(existsSync(path.join(dataDir, "sandbox.db"))).toBe(true);
    expect((await fetch(`${first.url}/api/openapi.json`)).status).toBe(200);
    const { access_token } = await login(first.url);
    const patched = await fetch(`${first.url}/api/user`, {
      method: "PATCH",
      headers: { authorization: `Bearer ${access_token}`, "content-type": "application/json" },
      body: JSON.stringify({ preferred_language: "id" }),
    });
    expect(patched.status).toBe(200);
    await stop(first.child);

    const again = await start(["--port", "0", "--data-dir", dataDir]);
    expect(await language(again.url)).toBe("id");
    await stop(again.child);

    const reset = await start(["--port", "0", "--data-dir", dataDir, "--reset"]);
    expect(await language(reset.url)).toBe("en");
    const token = (await login(reset.url)).access_token;
    await fetch(`${reset.url}/api/user`, {
      method: "PATCH",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ preferred_language: "id" }),
    });
    await stop(reset.child);

    const resetOnly = await run(["--reset-only", "--data-dir", dataDir]);
    expect(resetOnly.code).toBe(0);
    expect(resetOnly.output).toMatch(/restored to the seed/);
    const reopened = await createSandbox({ dataDir });
    const row = reopened.state.db
      .prepare("SELECT preferred_language FROM users WHERE email = 'viewer@demo.test'")
      .get();
    reopened.close();
    expect(row).toEqual(expect.objectContaining({ preferred_language: "en" }));
  }, 60_000);

  it("refuses an invalid port or token lifetime with exit code 2", async () => {
    // both are refused before the data directory is opened: the two processes run side by side
    const [port, ttl] = await Promise.all([
      run(["--port", "http", "--data-dir", dataDir]),
      run(["--port", "0", "--data-dir", dataDir, "--access-token-ttl", "0"]),
    ]);
    expect(port.code).toBe(2);
    expect(port.output).toMatch(/Invalid port/);
    expect(ttl.code).toBe(2);
  }, 30_000);
});
