/**
 * The area of `kind` in one table of areas (the whole AREAS, or a part a light first load reads
 * without it: balance-areas.ts, escrow-areas.ts; issue 19); an unknown kind is a programming error.
 */
export function areaIn<A extends { readonly kind: string }, K extends A["kind"]>(
  areas: readonly A[],
  kind: K,
): Extract<A, { kind: K }> {
  const area = areas.find((a) => a.kind === kind);
  if (!area) throw new Error(`unknown area ${kind}`);
  return area as Extract<A, { kind: K }>;
}
