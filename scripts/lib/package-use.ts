/**
 * Which modules of the npm packages a set of modules uses (issue 19, scripts/lib/first-load-chunks.ts).
 * A package's index is most often a barrel (`import { useQuery } from "./useQuery.js"; export { … }`):
 * the bundler's graph says the index imports every module of the package, so a page importing one
 * hook "reaches" all of them, though the bundler keeps only what it uses (the package says it has
 * no side effects). This walk follows the static imports from `starts`, but enters a barrel only
 * for the names its importer takes from it (`import { a, b as c } from "pkg"`), and through the
 * barrel only the modules those names come from (`export * from` when the barrel does not name
 * them). Whatever it cannot read (a namespace or bare import, a barrel that does not name the
 * import) it follows whole, so the answer errs towards "used".
 */
import path from "node:path";
import type { ModuleInfo } from "rolldown";
import type { ModuleInfoOf } from "./module-graph.ts";

const PACKAGE = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/;
const packageOf = (id: string): string | null => PACKAGE.exec(id)?.[1]?.replace(/\\/g, "/") ?? null;
const packageOfSpecifier = (specifier: string): string =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

/** `import … from "s"`, `import "s"`, `export … from "s"` (first group: the clause, second: the specifier). */
const FROM = /\b(import|export)\s*([^;"'`]*?)\s*from\s*["']([^"']+)["']|\bimport\s*["']([^"']+)["']/g;
/** The clause of an `import`/`export` as the names it takes: null for "everything" (`* as ns`, `*`, a bare import). */
function namesOf(kind: string, clause: string): Map<string, string> | null {
  // import: the exported name → the local one; export … from: the source's name → the re-exported one
  const names = new Map<string, string>();
  let rest = clause.trim();
  if (rest === "" || rest.startsWith("*")) return null;
  if (kind === "import" && !rest.startsWith("{")) {
    const [first, ...others] = rest.split(",");
    names.set("default", (first ?? "").trim());
    rest = others.join(",").trim();
    if (rest === "") return names;
    if (!rest.startsWith("{")) return null;
  }
  const list = /^\{([^}]*)\}$/.exec(rest)?.[1];
  if (list === undefined) return null;
  for (const part of list.split(",")) {
    const [from, as] = part
      .trim()
      .replace(/^type\s+/, "")
      .split(/\s+as\s+/);
    if (from) names.set(from.trim(), (as ?? from).trim());
  }
  return names;
}

interface Statement {
  kind: "import" | "export";
  /** null: everything of the target. */
  names: Map<string, string> | null;
  specifier: string;
}

function statementsOf(code: string): Statement[] {
  const found: Statement[] = [];
  for (const m of code.matchAll(FROM)) {
    if (m[4] !== undefined) found.push({ kind: "import", names: null, specifier: m[4] });
    else
      found.push({
        kind: m[1] as "import" | "export",
        names: namesOf(m[1] as string, m[2] ?? ""),
        specifier: m[3] ?? "",
      });
  }
  return found;
}

const stripped = (code: string) =>
  code
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "")
    .replace(/^\s*["']use (client|strict)["'];?/gm, "");

/** A module made only of imports and exports (no code of its own): the kind of index this walk narrows. */
function isBarrel(code: string): boolean {
  return (
    stripped(code)
      .replace(FROM, "")
      .replace(/\bexport\s*\{[^}]*\}/g, "")
      .replace(/[;\s]/g, "") === ""
  );
}

/** The ids of `m`'s static imports that `specifier` can name. */
function targetsOf(m: ModuleInfo, specifier: string): string[] {
  if (specifier.startsWith(".")) {
    const base = path.resolve(path.dirname(m.id.replace(/\?.*$/, "")), specifier);
    return m.importedIds.filter((id) => {
      const file = id.replace(/\?.*$/, "");
      return file === base || file.replace(/\.[cm]?[jt]sx?$/, "") === base.replace(/\.[cm]?[jt]sx?$/, "");
    });
  }
  const pkg = packageOfSpecifier(specifier);
  return m.importedIds.filter((id) => packageOf(id) === pkg);
}

/**
 * A module's code as read, by id, kept across calls while the code is the same: the codeSplitting
 * groups ask for the modules of many sets of roots over one graph, and the matrix builds seven
 * graphs of mostly the same modules in one process (issue 19, build ratio: 0.76 → 0.2 s for the
 * frame's groups of one bundle).
 */
interface Parsed {
  code: string;
  barrel: boolean;
  statements: Statement[];
  /** A barrel's own `export { local as exported }` lists: the exported name → the local one. */
  local: Map<string, string>;
  /** What the module takes from each of its imports (null: everything), for its imports as resolved. */
  taken?: { imports: string; by: Map<string, Set<string> | null> };
}
const PARSED = new Map<string, Parsed>();
function parsed(m: ModuleInfo, code: string): Parsed {
  const kept = PARSED.get(m.id);
  if (kept && kept.code === code) return kept;
  const bare = stripped(code);
  const local = new Map<string, string>();
  for (const list of bare.matchAll(/\bexport\s*\{([^}]*)\}\s*;/g))
    for (const part of (list[1] ?? "").split(",")) {
      const [from, as] = part.trim().split(/\s+as\s+/);
      if (from) local.set((as ?? from).trim(), from.trim());
    }
  const fresh = { code, barrel: isBarrel(code), statements: statementsOf(bare), local };
  PARSED.set(m.id, fresh);
  return fresh;
}

/** The modules `starts` use (see above): ids of the project's and the packages' modules. */
export function usedModules(info: ModuleInfoOf, starts: readonly string[]): Set<string> {
  const whole = new Set<string>();
  /** Per barrel, the names already followed. */
  const named = new Map<string, Set<string>>();
  const queue: { id: string; names: ReadonlySet<string> | null }[] = starts.map((id) => ({ id, names: null }));
  const code = (m: ModuleInfo) => m.code ?? null;
  const statementsOfModule = (m: ModuleInfo) => parsed(m, code(m) ?? "").statements;
  /** What `m` takes from its import `target`: null for everything. */
  const takenFrom = (m: ModuleInfo, target: string): Set<string> | null => {
    const source = code(m);
    if (source === null) return null;
    const kept = parsed(m, source);
    // (read against the module's imports as resolved: another bundle may resolve them elsewhere)
    const imports = m.importedIds.join("\n");
    if (kept.taken?.imports !== imports) kept.taken = { imports, by: new Map() };
    if (!kept.taken.by.has(target)) kept.taken.by.set(target, readTaken(m, target));
    return kept.taken.by.get(target) ?? null;
  };
  const readTaken = (m: ModuleInfo, target: string): Set<string> | null => {
    const source = code(m);
    if (source === null) return null;
    const names = new Set<string>();
    let named = false;
    for (const s of statementsOfModule(m)) {
      if (!targetsOf(m, s.specifier).includes(target)) continue;
      if (s.names === null) return null;
      named = true;
      for (const name of s.names.keys()) names.add(name);
    }
    return named ? names : null;
  };
  while (queue.length > 0) {
    const { id, names } = queue.pop() as { id: string; names: ReadonlySet<string> | null };
    if (whole.has(id)) continue;
    const m = info(id);
    if (!m) continue;
    const source = code(m);
    const barrel = packageOf(id) !== null && source !== null && parsed(m, source).barrel;
    if (!barrel || names === null) {
      whole.add(id);
      for (const target of m.importedIds) {
        const taken = packageOf(target) === null ? null : takenFrom(m, target);
        queue.push({ id: target, names: taken });
      }
      continue;
    }
    let done = named.get(id);
    if (!done) {
      done = new Set();
      named.set(id, done);
    }
    const fresh = [...names].filter((name) => !done.has(name));
    if (fresh.length === 0) continue;
    for (const name of fresh) done.add(name);
    // the barrel's own `export { local as exported }` lists, back to the local names
    const { local } = parsed(m, source);
    const stars = statementsOfModule(m).filter((s) => s.kind === "export" && s.names === null);
    for (const name of fresh) {
      const wanted = local.get(name) ?? name;
      const from = statementsOfModule(m).find((s) => {
        if (s.names === null) return false;
        // import { source as local } names the local; export { source as exported } from names the exported
        if (s.kind === "import") return [...s.names.values()].includes(wanted);
        return [...s.names.values()].includes(name);
      });
      if (from?.names) {
        const sourceName = [...from.names].find(([, as]) => as === (from.kind === "import" ? wanted : name))?.[0];
        for (const target of targetsOf(m, from.specifier))
          queue.push({ id: target, names: sourceName ? new Set([sourceName]) : null });
      } else if (stars.length > 0) {
        for (const star of stars)
          for (const target of targetsOf(m, star.specifier)) queue.push({ id: target, names: new Set([name]) });
      }
    }
  }
  return new Set([...whole, ...named.keys()]);
}
