import { readFileSync } from "node:fs";
import path from "node:path";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { describe, expect, it } from "vitest";
import { ROOT } from "./brands.ts";
import {
  isAppOnlyOrigin,
  messageScopes,
  publicMessageIds,
  routeCataloguesModule,
  routeFileAreas,
  scopeCompiledCatalogue,
} from "./catalogue-scopes.ts";
import { importsOf, loggedOutGraph } from "./logged-out-graph.ts";

// Issue 19: the login page carries only the public part of the catalogue.
describe("catalogue scopes", () => {
  it("puts a message in the app part only when every place it is used is a logged-in page", async () => {
    const po = [
      'msgid ""',
      'msgstr ""',
      "",
      "#: src/features/accept/invoices.tsx:10",
      'msgid "Create invoice"',
      'msgstr "Create invoice"',
      "",
      "#: src/features/accept/invoices.tsx:12",
      "#: src/components/ui/resource-list.tsx:40",
      'msgid "Clear filters"',
      'msgstr "Clear filters"',
      "",
      "#: src/features/auth/components/login-form.tsx:30",
      'msgid "Log in"',
      'msgstr "Log in"',
      "",
    ].join("\n");
    const ids = await publicMessageIds(po);
    expect(ids.has(generateMessageId("Log in"))).toBe(true);
    expect(ids.has(generateMessageId("Clear filters"))).toBe(true);
    expect(ids.has(generateMessageId("Create invoice"))).toBe(false);
    expect(isAppOnlyOrigin("src/routes/app/invoices.tsx")).toBe(true);
    expect(isAppOnlyOrigin("src/routes/public/login.tsx")).toBe(false);
  });

  it("keeps the login form's messages public in the real catalogue", async () => {
    const ids = await publicMessageIds(readFileSync(path.join(ROOT, "locales/en/messages.po"), "utf8"));
    const form = readFileSync(path.join(ROOT, "src/features/auth/components/login-form.tsx"), "utf8");
    const label = /t`([^`$]+)`/.exec(form)?.[1];
    if (!label) throw new Error("no message in the login form");
    expect(ids.has(generateMessageId(label))).toBe(true);
  });

  it("gives the logged-in frame's messages their own part and each area's messages to that area", () => {
    expect(messageScopes(["src/features/auth/components/login-form.tsx", "src/features/accept/x.tsx"])).toEqual([
      "public",
    ]);
    expect(messageScopes(["src/app/top-bar.tsx", "src/features/accept/x.tsx"])).toEqual(["app"]);
    expect(messageScopes(["src/features/shell/components/banners.tsx"])).toEqual(["app"]);
    expect(
      messageScopes(["src/features/accept/x.tsx", "src/features/cards/y.tsx", "src/features/accept/z.tsx"]),
    ).toEqual(["area/accept", "area/cards"]);
    expect(messageScopes([])).toEqual(["public"]);
  });

  it("gives the login page only the messages of what the entry and the login page import", async () => {
    const graph = {
      start: new Set(["src/features/auth/components/login-form.tsx"]),
      loggedOut: new Set(["src/features/auth/components/login-form.tsx", "src/routes/public/forgot-password.tsx"]),
    };
    expect(
      messageScopes(["src/features/auth/components/login-form.tsx", "src/components/ui/field.tsx"], graph),
    ).toEqual(["public"]);
    // another logged-out page's message: the logged-out part, and the frame's (a signed-in page may use the same file)
    expect(messageScopes(["src/routes/public/forgot-password.tsx"], graph)).toEqual(["logged-out", "app"]);
    // the kit's message no logged-out page uses: the frame's part
    expect(messageScopes(["src/components/ui/resource-list.tsx"], graph)).toEqual(["app"]);
    expect(messageScopes(["src/features/accept/x.tsx"], graph)).toEqual(["area/accept"]);
    expect(messageScopes([], graph)).toEqual(["public"]);

    const real = loggedOutGraph();
    expect(real.start.has("src/features/auth/components/login-form.tsx")).toBe(true);
    expect(real.start.has("src/routes/public/forgot-password.tsx")).toBe(false);
    expect(real.loggedOut.has("src/routes/public/forgot-password.tsx")).toBe(true);
    // the toast region, which the root loads with the first toast
    expect(real.loggedOut.has("src/components/ui/toaster.tsx")).toBe(true);
    expect([...real.loggedOut].some((file) => file.startsWith("src/routes/app/"))).toBe(false);
    const po = readFileSync(path.join(ROOT, "locales/en/messages.po"), "utf8");
    const ids = await publicMessageIds(po, real);
    expect(po).toContain('msgid "Reset your password"');
    expect(ids.has(generateMessageId("Reset your password"))).toBe(false);
    expect(ids.has(generateMessageId("Your session has ended. Please log in again."))).toBe(true);
  });

  it("reads static and dynamic imports, not type-only ones", () => {
    const found = importsOf(
      [
        'import type { A } from "./auth.ts";',
        'import { type B, c } from "./common.ts";',
        'export { d } from "./define.ts";',
        'const m = () => import("./flags.ts");',
        'type T = typeof import("./user.ts");',
        'import x from "valibot";',
      ].join("\n"),
      "src/contract/index.ts",
    );
    expect(found.static).toEqual(["src/contract/common.ts", "src/contract/define.ts"]);
    expect(found.dynamic).toEqual(["src/contract/flags.ts"]);
  });

  it("finds a route's areas from the features its route file imports, for the bundle's pages only", () => {
    expect(
      routeFileAreas('import { X } from "../../features/accept/screens";\nimport "../../features/session/visibility";'),
    ).toEqual(["accept"]);
    const home = routeCataloguesModule(new Set(["home"]), ["en", "id"]);
    expect(home).toContain('["/home",["home"]]');
    expect(home).toContain('import("virtual:messages/id/area/home")');
    expect(home).not.toContain("area/accept");
  });

  it("filters Lingui's compiled catalogue by id", () => {
    const code = `/*eslint-disable*/export const messages=JSON.parse(${JSON.stringify(JSON.stringify({ a: ["A"], b: ['say "hi"'] }))});`;
    const out = scopeCompiledCatalogue(code, (id) => id === "b");
    const messages = JSON.parse(JSON.parse(/JSON\.parse\((.*)\);$/.exec(out)?.[1] ?? '""'));
    expect(messages).toEqual({ b: ['say "hi"'] });
  });
});
