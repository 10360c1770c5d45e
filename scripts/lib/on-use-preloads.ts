/**
 * The modules loaded on use (issue 19): the list kit's files past the pages' static graphs (the
 * export form, the saved views' popover and dialogs, the column menu, the filters' pickers:
 * scripts/lib/signed-in-graph.ts `kit` less `kitStatic`, whose messages are the `kit-lazy` part),
 * the dialogs' react-aria layer and menus, and the bodies of dialogs rendered only while open (the
 * top-up instructions, the chrome's feedback dialog). Vite writes, into the chunk that imports one
 * of them, the list of every chunk it needs so that they load in parallel (`__vite__mapDeps`):
 * ≈ 15-30 hashed file names each, ≈ 0.4-0.5 kB gzip per importing chunk, fetched with every page's
 * first paint for a dialog or popover that may never open. An `import()` of one of these keeps
 * only its stylesheets in that list: the chunk's own imports then load when it runs (one round
 * trip more on first use; a hover or focus already starts it: lazy-dialog.tsx `prefetchDialog`,
 * popover-trigger.tsx).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { OutputBundle } from "rolldown";
import { ROOT } from "./brands.ts";
import { catalogueSignedInGraph } from "./catalogue-scopes.ts";
import { importsOf } from "./logged-out-graph.ts";
import type { SignedInGraph } from "./signed-in-graph.ts";

/** The design system's loaders of what shows on use (docs/kit.md): dialogs, and menus. */
const ON_USE_LOADERS = ["src/components/ui/lazy-dialog.tsx", "src/components/ui/menu-button.tsx"];
/**
 * What renders a dialog or a popover only while it is open (its module loading on the first hover,
 * focus or press): a file importing one loads its dialogs' and popovers' bodies on use.
 */
const WHILE_OPEN = new Set([
  "src/components/ui/lazy-dialog.tsx",
  "src/components/ui/when-opened.tsx",
  "src/components/ui/popover-trigger.tsx",
]);
/** Where such dialogs are. */
const DIALOG_HOSTS = ["src/app", "src/components/ui", "src/features"];

/**
 * Loaded with an `import()` by such a file, but with a first paint: the virtual rows of a table of
 * 50+ rows, the country gate the frame renders the page in. Their lists stay.
 */
const WITH_FIRST_PAINT = new Set(["src/components/ui/table-virtual.tsx", "src/features/country/country-gate.tsx"]);

const importsOfFile = (file: string) => importsOf(readFileSync(path.join(ROOT, file), "utf8"), file);

/** The design system's and the features' source files (from the project root). */
function dialogHostFiles(): string[] {
  return DIALOG_HOSTS.flatMap((dir) =>
    readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
      .map((name) => `${dir}/${name.split(path.sep).join("/")}`)
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file)),
  );
}

/**
 * The modules loaded on use, from the project root (`src/components/ui/export-form.tsx`): the
 * kit's files past the pages' static graphs; what the design system's on-use loaders import with
 * an `import()` (the dialogs' layer overlays.tsx, the menu); and the bodies of dialogs rendered
 * only while open (an `import()` in a file of {@link DIALOG_HOSTS} using {@link WHILE_OPEN}: the
 * top-up instructions, the export form, the chrome's feedback dialog, profile and notification popovers).
 */
export function onUseFiles(
  graph: SignedInGraph = catalogueSignedInGraph(),
  files: readonly string[] = dialogHostFiles(),
  importsOf: (file: string) => { static: readonly string[]; dynamic: readonly string[] } = importsOfFile,
): Set<string> {
  const statically = graph.kitStatic ?? graph.kit;
  const dialogHosts = files.filter((file) => importsOf(file).static.some((target) => WHILE_OPEN.has(target)));
  return new Set(
    [
      ...[...graph.kit].filter((file) => !statically.has(file)),
      ...[...ON_USE_LOADERS, ...dialogHosts].flatMap((file) => importsOf(file).dynamic),
    ].filter((file) => !WITH_FIRST_PAINT.has(file)),
  );
}

/**
 * The preload list of an `import()` of `file` (a chunk of `bundle`): `deps` as they are, or only
 * their stylesheets when the chunk's entry module is one of `onUse` (or, for a chunk of shared
 * modules, every project module of it is).
 */
export function onUsePreloads(
  bundle: OutputBundle,
  file: string,
  deps: readonly string[],
  onUse: ReadonlySet<string>,
): string[] {
  const chunk = bundle[file];
  if (chunk?.type !== "chunk") return [...deps];
  const sourceOf = (id: string) => path.relative(ROOT, id.replace(/\?.*$/, "")).split(path.sep).join("/");
  const own = chunk.moduleIds
    .filter((id) => id.startsWith(`${ROOT}${path.sep}`) && !id.includes("node_modules"))
    .map(sourceOf);
  const loadedOnUse = chunk.facadeModuleId
    ? onUse.has(sourceOf(chunk.facadeModuleId))
    : own.length > 0 && own.every((source) => onUse.has(source));
  return loadedOnUse ? deps.filter((dep) => dep.endsWith(".css")) : [...deps];
}
