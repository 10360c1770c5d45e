import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./brands.ts";
import { stripSummaries } from "./strip-summaries.ts";

// Issue 19: the built app ships no endpoint summaries (documentation the dashboard never reads).
describe("endpoint summaries in a build", () => {
  it("empties string and template summaries and leaves schema fields and other strings", () => {
    const code = [
      'login: endpoint({ method: "POST", path: "/api/sessions", summary: "Log in \\"now\\"", tag });',
      'list: endpoint({ summary:\n      "Log out (new-token mode), or of `token`", auth: "user" });',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template summary
      "detail: endpoint({ summary: `${options.summary ?? area.title}: one record`, path });",
      "const Row = v.object({ summary: v.string(), name: v.string() });",
      'const text = "summary: kept";',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template summary
      "connect: endpoint({ summary: `${STORE_CODE_NEEDLE} (needs can_edit)`, path });",
    ].join("\n");
    const out = stripSummaries(code);
    expect(out).toContain('path: "/api/sessions", summary: "", tag');
    expect(out).toContain('summary:\n      "", auth: "user"');
    expect(out).toContain('summary: "", path');
    expect(out).toContain("summary: v.string()");
    expect(out).toContain('"summary: kept"');
    // bundle verification's needle of an area's code stays
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template summary
    expect(out).toContain("summary: `${STORE_CODE_NEEDLE} (needs can_edit)`");
  });

  it("keeps the real contract valid and drops every summary sentence", () => {
    const source = readFileSync(path.join(ROOT, "src/contract/session-endpoints.ts"), "utf8");
    const out = stripSummaries(source);
    expect(source).toContain("summary:");
    expect(out).not.toMatch(/summary:\s*"[^"]/);
    expect(out.match(/summary:/g)?.length).toBe(source.match(/summary:/g)?.length);
  });
});
