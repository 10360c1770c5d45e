/** Embedding (the lead's `npm start`): the sandbox app mounted on one origin beside a static bundle. */
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../demo-logins.ts";
import { createSandbox } from "../server.ts";

let url = "";
let stop: () => Promise<void> = async () => {};

beforeAll(async () => {
  const sandbox = await createSandbox();
  const app = new Hono();
  app.route("/", sandbox.app);
  app.get("*", (c) => c.html("<!doctype html><title>bundle</title>"));
  await new Promise<void>((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
      url = `http://127.0.0.1:${info.port}`;
      stop = () =>
        new Promise((done) => {
          server.close(() => {
            sandbox.close();
            done();
          });
        });
      resolve();
    });
  });
});
afterAll(() => stop());

describe("createSandbox().app mounted with app.route('/', …)", () => {
  it("serves the contract, its error shape and the cookie login on the same origin as the bundle", async () => {
    expect(await (await fetch(`${url}/settings`)).text()).toContain("bundle");
    const unauthenticated = await fetch(`${url}/api/user-data`);
    expect(unauthenticated.status).toBe(401);
    expect((await unauthenticated.json()).error_code).toBe("AUTHENTICATION_ERROR");
    const login = await fetch(`${url}/api/sessions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "owner@demo.test", password: DEMO_PASSWORD }),
    });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] as string;
    const me = await fetch(`${url}/api/user-data`, { headers: { cookie } });
    expect(me.status).toBe(200);
    const dropped = fetch(`${url}/api/user-data`, { headers: { cookie, "x-sandbox-fault": "drop" } });
    await expect(dropped).rejects.toThrow();
  });
});
