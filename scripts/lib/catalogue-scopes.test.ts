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
