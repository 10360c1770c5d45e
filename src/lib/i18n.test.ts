import { describe, expect, it } from "vitest";
import { browserLanguage, chooseLanguage, languageForUser } from "./i18n";

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
