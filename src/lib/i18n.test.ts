import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { describe, expect, it, vi } from "vitest";
import { browserLanguage, chooseLanguage, i18n, languageForUser, loadAppMessages } from "./i18n";
import { routeParts } from "./route-parts";

// spec 000 §2: a query parameter `lang` sets the language; spec 000 §9: en (default) and id.
describe("chooseLanguage", () => {
  it.each([
    ["?lang=id", null, ["en", "id"], "en", "id"],
    ["?lang=en", "id", ["en", "id"], "id", "en"],
    ["", "id", ["en", "id"], "en", "id"],
    ["", null, ["en", "id"], "id", "id"],
    ["?lang=fr", null, ["en", "id"], "en", "en"],
    ["?lang=id", null, ["en"], "en", "en"],
    ["", "id", ["en"], "en", "en"],
    ["?foo=1&lang=id", "en", ["en", "id"], "en", "id"],
  ] as const)("search %j, stored %j, offered %j, default %j → %s", (search, stored, offered, fallback, expected) => {
    expect(chooseLanguage({ search, stored, offered, fallback })).toBe(expected);
  });
});

// Issue 22 item 1: a first-time visitor with an English browser gets English, an Indonesian
// browser Indonesian; ?lang and the stored choice still win (spec 000 §9, spec 002 §9: en default).
describe("first visit: the browser's preferred language before the default", () => {
  it.each([
    [["en-US", "en"], null, "en"],
    [["id-ID", "en-US"], null, "id"],
    [["fr-FR", "id"], null, "id"],
    [["fr-FR"], null, "en"],
    [["id-ID"], "en", "en"],
  ] as const)("browser %j, stored %j → %s", (browser, stored, expected) => {
    expect(chooseLanguage({ search: "", stored, browser, offered: ["en", "id"], fallback: "en" })).toBe(expected);
  });

  it("ignores a browser language the bundle does not offer", () => {
    expect(browserLanguage(["id-ID"], ["en"])).toBeNull();
  });
});

describe("after login the user's preferred_language applies unless the visit chose (spec 000 §9)", () => {
  it.each([
    ["", null, "id", "id"],
    ["", "en", "id", null],
    ["?lang=en", null, "id", null],
    ["?lang=fr", null, "id", "id"],
    ["", null, "fr", null],
    ["", null, undefined, null],
  ] as const)("search %j, stored %j, preferred %j → %s", (search, stored, preferred, expected) => {
    expect(languageForUser({ search, stored, preferred, offered: ["en", "id"] })).toBe(expected);
  });
});

// issue 19: a logged-in page's area messages load with it (the guard passes the path).
describe("area catalogues", () => {
  const table = [
    ["accept kit", ["invoice/$id", "invoices"]],
    ["settings", ["settings", "settings/team"]],
    ["home", ["home"]],
  ] as const;
  it.each([
    ["/invoice/inv_1", ["accept", "kit"]],
    ["/invoice/inv_1/", ["accept", "kit"]],
    ["/invoice", []],
    ["/settings/developers", ["settings"]],
    ["/home", ["home"]],
    ["/", []],
  ] as const)("%s needs %j", (pathname, expected) => {
    expect(routeParts(table, pathname)).toEqual(expected);
  });

  it("loads the frame's and the page's area messages into the active language", async () => {
    const before = i18n.locale;
    i18n.activate("id");
    // each part loads once per module instance, and unit test files share modules (isolate: false):
    // another file may have loaded these parts already, so this test asks a fresh instance
    await loadAppMessages("/home");
    vi.resetModules();
    const fresh = await import("./i18n.ts");
    const load = vi.spyOn(i18n, "load");
    try {
      await fresh.loadAppMessages("/home");
      const loaded = Object.assign({}, ...load.mock.calls.filter(([l]) => l === "id").map(([, m]) => m));
      // a home-page message and a frame message, from their own parts (scripts/lib/catalogue-scopes.ts)
      const home = (await import("virtual:messages/id/area/home")).messages;
      const frame = (await import("virtual:messages/id/app")).messages;
      expect(Object.keys(home).length).toBeGreaterThan(0);
      for (const id of [...Object.keys(home), ...Object.keys(frame)]) expect(loaded[id]).toEqual(home[id] ?? frame[id]);
      // no other area's: the invoices page's messages stay out, and the list kit's (home shows no list)
      const accept = (await import("virtual:messages/id/area/accept")).messages;
      expect(Object.keys(accept).filter((id) => id in loaded && !(id in home) && !(id in frame))).toEqual([]);
      const kit = (await import("virtual:messages/id/kit")).messages;
      const clearFilters = generateMessageId("Clear filters");
      expect(kit[clearFilters]).toEqual(["Hapus filter"]);
      expect(loaded[clearFilters]).toBeUndefined();
      // a list page loads the kit's part with its own area's
      load.mockClear();
      await fresh.loadAppMessages("/cash");
      const cash = Object.assign({}, ...load.mock.calls.filter(([l]) => l === "id").map(([, m]) => m));
      expect(cash[clearFilters]).toEqual(["Hapus filter"]);
    } finally {
      load.mockRestore();
      if (before) i18n.activate(before);
    }
    // compiling the catalogues on first import takes seconds on a busy machine
  }, 30_000);

  /** `run` with a fresh i18n module, Indonesian active and `i18n.load` spied; `loaded()` merges what it loaded in Indonesian. */
  async function inFreshIndonesian(
    run: (
      fresh: typeof import("./i18n.ts"),
      loaded: () => Record<string, unknown>,
      load: { mockClear: () => void },
    ) => Promise<void>,
  ): Promise<void> {
    const before = i18n.locale;
    i18n.activate("id");
    vi.resetModules();
    const fresh = await import("./i18n.ts");
    const load = vi.spyOn(i18n, "load");
    try {
      await run(fresh, () => Object.assign({}, ...load.mock.calls.filter(([l]) => l === "id").map(([, m]) => m)), load);
    } finally {
      load.mockRestore();
      if (before) i18n.activate(before);
    }
  }

  it("keeps the other logged-out pages' messages out of the login page's part and loads them on demand", async () => {
    await inFreshIndonesian(async (fresh, loaded, load) => {
      const login = (await import("virtual:messages/id/public")).messages;
      const others = (await import("virtual:messages/id/logged-out")).messages;
      const reset = generateMessageId("Reset your password");
      expect(reset in login).toBe(false);
      expect(others[reset]).toBeDefined();
      await fresh.loadLoggedOutMessages();
      expect(loaded()[reset]).toEqual(others[reset]);
      // not in the frame's part (no signed-in page shows it): with a session, the part loads too
      const frame = (await import("virtual:messages/id/app")).messages;
      expect(reset in frame).toBe(false);
      vi.resetModules();
      const signedIn = await import("./i18n.ts");
      load.mockClear();
      await signedIn.loadAppMessages("/home");
      await signedIn.loadLoggedOutMessages();
      expect(loaded()[reset]).toEqual(others[reset]);
    });
  }, 30_000);

  it("resolves an import() the build wraps in withLazyAppMessages once the frame's app-lazy part is loaded", async () => {
    await inFreshIndonesian(async (fresh, loaded) => {
      const lazy = (await import("virtual:messages/id/app-lazy")).messages;
      const frame = (await import("virtual:messages/id/app")).messages;
      expect(Object.keys(lazy).length).toBeGreaterThan(0);
      // the frame's first paint part does not carry them
      expect(Object.keys(lazy).filter((id) => id in frame)).toEqual([]);
      const module = { Dialog: "dialog" };
      await expect(fresh.withLazyAppMessages(Promise.resolve(module))).resolves.toBe(module);
      for (const id of Object.keys(lazy)) expect(loaded()[id]).toEqual(lazy[id]);
    });
  }, 30_000);

  it("resolves an import() the build wraps in withLazyKitMessages once the kit's kit-lazy part is loaded (issue 19)", async () => {
    await inFreshIndonesian(async (fresh, loaded) => {
      const lazy = (await import("virtual:messages/id/kit-lazy")).messages;
      const kit = (await import("virtual:messages/id/kit")).messages;
      // the export form's text: loaded with the form, not with a list page's first paint
      const exact = generateMessageId("Exactly what you are looking at");
      expect(exact in lazy).toBe(true);
      expect(exact in kit).toBe(false);
      const module = { ExportForm: "form" };
      await expect(fresh.withLazyKitMessages(Promise.resolve(module))).resolves.toBe(module);
      for (const id of Object.keys(lazy)) expect(loaded()[id]).toEqual(lazy[id]);
    });
  }, 30_000);
});
