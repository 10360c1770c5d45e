import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../demo-logins.ts";
import { TestSandbox } from "./helpers.ts";

// spec 000 §9 "Internal email domains are flagged by a cookie" (issue 22 item 5).
const sandbox = new TestSandbox();
beforeAll(() => sandbox.start());
afterAll(() => sandbox.stop());

const cookiesOf = (headers: Headers) => headers.getSetCookie().filter((c) => c.startsWith("internal_user="));

describe("the internal-user cookie", () => {
  it("is set at login for an internal user and readable by script (not HttpOnly)", async () => {
    const r = await sandbox.post("/api/auth/email", { body: { email: "staff@demo.test", password: DEMO_PASSWORD } });
    expect(r.status).toBe(200);
    const [cookie] = cookiesOf(r.headers);
    expect(cookie).toMatch(/^internal_user=1;/);
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it("is cleared at login for a merchant user", async () => {
    const r = await sandbox.post("/api/auth/email", { body: { email: "owner@demo.test", password: DEMO_PASSWORD } });
    expect(r.status).toBe(200);
    expect(cookiesOf(r.headers)[0]).toMatch(/Max-Age=0/);
  });
});
