/**
 * The contract's endpoint summaries out of the built app (issue 19). Each endpoint declaration in
 * src/contract/ carries a `summary` (documentation for the sandbox gateway and its OpenAPI
 * listing, ≈ 240 of them) that the dashboard never reads; every contract chunk a page loads
 * shipped its endpoints' sentences. A build empties them (`summary: ""`, so the declaration keeps
 * its shape); the dev server, Vitest and the sandbox keep them.
 */
import path from "node:path";
import type { Plugin } from "vite";

/** `summary:` followed by a string or template literal (a schema field such as `summary: v.string()` is not one). */
const SUMMARY = /\bsummary:(\s*)("(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`)/g;

/**
 * `code` with every `summary: "…"` / `summary: `…`` emptied, except one naming a `…_CODE_NEEDLE`
 * (src/contract/store.ts, ereceipts.ts): bundle verification looks for that text to tell whether
 * the area's code is in the bundle.
 */
export function stripSummaries(code: string): string {
  return code.replace(SUMMARY, (whole, space: string, text: string) =>
    text.includes("_CODE_NEEDLE") ? whole : `summary:${space}""`,
  );
}

/** Empties the endpoint summaries of `contractDir`'s modules in a build. */
export function stripSummariesPlugin(contractDir: string): Plugin {
  const dir = `${path.resolve(contractDir)}${path.sep}`;
  return {
    name: "dashboard-strip-summaries",
    apply: "build",
    transform: {
      filter: { id: /\.ts$/, code: "summary:" },
      handler(code, id) {
        if (!id.startsWith(dir)) return null;
        const out = stripSummaries(code);
        return out === code ? null : { code: out, map: null };
      },
    },
  };
}
