/**
 * Adds Indonesian translations without hand-editing the catalog, safely while several people
 * (or agents) work in one tree: under a lock, runs `lingui extract` (merging, never `--clean`),
 * then fills each empty `id` msgstr whose English msgid is a key of the given JSON file
 * (`{ "English source": "Terjemahan" }`), and lists what is still untranslated.
 *
 *   npm exec -- node scripts/i18n-translate.ts /tmp/my-translations.json
 *   npm exec -- node scripts/i18n-translate.ts            (only extract and list)
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./lib/brands.ts";
import { entries, field } from "./lib/po.ts";

const LOCK = path.join(ROOT, ".i18n.lock");
const ID_PO = path.join(ROOT, "locales/id/messages.po");

function poUnescape(text: string): string {
  return text.replace(/\\(["\\nt])/g, (_, c: string) => (c === "n" ? "\n" : c === "t" ? "\t" : c));
}

function poEscape(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n").replace(/\t/g, "\\t");
}

/** Fill empty msgstr entries of `po` from `translations`; answers the new text and what is left. */
export function fillTranslations(
  po: string,
  translations: Record<string, string>,
): { po: string; filled: number; missing: string[] } {
  let filled = 0;
  const missing: string[] = [];
  const blocks = entries(po).map((block) => {
    const msgid = field(block, "msgid");
    if (!msgid) return block;
    if ((field(block, "msgstr") ?? "").trim() !== "") return block;
    const source = poUnescape(msgid);
    const translation = translations[source];
    if (translation === undefined || translation.trim() === "") {
      missing.push(source);
      return block;
    }
    filled += 1;
    return block.replace(/^msgstr "(.*)"((?:\n".*")*)/m, () => `msgstr "${poEscape(translation)}"`);
  });
  return { po: blocks.join("\n\n"), filled, missing };
}

function withLock<T>(run: () => T): T {
  for (let attempt = 0; ; attempt += 1) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      try {
        if (Date.now() - statSync(LOCK).mtimeMs > 120_000) rmSync(LOCK, { recursive: true, force: true });
      } catch {
        // The holder just released it.
      }
      if (attempt > 600) throw new Error(`i18n lock ${LOCK} held for too long`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
  try {
    return run();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const file = process.argv[2];
  const translations: Record<string, string> = file ? JSON.parse(readFileSync(file, "utf8")) : {};
  withLock(() => {
    execFileSync(process.execPath, [path.join(ROOT, "node_modules/@lingui/cli/dist/lingui.js"), "extract"], {
      cwd: ROOT,
      stdio: ["ignore", "ignore", "inherit"],
    });
    const result = fillTranslations(readFileSync(ID_PO, "utf8"), translations);
    writeFileSync(ID_PO, result.po);
    console.log(`i18n: filled ${result.filled} Indonesian translation(s)`);
    if (result.missing.length > 0) {
      console.log(`${result.missing.length} still untranslated:`);
      for (const id of result.missing) console.log(`  ${JSON.stringify(id)}`);
    }
  });
}
