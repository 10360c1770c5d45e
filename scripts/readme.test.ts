import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./lib/brands.ts";

// Issue 22 item 15: someone who clones only the repository has everything the README points at.
const DOCS = ["README.md", "docs/behaviour.md", "docs/architecture.md", "docs/toolchain.md", "sandbox/README.md"];

describe("the README and the docs it links stand on their own", () => {
  it.each(DOCS)("%s points at nothing outside the repository and every relative link resolves", (doc) => {
    const text = readFileSync(path.join(ROOT, doc), "utf8");
    expect(text).not.toMatch(/\.\.\/shared\b|DESIGN\.md|FACTS\.md/);
    for (const [, target] of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
      if (!target || /^[a-z]+:/i.test(target)) continue;
      expect(existsSync(path.resolve(path.dirname(path.join(ROOT, doc)), target)), `${doc} → ${target}`).toBe(true);
    }
  });
});
