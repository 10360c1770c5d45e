/**
 * The boot script (src/app/theme-boot.js) inline in a built index.html (issue 19): as an external
 * file it was one more parser-blocking request in <head> before the first paint (the 7th of the
 * login page's first wave over HTTP/1.1's 6 connections), and the files it preloads waited for
 * it. Inline, the CSP allows it by the hash of its exact text ('sha256-…' in script-src, from
 * scripts/lib/csp.ts, for every way a bundle is served: headers, `_headers`, nginx, the meta
 * fallback); no 'unsafe-inline'. The text is the same in every bundle (what differs per bundle is
 * in the <meta> lists it reads), so the hash is a constant of the build.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
export const BOOT_SCRIPT_FILE = path.resolve(import.meta.dirname, "../../src/app/theme-boot.js");

/** The script's source without its comment lines and indentation (what the page carries). */
export function compactScript(source: string): string {
  return source
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("//"))
    .join("\n");
}

let text: string | undefined;

/** The inlined text of the boot script. */
export function bootScriptText(): string {
  text ??= compactScript(readFileSync(BOOT_SCRIPT_FILE, "utf8"));
  return text;
}

/** The `<script>` element of a built index.html. */
export function bootScriptTag(): string {
  return `<script>${bootScriptText()}</script>`;
}

/** A CSP source allowing exactly `script` inline. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
}

/** The texts of the inline scripts (no `src`) of an HTML page, as the CSP hashes them. */
export function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] as string);
}
