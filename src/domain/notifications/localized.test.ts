import { describe, expect, it } from "vitest";
import { localizedText } from "./localized.ts";

// spec 002 §3 "Notification": title and message per language, falling back to English
describe("localizedText", () => {
  it.each([
    { text: { en: "Hello", id: "Halo" }, locale: "id", shown: "Halo" },
    { text: { en: "Hello", id: "Halo" }, locale: "en", shown: "Hello" },
    { text: { en: "Hello" }, locale: "id", shown: "Hello" },
    { text: { en: "Hello", id: "" }, locale: "id", shown: "Hello" },
  ])("$locale of $text → $shown", ({ text, locale, shown }) => {
    expect(localizedText(text, locale)).toBe(shown);
  });
});
