import { describe, expect, it } from "vitest";
import { untranslated } from "./i18n-check.ts";

const po = `msgid ""
msgstr ""
"Language: id\\n"

#: src/a.tsx:1
msgid "Log in"
msgstr "Masuk"

msgid "Enter your password."
msgstr ""

msgid ""
"A long message that the catalogue wraps "
"over two lines."
msgstr ""

msgid ""
"Another long one "
"that is translated."
msgstr ""
"Satu lagi yang panjang "
"yang sudah diterjemahkan."
`;

describe("i18n check (issue 2: no untranslated id message)", () => {
  it("lists every entry with an empty msgstr, including wrapped msgids, and skips the header", () => {
    expect(untranslated(po)).toEqual([
      "Enter your password.",
      "A long message that the catalogue wraps over two lines.",
    ]);
  });
});
