import { readFileSync } from "node:fs";
import path from "node:path";
import { formatter } from "@lingui/format-po";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { describe, expect, it } from "vitest";
import { ALL_PAGE_ROUTES } from "../../src/app/route-table.ts";
import { routeParts } from "../../src/lib/route-parts.ts";
import { ROOT } from "./brands.ts";
import {
  type CatalogueScope,
  catalogueSignedInGraph,
  inLandingLazyPart,
  inLandingPart,
  isAppOnlyOrigin,
  landingCatalogueParts,
  landingLazyFiles,
  loadsLazyFrameMessages,
  messageScopes,
  partModuleId,
  publicMessageIds,
  routeCatalogueParts,
  routeCataloguesModule,
  routeFileAreas,
  routePartsTable,
  scopeCompiledCatalogue,
  withLazyFrameMessages,
} from "./catalogue-scopes.ts";
import { importsOf, loggedOutGraph } from "./logged-out-graph.ts";
import { isKitFile, type SignedInGraph } from "./signed-in-graph.ts";

// Issue 19: the login page carries only the public part of the catalogue.
describe("catalogue scopes", () => {
  const graph = catalogueSignedInGraph();

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

  it("gives the error texts their own part, loaded with the first error (issue 19); a text also used elsewhere stays there too", () => {
    expect(messageScopes(["src/lib/http/describe-error.ts"])).toEqual(["errors"]);
    expect(messageScopes(["src/lib/http/describe-error.ts", "src/features/auth/components/login-form.tsx"])).toEqual([
      "public",
    ]);
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
    const home = routeCataloguesModule(new Set(["home"]), "id", graph);
    expect(home).toContain('["home",["home"]]');
    expect(home).toContain('import("virtual:messages/id/area/home")');
    expect(home).not.toContain("virtual:messages/en/");
    expect(home).not.toContain("area/accept");
    expect(home).not.toContain("messages/id/kit");
    const cash = routeCataloguesModule(new Set(["cash"]), "id", graph);
    expect(cash).toContain('import("virtual:messages/id/kit")');
  });

  it("gives the bundle's landing page its own part of its areas' messages, the ones its files use (issue 19)", async () => {
    expect(landingCatalogueParts("app/cash.tsx", graph)).toEqual(["landing", "kit"]);
    expect(landingCatalogueParts("app/home.tsx", graph)).toEqual(["landing"]);
    const table = routeCataloguesModule(new Set(["cash", "balance"]), "id", graph, "app/cash.tsx");
    expect(table).toContain('import("virtual:messages/id/landing")');
    // the other balances pages still load the whole area's part
    expect(table).toContain('import("virtual:messages/id/area/balances")');
    expect(table).toContain('"landing kit"');
    expect(partModuleId("id", "landing")).toBe("virtual:messages/id/landing");

    const po = readFileSync(path.join(ROOT, "locales/en/messages.po"), "utf8");
    const catalogue =
      (await formatter({}).parse(po, { locale: "en", sourceLocale: "en", filename: "messages.po" })) ?? {};
    const full = { ...loggedOutGraph(), signedIn: graph };
    const cash = graph.routes.get("src/routes/app/cash.tsx");
    if (!cash) throw new Error("no cash route");
    const inLanding = (message: string) => {
      const entry = Object.values(catalogue).find((e) => e.message === message);
      const files = (entry?.origin ?? []).map((o) => o[0]);
      return inLandingPart(messageScopes(files, full), files, cash);
    };
    // the cash page's own text is in; another balances page's (screens.tsx only) is not
    expect(inLanding("No cash movements yet.")).toBe(true);
    const other = Object.values(catalogue).find((e) => {
      const files = (e.origin ?? []).map((o) => o[0]);
      return files.length > 0 && files.every((f) => f === "src/features/balances/screens.tsx");
    });
    expect(other?.message).toBeDefined();
    expect(inLanding(other?.message as string)).toBe(false);
    // a message of no landing area, even from a file it reaches: not in
    expect(inLandingPart(["app"], ["src/features/balances/cash-screen.tsx"], cash)).toBe(false);
    // the top-up instructions (the dialog's body, loaded when it opens): not with the first paint, but
    // with the dialog's import() (the bundle's kit-lazy part); its button's label is in
    const lazy = (message: string) => {
      const entry = Object.values(catalogue).find((e) => e.message === message);
      const files = (entry?.origin ?? []).map((o) => o[0]);
      return inLandingLazyPart(messageScopes(files, full), files, cash);
    };
    expect(landingLazyFiles(cash)).toContain("src/features/balances/top-up-content.tsx");
    expect(landingLazyFiles(cash)).not.toContain("src/features/balances/cash-screen.tsx");
    expect(inLanding("Top-up bank")).toBe(false);
    expect(lazy("Top-up bank")).toBe(true);
    expect(inLanding("Top up")).toBe(true);
    expect(lazy("Top up")).toBe(false);
    expect(lazy("No cash movements yet.")).toBe(false);
  });

  it("gives the list kit's messages their own part, which the pages using the kit load, not the frame", () => {
    const fake: SignedInGraph = {
      frame: new Set(["src/components/ui/status-pill.tsx"]),
      kit: new Set(["src/components/ui/resource-list.tsx", "src/components/ui/states.tsx"]),
      routes: new Map([
        ["src/routes/app/home.tsx", { reach: new Set(["src/components/ui/states.tsx"]), kit: false, areas: ["home"] }],
        ["src/routes/app/cash.tsx", { reach: new Set<string>(), kit: true, areas: ["balances"] }],
        ["src/routes/app/other.tsx", { reach: new Set(["src/components/ui/carousel.tsx"]), kit: false, areas: [] }],
      ]),
    };
    const g = { start: new Set<string>(), loggedOut: new Set(["src/routes/public/error.tsx"]), signedIn: fake };
    expect(messageScopes(["src/components/ui/resource-list.tsx"], g)).toEqual(["kit"]);
    // a kit file's message that an area also uses: both parts
    expect(messageScopes(["src/components/ui/resource-list.tsx", "src/features/cards/fraud.tsx"], g)).toEqual([
      "area/cards",
      "kit",
    ]);
    // home imports it outside the kit: home's part has it too
    expect(messageScopes(["src/components/ui/states.tsx"], g)).toEqual(["area/home", "kit"]);
    // the frame's file wins: every signed-in page loads the frame's part
    expect(messageScopes(["src/components/ui/status-pill.tsx", "src/components/ui/resource-list.tsx"], g)).toEqual([
      "app",
    ]);
    // a page of no area: the frame's part; a file no page uses: the frame's part (as before the kit)
    expect(messageScopes(["src/components/ui/carousel.tsx"], g)).toEqual(["app"]);
    expect(messageScopes(["src/components/ui/unused.tsx"], g)).toEqual(["app"]);
    // a kit file no page reaches (the stories' data table): the kit's part, not the frame's
    expect(messageScopes(["src/components/ui/table.tsx"], g)).toEqual(["kit"]);
    // a logged-out page's message no signed-in page uses: the logged-out part only (its guard loads
    // that part with a session too); one a signed-in page uses as well: that page's part too
    expect(messageScopes(["src/routes/public/error.tsx"], g)).toEqual(["logged-out"]);
    expect(messageScopes(["src/routes/public/error.tsx", "src/components/ui/states.tsx"], g)).toEqual([
      "logged-out",
      "area/home",
      "kit",
    ]);
    // with the static half of the kit: a kit file a page loads on use only (an import()) gets the
    // kit-lazy part, which loads with that import (issue 19); one also used statically, both
    const lazyKit = {
      ...g,
      signedIn: {
        ...fake,
        kit: new Set([...fake.kit, "src/components/ui/export-form.tsx"]),
        kitStatic: new Set(fake.kit),
      },
    };
    expect(messageScopes(["src/components/ui/export-form.tsx"], lazyKit)).toEqual(["kit-lazy"]);
    expect(messageScopes(["src/components/ui/resource-list.tsx"], lazyKit)).toEqual(["kit"]);
    expect(
      messageScopes(["src/components/ui/export-form.tsx", "src/components/ui/resource-list.tsx"], lazyKit),
    ).toEqual(["kit", "kit-lazy"]);
  });

  it("puts the real kit's messages in the kit part, which the list landing pages load and home does not", async () => {
    expect(routeCatalogueParts("app/home.tsx", graph)).toEqual(["home"]);
    expect(routeCatalogueParts("app/cash.tsx", graph)).toEqual(["balances", "kit"]);
    expect(routeCatalogueParts("app/escrow-balance.tsx", graph)).toEqual(["escrow", "kit"]);
    expect(graph.kit.has("src/components/ui/resource-list.tsx")).toBe(true);
    expect(graph.frame.has("src/components/ui/resource-list.tsx")).toBe(false);

    const po = readFileSync(path.join(ROOT, "locales/en/messages.po"), "utf8");
    const catalogue =
      (await formatter({}).parse(po, { locale: "en", sourceLocale: "en", filename: "messages.po" })) ?? {};
    const full = { ...loggedOutGraph(), signedIn: graph };
    const scopes = Object.entries(catalogue).map(
      ([id, entry]) => [id, entry.message ?? id, (entry.origin ?? []).map((o) => o[0])] as const,
    );
    const scopesOf = (files: readonly string[]): CatalogueScope[] => messageScopes(files, full);
    const homeParts: CatalogueScope[] = ["public", "app", "area/home"];
    // a message only the kit's files use: the kit's part, none of home's; the kit's files loaded on
    // use (the export form, issue 19): the kit-lazy part, which loads with their import()
    const kitStatic = graph.kitStatic ?? graph.kit;
    const kitOnly = scopes.filter(([, , files]) => files.length > 0 && files.every(isKitFile));
    expect(kitOnly.map(([, message]) => message)).toContain("Clear filters");
    expect(kitStatic.has("src/components/ui/export-form.tsx")).toBe(false);
    expect(kitStatic.has("src/components/ui/resource-list.tsx")).toBe(true);
    for (const [, message, files] of kitOnly) {
      const lazy = files.every((f) => graph.kit.has(f) && !kitStatic.has(f));
      expect(scopesOf(files), message).toEqual(lazy ? ["kit-lazy"] : expect.arrayContaining(["kit"]));
    }
    const exportOnly = scopes.find(([, message]) => message === "Exactly what you are looking at");
    expect(exportOnly && scopesOf(exportOnly[2])).toEqual(["kit-lazy"]);
    // every message a kit file uses is in a part a list page loads: the kit's, or the frame's or
    // public, or the kit-lazy part for a file loaded on use (with its import())
    for (const [, message, files] of scopes.filter(([, , f]) => f.some(isKitFile))) {
      expect(
        scopesOf(files).some((s) => ["kit", "app", "public", "kit-lazy"].includes(s)),
        message,
      ).toBe(true);
    }
    // another logged-out page's message (no signed-in page shows it): not in the frame's part
    const reset = scopes.find(([, message]) => message === "Reset your password");
    expect(reset && scopesOf(reset[2])).toEqual(["logged-out"]);
    // home's messages are in home's parts
    const home = scopes.filter(([, , files]) => files.some((f) => f.startsWith("src/features/home/")));
    expect(home.length).toBeGreaterThan(0);
    for (const [, message, files] of home)
      expect(
        scopesOf(files).some((s) => homeParts.includes(s)),
        message,
      ).toBe(true);
  });

  it("the short route table answers each route's own parts for every page", () => {
    const routes = ALL_PAGE_ROUTES.map((r) => [r.path, routeCatalogueParts(r.file, graph)] as const);
    const table = routePartsTable(routes);
    expect(table.flatMap(([, prefixes]) => prefixes).length).toBeLessThan(routes.length);
    for (const [pattern, parts] of routes) {
      const pathname = pattern.replace(/\$[\w]+/g, "x_1");
      expect(routeParts(table, pathname), pattern).toEqual(parts);
      expect(routeParts(table, `${pathname}/`), pattern).toEqual(parts);
    }
    // a literal segment wins over a `$param` of the same length, a longer prefix over a shorter one
    const tricky = routePartsTable([
      ["/invoice/$id", ["accept"]],
      ["/invoice/create", ["accept", "kit"]],
      ["/settings", ["settings"]],
      ["/settings/payment-methods", ["payment-methods"]],
    ]);
    expect(routeParts(tricky, "/invoice/create")).toEqual(["accept", "kit"]);
    expect(routeParts(tricky, "/invoice/inv_1")).toEqual(["accept"]);
    expect(routeParts(tricky, "/settings/payment-methods")).toEqual(["payment-methods"]);
    expect(routeParts(tricky, "/settings/team")).toEqual(["settings"]);
    expect(routeParts(tricky, "/home")).toEqual([]);
  });

  it("filters Lingui's compiled catalogue by id", () => {
    const code = `/*eslint-disable*/export const messages=JSON.parse(${JSON.stringify(JSON.stringify({ a: ["A"], b: ['say "hi"'] }))});`;
    const out = scopeCompiledCatalogue(code, (id) => id === "b");
    const messages = JSON.parse(JSON.parse(/JSON\.parse\((.*)\);$/.exec(out)?.[1] ?? '""'));
    expect(messages).toEqual({ b: ['say "hi"'] });
  });

  it("gives what the frame loads with an import() the app-lazy part, loaded with that import (issue 19)", () => {
    const fake: SignedInGraph = {
      frame: new Set([
        "src/app/top-bar.tsx",
        "src/features/prompts/feedback.tsx",
        "src/components/ui/status-pill.tsx",
        "src/components/ui/carousel.tsx",
      ]),
      frameStatic: new Set(["src/app/top-bar.tsx"]),
      kit: new Set<string>(),
      routes: new Map([
        [
          "src/routes/app/cash.tsx",
          {
            reach: new Set(["src/components/ui/status-pill.tsx", "src/components/ui/carousel.tsx"]),
            kit: false,
            areas: ["balances"],
          },
        ],
        [
          "src/routes/app/home.tsx",
          { reach: new Set(["src/components/ui/carousel.tsx"]), kit: false, areas: ["home"] },
        ],
        ["src/routes/app/tax.tsx", { reach: new Set<string>(), kit: false, areas: ["tax"] }],
      ]),
    };
    const g = { start: new Set<string>(), loggedOut: new Set<string>(), signedIn: fake };
    // the frame's first paint: the app part, every signed-in page loads it
    expect(messageScopes(["src/app/top-bar.tsx"], g)).toEqual(["app"]);
    expect(messageScopes(["src/features/prompts/feedback.tsx", "src/app/top-bar.tsx"], g)).toEqual(["app"]);
    // a dialog the frame opens on demand: the app-lazy part only
    expect(messageScopes(["src/features/prompts/feedback.tsx"], g)).toEqual(["app-lazy"]);
    // a file the frame loads on demand and a page imports: the page's part too (it paints with the page)
    expect(messageScopes(["src/components/ui/status-pill.tsx"], g)).toEqual(["app-lazy", "area/balances"]);
    // one that half of the pages import too: the frame's part, not a copy in each of theirs
    expect(messageScopes(["src/components/ui/carousel.tsx"], g)).toEqual(["app"]);
    // without the static half of the graph, the whole frame is the app part (as before)
    const whole = { ...g, signedIn: { ...fake, frameStatic: undefined } };
    expect(messageScopes(["src/features/prompts/feedback.tsx"], whole)).toEqual(["app"]);
  });

  it("wraps the import() of a lazily loaded frame module showing app-lazy messages, and no other", () => {
    const code = [
      'const Feedback = lazy(() => import("./feedback.tsx"));',
      'const api = () => import("./api.ts");',
      'const other = () => import("react");',
    ].join("\n");
    const wrapped = withLazyFrameMessages(
      code,
      "src/features/prompts/prompt-host.tsx",
      (target) => target === "src/features/prompts/feedback.tsx",
    );
    expect(wrapped).toContain('__withLazyAppMessages(import("./feedback.tsx"))');
    expect(wrapped).toContain('const api = () => import("./api.ts");');
    expect(wrapped).toContain('const other = () => import("react");');
    expect(wrapped?.split("\n")[0]).toBe(
      `import { withLazyAppMessages as __withLazyAppMessages } from ${JSON.stringify(path.join(ROOT, "src/lib/i18n.ts"))};`,
    );
    expect(withLazyFrameMessages(code, "src/features/prompts/prompt-host.tsx", () => false)).toBeNull();
    // a kit file loaded on use: the kit-lazy part's helper
    const kit = withLazyFrameMessages(
      'const Form = lazy(() => import("./export-form.tsx"));',
      "src/components/ui/export-dialog.tsx",
      (target) => target === "src/components/ui/export-form.tsx",
      "kit-lazy",
    );
    expect(kit).toContain('__withLazyKitMessages(import("./export-form.tsx"))');
    expect(kit?.split("\n")[0]).toContain("import { withLazyKitMessages as __withLazyKitMessages }");
    // which targets: a lazy frame file using such messages, or importing one statically
    const lazy = new Set(["host.tsx", "dialog.tsx", "contracts.ts", "flags.ts"]);
    const imports: Record<string, string[]> = {
      "host.tsx": ["dialog.tsx"],
      "contracts.ts": ["flags.ts"],
      "page.tsx": ["dialog.tsx"],
    };
    const loads = (target: string) =>
      loadsLazyFrameMessages(target, lazy, new Set(["dialog.tsx"]), (file) => imports[file] ?? []);
    expect(loads("host.tsx")).toBe(true);
    expect(loads("dialog.tsx")).toBe(true);
    expect(loads("contracts.ts")).toBe(false);
    expect(loads("page.tsx")).toBe(false);
  });
});
