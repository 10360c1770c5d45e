import type { OutputBundle } from "rolldown";
import { describe, expect, it } from "vitest";
import { SPRITE_FILE } from "./icon-sprite.ts";
import {
  asksAtFirstPaint,
  httpClientPreloads,
  landingPreloads,
  loadedWith,
  loginPreloads,
  pagePreloads,
  pagePreloadsContent,
  pagePreloadsModule,
  preloadLinks,
  routesPreloads,
  signedInImages,
  signedInPreloads,
} from "./preload-hints.ts";

// Issue 19: index.html asks for the catalogue and config.json with the entry, not after it.
const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], name = "") => ({
  type: "chunk" as const,
  fileName,
  facadeModuleId,
  imports,
  name,
});
const bundle = {
  "assets/index-a.js": chunk("assets/index-a.js", "/app/src/app/main.tsx", ["assets/runtime-r.js"]),
  "assets/runtime-r.js": chunk("assets/runtime-r.js", null),
  "assets/public-en.js": chunk("assets/public-en.js", "\0virtual:messages/en/public", ["assets/runtime-r.js"]),
  "assets/public-id.js": chunk("assets/public-id.js", "\0virtual:messages/id/public"),
  "assets/app-en.js": chunk("assets/app-en.js", "\0virtual:messages/en/app"),
} as unknown as OutputBundle;

describe("preload links of index.html", () => {
  it("preload the default language's public catalogue with its imports, and config.json beside index.html", () => {
    expect(preloadLinks(bundle, "en", "/base/")).toEqual([
      '<link rel="modulepreload" crossorigin href="/base/assets/public-en.js" />',
      '<link rel="modulepreload" crossorigin href="/base/assets/runtime-r.js" />',
      '<link rel="preload" href="/base/config.json" as="fetch" crossorigin="anonymous" />',
    ]);
  });

  it("leave out other languages and the logged-in catalogue", () => {
    const links = preloadLinks(bundle, "id").join("\n");
    expect(links).toContain("/assets/public-id.js");
    expect(links).not.toContain("public-en");
    expect(links).not.toContain("app-en");
  });
});

describe("chunks loaded with a chunk", () => {
  it("are the chunk and its static imports, transitively, not the chunks it imports lazily", () => {
    expect([...loadedWith(bundle, "assets/public-en.js")].sort()).toEqual([
      "assets/public-en.js",
      "assets/runtime-r.js",
    ]);
    expect(loadedWith(bundle, "assets/index-a.js").has("assets/public-en.js")).toBe(false);
  });
});

describe("the signed-in preload list (read by the boot script when a session is stored)", () => {
  const entryChunk = { ...chunk("assets/index-a.js", "/app/src/app/main.tsx", ["assets/runtime-r.js"]), isEntry: true };
  const signedIn = {
    ...bundle,
    "assets/index-a.js": entryChunk,
    "assets/ky-k.js": chunk("assets/ky-k.js", "/app/node_modules/ky/distribution/index.js"),
    "assets/layout-l.js": chunk("assets/layout-l.js", "/app/src/routes/app/layout.tsx?tsr-split=component---loader", [
      "assets/frame-f.js",
      "assets/runtime-r.js",
    ]),
    "assets/frame-f.js": chunk("assets/frame-f.js", null),
    "assets/layout-p.js": chunk("assets/layout-p.js", "/app/src/routes/public/layout.tsx?tsr-split=component"),
  } as unknown as OutputBundle;

  it("lists neither the HTTP client (its own list) nor what the entry loads, nor the layout", () => {
    expect(signedInPreloads(signedIn)).toEqual([]);
  });

  it("lists the HTTP client apart, with its imports, less the entry's files (preloaded when no answers are kept)", () => {
    expect(httpClientPreloads(signedIn)).toEqual(["assets/ky-k.js"]);
    const withImport = {
      ...signedIn,
      "assets/ky-k.js": chunk("assets/ky-k.js", "/app/node_modules/ky/distribution/index.js", [
        "assets/ky-core.js",
        "assets/runtime-r.js",
      ]),
      "assets/ky-core.js": chunk("assets/ky-core.js", null),
    } as unknown as OutputBundle;
    expect(httpClientPreloads(withImport)).toEqual(["assets/ky-k.js", "assets/ky-core.js"]);
    expect(httpClientPreloads(bundle)).toEqual([]);
  });

  it("finds the HTTP client in its codeSplitting group's chunk, which has no facade (scripts/lib/vite-config.ts)", () => {
    const grouped = {
      ...signedIn,
      "assets/ky-k.js": {
        ...chunk("assets/ky-k.js", null, [], "http-client"),
        moduleIds: ["/app/node_modules/ky/distribution/index.js", "/app/node_modules/ky/distribution/core/Ky.js"],
      },
    } as unknown as OutputBundle;
    expect(httpClientPreloads(grouped)).toEqual(["assets/ky-k.js"]);
  });

  // the frame group (scripts/lib/vite-config.ts): the whole route tree, the guards and the frame
  const withFrame = {
    ...signedIn,
    "assets/frame-g.js": chunk("assets/frame-g.js", null, ["assets/shared-s.js", "assets/runtime-r.js"], "frame"),
    "assets/shared-s.js": chunk("assets/shared-s.js", null),
    "assets/home-h.js": chunk("assets/home-h.js", "/app/src/routes/app/home.tsx?tsr-split=component---loader", [
      "assets/shared-s.js",
      "assets/states-t.js",
    ]),
    "assets/home-main.js": chunk("assets/home-main.js", "/app/src/routes/app/home.tsx"),
    "assets/states-t.js": chunk("assets/states-t.js", null),
    "assets/home-en.js": chunk("assets/home-en.js", "\0virtual:messages/en/area/home"),
    "assets/routes-c.js": chunk("assets/routes-c.js", "\0virtual:route-catalogues/en"),
  } as unknown as OutputBundle;

  it("lists the frame's chunk and its imports, and with a language its signed-in catalogues", () => {
    expect(signedInPreloads(withFrame)).toEqual(["assets/frame-g.js", "assets/shared-s.js"]);
    expect(signedInPreloads(withFrame, "en")).toEqual([
      "assets/frame-g.js",
      "assets/shared-s.js",
      "assets/app-en.js",
      "assets/routes-c.js",
    ]);
  });

  it("lists the landing page's route chunk, its imports and messages, less what the signed-in list has", () => {
    expect(
      landingPreloads(withFrame, { routeFile: "src/routes/app/home.tsx", areas: ["home"], language: "en" }),
    ).toEqual(["assets/home-h.js", "assets/states-t.js", "assets/home-en.js"]);
    expect(
      landingPreloads(withFrame, { routeFile: "src/routes/app/cash.tsx", areas: ["balances"], language: "en" }),
    ).toEqual([]);
  });
});

describe("the signed-in image preloads (the frame's icon sprite, scripts/lib/icon-sprite.ts)", () => {
  const asset = (fileName: string, originalFileNames: string[]) => ({
    type: "asset" as const,
    fileName,
    originalFileNames,
  });
  it("list the sprite's emitted file, and no other image", () => {
    const withSprite = {
      ...bundle,
      "assets/icons-h.svg": asset("assets/icons-h.svg", [SPRITE_FILE]),
      "assets/logo-l.svg": asset("assets/logo-l.svg", ["/app/brands/main/logo.svg"]),
    } as unknown as OutputBundle;
    expect(signedInImages(withSprite)).toEqual(["assets/icons-h.svg"]);
    expect(signedInImages(bundle)).toEqual([]);
  });
});

describe("the login page's preload list (read by the boot script on / and /login without a session)", () => {
  const login = {
    ...bundle,
    "assets/index-a.js": {
      ...chunk("assets/index-a.js", "/app/src/app/main.tsx", ["assets/runtime-r.js"]),
      isEntry: true,
    },
    "assets/login-l.js": chunk("assets/login-l.js", "/app/src/routes/public/login.tsx?tsr-split=component---loader", [
      "assets/runtime-r.js",
      "assets/auth-card-c.js",
      "assets/hooks-h.js",
    ]),
    "assets/login-pending.js": chunk(
      "assets/login-pending.js",
      "/app/src/routes/public/login.tsx?tsr-split=pendingComponent",
    ),
    "assets/auth-card-c.js": chunk("assets/auth-card-c.js", null, ["assets/hooks-h.js"]),
    "assets/hooks-h.js": chunk("assets/hooks-h.js", null),
    "assets/layout-p.js": chunk("assets/layout-p.js", "/app/src/routes/public/layout.tsx?tsr-split=component", [
      "assets/language-select-s.js",
    ]),
    "assets/language-select-s.js": chunk("assets/language-select-s.js", null),
    "assets/register-g.js": chunk(
      "assets/register-g.js",
      "/app/src/routes/public/register.tsx?tsr-split=component---loader",
      ["assets/auth-card-c.js"],
    ),
  } as unknown as OutputBundle;

  it("lists the login route's screen chunk and the logged-out layout's with their imports, not the entry's files nor other pages'", () => {
    expect(loginPreloads(login)).toEqual([
      "assets/login-l.js",
      "assets/auth-card-c.js",
      "assets/hooks-h.js",
      "assets/layout-p.js",
      "assets/language-select-s.js",
    ]);
  });

  it("finds a route's screen in the group chunk holding it (scripts/lib/login-chunks.ts)", () => {
    const grouped = {
      ...bundle,
      "assets/index-a.js": { ...chunk("assets/index-a.js", "/app/src/app/main.tsx"), isEntry: true },
      "assets/login-g.js": {
        ...chunk("assets/login-g.js", null, ["assets/hooks-h.js"], "login"),
        moduleIds: [
          "/app/src/routes/public/login.tsx?tsr-split=component---loader",
          "/app/src/routes/public/layout.tsx?tsr-split=component---loader",
        ],
      },
      "assets/hooks-h.js": chunk("assets/hooks-h.js", null),
    } as unknown as OutputBundle;
    expect(loginPreloads(grouped)).toEqual(["assets/login-g.js", "assets/hooks-h.js"]);
  });

  it("is empty when the bundle has no such route chunks", () => {
    expect(loginPreloads(bundle)).toEqual([]);
  });
});

describe("a deep link's preload lists (a signed-in first load of a page other than the landing page)", () => {
  const withModules = (c: ReturnType<typeof chunk>, moduleIds: string[]) => ({ ...c, moduleIds });
  const deep = {
    ...bundle,
    "assets/index-a.js": {
      ...chunk("assets/index-a.js", "/app/src/app/main.tsx", ["assets/runtime-r.js"]),
      isEntry: true,
    },
    "assets/frame-g.js": withModules(chunk("assets/frame-g.js", null, ["assets/runtime-r.js"], "frame"), []),
    "assets/routes-t.js": withModules(chunk("assets/routes-t.js", null, ["assets/rules-u.js"], "routes"), [
      "/app/.cache/route-trees/main-ID.gen.ts",
    ]),
    "assets/rules-u.js": chunk("assets/rules-u.js", null),
    "assets/route-table-b.js": chunk("assets/route-table-b.js", "/app/src/app/route-table.ts"),
    "assets/cash-c.js": withModules(
      chunk("assets/cash-c.js", "/app/src/routes/app/cash.tsx?tsr-split=component---loader", [
        "assets/frame-g.js",
        "assets/rules-u.js",
        "assets/cash-screen-s.js",
      ]),
      ["/app/src/routes/app/cash.tsx?tsr-split=component---loader"],
    ),
    "assets/cash-screen-s.js": {
      ...withModules(chunk("assets/cash-screen-s.js", null, ["assets/export-dialog-d.js"]), [
        "/app/src/features/balances/cash-screen.tsx",
        "/app/src/contract/balances.ts",
      ]),
      dynamicImports: ["assets/export-form-f.js", "assets/table-virtual-v.js"],
    },
    // the virtual rows of a list of 50+ rows: an import() with a first paint, and the messages it waits for
    "assets/table-virtual-v.js": chunk("assets/table-virtual-v.js", "/app/src/components/ui/table-virtual.tsx", [
      "assets/virtual-core-c.js",
    ]),
    "assets/virtual-core-c.js": chunk("assets/virtual-core-c.js", null),
    "assets/kit-lazy-en.js": chunk("assets/kit-lazy-en.js", "\0virtual:messages/en/kit-lazy"),
    // the dialog's trigger renders with the page; the dialog's body loads on use (an import())
    "assets/export-dialog-d.js": chunk("assets/export-dialog-d.js", null),
    "assets/export-form-f.js": chunk("assets/export-form-f.js", "/app/src/components/ui/export-form.tsx", [
      "assets/overlays-o.js",
    ]),
    "assets/overlays-o.js": chunk("assets/overlays-o.js", null),
    "assets/balances-en.js": chunk("assets/balances-en.js", "\0virtual:messages/en/area/balances"),
    "assets/balances-id.js": chunk("assets/balances-id.js", "\0virtual:messages/id/area/balances"),
    "assets/kit-en.js": chunk("assets/kit-en.js", "\0virtual:messages/en/kit"),
    "assets/settings-p.js": withModules(
      chunk("assets/settings-p.js", "/app/src/routes/app/settings.tsx?tsr-split=component---loader", [
        "assets/frame-g.js",
      ]),
      ["/app/src/routes/app/settings.tsx?tsr-split=component---loader"],
    ),
  } as unknown as OutputBundle;
  const pages = [
    { path: "/cash", routeFile: "src/routes/app/cash.tsx", parts: ["balances", "kit"], request: true },
    { path: "/settings", routeFile: "src/routes/app/settings.tsx", parts: [], request: false },
    { path: "/invoice/$id", routeFile: "src/routes/app/invoice.tsx", parts: ["accept"], request: true },
  ];

  it("the whole tree's list holds the route table, which the whole tree loads with it (src/app/current-page.ts)", () => {
    expect(routesPreloads(deep, "en")).toEqual(["assets/routes-t.js", "assets/rules-u.js", "assets/route-table-b.js"]);
  });

  it("list each page's route chunk with its static imports and its messages, less the frame's and the whole tree's files", () => {
    const cash = pagePreloads(deep, pages, "en").find((p) => p.path === "/cash");
    expect(cash?.files).toEqual([
      "assets/cash-c.js",
      "assets/cash-screen-s.js",
      "assets/export-dialog-d.js",
      "assets/balances-en.js",
      "assets/kit-en.js",
      "assets/table-virtual-v.js",
      "assets/virtual-core-c.js",
      "assets/kit-lazy-en.js",
    ]);
  });

  it("leave a list's virtual rows to be loaded when drawn on a page marked as drawing no list (a detail sharing the list's files)", () => {
    const detail = {
      path: "/cash/$transaction_id",
      routeFile: "src/routes/app/cash.tsx",
      parts: ["balances", "kit"],
      request: true,
      list: false,
    };
    const files = pagePreloads(deep, [detail], "en")[0]?.files ?? [];
    expect(files).toContain("assets/cash-c.js");
    expect(files).not.toContain("assets/table-virtual-v.js");
    expect(files).not.toContain("assets/kit-lazy-en.js");
  });

  it("hold no module loaded on use (what the page's chunks import lazily), nor another language's messages", () => {
    const files = pagePreloads(deep, pages, "en").flatMap((p) => p.files);
    expect(files).not.toContain("assets/export-form-f.js");
    expect(files).not.toContain("assets/overlays-o.js");
    expect(files).not.toContain("assets/balances-id.js");
  });

  it("carry each page's mark (its first paint asks the gateway), and skip pages not in the bundle", () => {
    expect(pagePreloads(deep, pages, "en").map((p) => [p.path, p.request])).toEqual([
      ["/cash", true],
      ["/settings", false],
    ]);
  });

  it("mark a page that uses the list kit or imports an endpoint's contract statically, not one whose contracts load on use", () => {
    const route = (reach: string[], kit = false, firstPaint?: string[]) => ({
      kit,
      reach: new Set(reach),
      ...(firstPaint ? { firstPaint: new Set(firstPaint) } : {}),
    });
    expect(asksAtFirstPaint(route(["src/features/balances/screens.tsx"], true))).toBe(true);
    expect(asksAtFirstPaint(route(["src/features/tax/screens.tsx", "src/contract/tax.ts"]))).toBe(true);
    expect(asksAtFirstPaint(route(["src/features/settings/screens.tsx"]))).toBe(false);
    // a contract only a dialog's body imports (loaded on use) does not count
    expect(
      asksAtFirstPaint(
        route(["src/features/settings/screens.tsx", "src/contract/auth-endpoints.ts"], false, [
          "src/features/settings/screens.tsx",
        ]),
      ),
    ).toBe(false);
  });

  it("write the boot script's list: `;` between pages, each its path (`!` when it asks the gateway) and its files", () => {
    expect(
      pagePreloadsContent(
        [
          { path: "/cash", files: ["assets/cash-c.js", "assets/kit-en.js"], request: true },
          { path: "/invoice/$id", files: ["assets/invoice-i.js"], request: false },
          { path: "/empty", files: [], request: false },
        ],
        "/base/",
      ),
    ).toBe("/cash! /base/assets/cash-c.js /base/assets/kit-en.js;/invoice/$id /base/assets/invoice-i.js");
  });

  it("list a path with fewer `$` segments first, so the boot script's first match is the router's", () => {
    const content = pagePreloadsContent([
      { path: "/credit_cards/payment/$credit_card_payment_id", files: ["assets/detail.js"], request: true },
      { path: "/credit_cards/fraud_prevention/list/$list/$action", files: ["assets/fraud-list.js"], request: true },
      { path: "/credit_cards/payment/settlements", files: ["assets/settlements.js"], request: true },
    ]);
    expect(content.split(";").map((page) => page.split(" ")[0])).toEqual([
      "/credit_cards/payment/settlements!",
      "/credit_cards/payment/$credit_card_payment_id!",
      "/credit_cards/fraud_prevention/list/$list/$action!",
    ]);
  });

  it("go in a module of their own (its default export), named by its content, not in index.html", () => {
    const table = pagePreloadsModule("/cash /assets/cash-c.js");
    expect(table.source).toBe('export default "/cash /assets/cash-c.js";\n');
    expect(table.fileName).toMatch(/^assets\/page-preloads-[\w-]{8}\.js$/);
    expect(pagePreloadsModule("/cash /assets/cash-d.js").fileName).not.toBe(table.fileName);
  });
});
