import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkImport, findCycles, importsOf } from "./check-architecture.ts";
import { ROOT } from "./lib/brands.ts";

const at = (rel: string) => path.join(ROOT, rel);
const value = (specifier: string) => ({ specifier, typeOnly: false });

describe("architecture check (DESIGN.md: import direction, no cross-feature imports, pure domain)", () => {
  it.each([
    ["src/domain/a.ts", "src/domain/b.ts", null],
    ["src/lib/http/x.ts", "src/domain/a.ts", null],
    ["src/features/auth/x.tsx", "src/components/ui/button.tsx", null],
    ["src/routes/app/x.tsx", "src/features/auth/x.tsx", null],
    ["src/domain/a.ts", "src/lib/http/x.ts", "domain may not import lib"],
    ["src/components/ui/x.tsx", "src/features/auth/x.tsx", "ui may not import feature"],
    ["src/lib/http/x.ts", "src/components/ui/x.tsx", "lib may not import ui"],
    ["src/features/auth/x.tsx", "src/app/router.tsx", "feature may not import app"],
    ["src/features/auth/x.tsx", "src/features/session/y.ts", 'feature "auth" may not import feature "session"'],
    ["sandbox/server.ts", "src/lib/http/x.ts", "sandbox may not import lib"],
    ["sandbox/server.ts", "src/contract/auth.ts", null],
  ])("%s → %s: %s", (from, to, expected) => {
    const problem = checkImport(at(from), value("./x"), at(to));
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toContain(expected);
  });

  it("keeps domain free of React, ky and the Lingui runtime, but allows type-only imports", () => {
    expect(checkImport(at("src/domain/a.ts"), value("react"), null)).toContain("must stay pure");
    expect(checkImport(at("src/domain/a.ts"), value("@lingui/core"), null)).toContain("must stay pure");
    expect(checkImport(at("src/domain/a.ts"), { specifier: "@lingui/core", typeOnly: true }, null)).toBeNull();
    expect(checkImport(at("src/domain/a.ts"), value("valibot"), null)).toBeNull();
  });

  it("reads static, re-export and dynamic imports, marking type-only ones", () => {
    const source = `import { a } from "./a";\nimport type { B } from "../b";\nexport { c } from "./c";\nconst d = import("./d");\nimport "./e.css";`;
    expect(importsOf(source)).toEqual([
      { specifier: "./a", typeOnly: false },
      { specifier: "../b", typeOnly: true },
      { specifier: "./c", typeOnly: false },
      { specifier: "./d", typeOnly: false },
      { specifier: "./e.css", typeOnly: false },
    ]);
  });

  it("finds import cycles", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(findCycles(graph)).toEqual([["a", "b", "c", "a"]]);
    expect(
      findCycles(
        new Map([
          ["a", ["b"]],
          ["b", []],
        ]),
      ),
    ).toEqual([]);
  });
});
