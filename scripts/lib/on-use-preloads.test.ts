import type { OutputBundle } from "rolldown";
import { describe, expect, it } from "vitest";
import { ROOT } from "./brands.ts";
import { onUseFiles, onUsePreloads } from "./on-use-preloads.ts";
import type { SignedInGraph } from "./signed-in-graph.ts";

const graph = (kit: string[], kitStatic: string[]): SignedInGraph => ({
  frame: new Set(),
  kit: new Set(kit),
  kitStatic: new Set(kitStatic),
  routes: new Map(),
});

describe("on-use preloads (issue 19)", () => {
  it("names the kit's files past the pages' static graphs, the loaders' targets and the while-open dialogs' bodies", () => {
    const imports: Record<string, { static: string[]; dynamic: string[] }> = {
      "src/components/ui/lazy-dialog.tsx": { static: [], dynamic: ["src/components/ui/overlays.tsx"] },
      "src/components/ui/menu-button.tsx": { static: [], dynamic: ["src/components/ui/menu.tsx"] },
      "src/features/a/dialog.tsx": {
        static: ["src/components/ui/when-opened.tsx"],
        dynamic: ["src/features/a/dialog-body.tsx"],
      },
      // an import() in a file rendering nothing only while open: shown with the page
      "src/features/a/summary.tsx": { static: [], dynamic: ["src/features/a/chart.tsx"] },
    };
    const files = onUseFiles(
      graph(
        [
          "src/components/ui/export-dialog.tsx",
          "src/components/ui/export-form.tsx",
          "src/components/ui/table-virtual.tsx",
        ],
        ["src/components/ui/export-dialog.tsx"],
      ),
      Object.keys(imports),
      (file) => imports[file] ?? { static: [], dynamic: [] },
    );
    expect([...files].sort()).toEqual([
      "src/components/ui/export-form.tsx",
      "src/components/ui/menu.tsx",
      "src/components/ui/overlays.tsx",
      "src/features/a/dialog-body.tsx",
    ]);
  });

  it("the real tree: the export form, the dialogs' layer and the top-up instructions, not a page's screen", () => {
    const files = onUseFiles();
    for (const file of [
      "src/components/ui/export-form.tsx",
      "src/components/ui/saved-views-popover.tsx",
      "src/components/ui/overlays.tsx",
      "src/features/balances/top-up-content.tsx",
      "src/features/shell/components/notification-popover.tsx",
    ])
      expect(files).toContain(file);
    expect(files).toContain("src/app/command-palette.tsx");
    for (const file of [
      "src/components/ui/table-virtual.tsx",
      "src/features/country/country-gate.tsx",
      "src/features/balances/cash-screen.tsx",
    ])
      expect(files).not.toContain(file);
  });

  it("keeps only the stylesheets of an import() of a module loaded on use", () => {
    const chunk = (facade: string | null, modules: string[]) => ({
      type: "chunk" as const,
      facadeModuleId: facade && `${ROOT}/${facade}`,
      moduleIds: modules.map((m) => `${ROOT}/${m}`),
    });
    const bundle = {
      "assets/form.js": chunk("src/components/ui/export-form.tsx", ["src/components/ui/export-form.tsx"]),
      "assets/overlays.js": chunk(null, ["node_modules/react-aria/x.js", "src/components/ui/overlays.tsx"]),
      "assets/mixed.js": chunk(null, ["src/components/ui/overlays.tsx", "src/app/x.tsx"]),
      "assets/screen.js": chunk("src/features/a/screen.tsx", ["src/features/a/screen.tsx"]),
    } as unknown as OutputBundle;
    const onUse = new Set(["src/components/ui/export-form.tsx", "src/components/ui/overlays.tsx"]);
    const deps = ["assets/a.js", "assets/b.js", "assets/index.css"];
    expect(onUsePreloads(bundle, "assets/form.js", deps, onUse)).toEqual(["assets/index.css"]);
    expect(onUsePreloads(bundle, "assets/overlays.js", deps, onUse)).toEqual(["assets/index.css"]);
    expect(onUsePreloads(bundle, "assets/mixed.js", deps, onUse)).toEqual(deps);
    expect(onUsePreloads(bundle, "assets/screen.js", deps, onUse)).toEqual(deps);
    expect(onUsePreloads(bundle, "assets/unknown.js", deps, onUse)).toEqual(deps);
  });
});
