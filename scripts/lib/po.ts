/** Reading PO catalog entries (Lingui's `locales/<lang>/messages.po`). */

/** A PO field's text in its escaped form: its first quoted line plus any continuation lines. */
export function field(block: string, name: "msgid" | "msgstr"): string | undefined {
  const match = new RegExp(`^${name} "(.*)"((?:\\n".*")*)`, "m").exec(block);
  if (!match) return undefined;
  return (match[1] ?? "") + (match[2] ?? "").replace(/\n"(.*)"/g, "$1");
}

/** The catalog's entries; the header (empty msgid) is skipped by callers through `field`. */
export function entries(po: string): string[] {
  return po.split(/\n\s*\n/);
}
