/**
 * Every user-facing message must exist in `en` and be translated in `id`.
 * Runs `lingui extract` (so a message added without extracting is caught too), then
 * fails listing each Indonesian entry whose msgstr is empty.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./lib/brands.ts";
import { entries, field } from "./lib/po.ts";

export function untranslated(po: string): string[] {
  const missing: string[] = [];
  for (const block of entries(po)) {
    const msgid = field(block, "msgid");
    if (!msgid) continue; // the header entry has an empty msgid
    if ((field(block, "msgstr") ?? "").trim() === "") missing.push(msgid);
  }
  return missing;
}

if (import.meta.main) {
  execFileSync(process.execPath, [path.join(ROOT, "node_modules/@lingui/cli/dist/lingui.js"), "extract", "--clean"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const missing = untranslated(readFileSync(path.join(ROOT, "locales/id/messages.po"), "utf8"));
  if (missing.length > 0) {
    console.error(`${missing.length} message(s) have no Indonesian translation in locales/id/messages.po:`);
    for (const id of missing) console.error(`  - ${id}`);
    process.exit(1);
  }
  console.log("i18n: every message is translated in id");
}
