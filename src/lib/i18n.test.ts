import { describe, expect, it } from "vitest";
import { chooseLanguage } from "./i18n";

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
