import { describe, expect, it } from "vitest";
import { untranslated } from "./i18n-check.ts";
import { fillTranslations } from "./i18n-translate.ts";

const po = `msgid ""
msgstr ""
"Language: id\\n"

#: src/a.tsx:1
msgid "Log in"
msgstr "Masuk"

msgid "Say \\"hi\\""
msgstr ""

msgid ""
"A long message that the catalogue wraps "
"over two lines."
msgstr ""

msgid "Not given"
msgstr ""
`;

describe("i18n translate (adding id translations without hand-editing the catalog)", () => {
  it("fills empty entries by their English text, keeps existing ones and lists the rest", () => {
    const result = fillTranslations(po, {
      'Say "hi"': 'Ucapkan "hai"',
      "A long message that the catalogue wraps over two lines.": "Pesan panjang.",
      "Log in": "Should not replace",
    });
    expect(result.filled).toBe(2);
    expect(result.missing).toEqual(["Not given"]);
    expect(result.po).toContain('msgstr "Masuk"');
    expect(result.po).toContain('msgstr "Ucapkan \\"hai\\""');
    expect(untranslated(result.po)).toEqual(["Not given"]);
  });
});
