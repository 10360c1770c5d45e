/**
 * Which catalogue parts (feature areas, the list kit) a signed-in pathname needs (issue 19), from
 * the bundle's route → parts table (scripts/lib/catalogue-scopes.ts `routePartsTable`: parts,
 * space-separated, with the path prefixes that need them). Its source is written into that table's
 * module (`virtual:route-catalogues/<language>`), so it loads with the table, not with the entry
 * the login page loads, nor as a chunk of its own: it must stay self-contained (no import, no
 * helper outside the function).
 */
export type RoutePartsTable = readonly (readonly [parts: string, prefixes: readonly string[]])[];

/**
 * The parts of the longest listed prefix whose segments match the pathname's first ones (a
 * `$param` matching any segment), a prefix with more literal segments first on a tie; none when
 * no prefix matches.
 */
export function routeParts(table: RoutePartsTable, pathname: string): string[] {
  const segmentsOf = (path: string): string[] => path.split("/").filter(Boolean);
  const have = segmentsOf(pathname);
  let best: { parts: string; length: number; literal: number } | null = null;
  for (const [parts, prefixes] of table) {
    for (const prefix of prefixes) {
      const want = segmentsOf(prefix);
      if (want.length > have.length || !want.every((s, i) => s.startsWith("$") || s === have[i])) continue;
      const literal = want.filter((s) => !s.startsWith("$")).length;
      if (!best || want.length > best.length || (want.length === best.length && literal > best.literal))
        best = { parts, length: want.length, literal };
    }
  }
  return best ? best.parts.split(" ").filter(Boolean) : [];
}
