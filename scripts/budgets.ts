/**
 * Size budgets, checked by scripts/verify-bundles.ts on every bundle (gzip level 9, bytes).
 * The login route's initial load is what a merchant waits for before the first screen:
 * entry chunk, its static imports, the root/logged-out layout and login chunks, and the
 * default language's catalogue. Measured 2026-11-23 at ≈ 118 kB; FACTS.md puts the bare
 * React + Router + Query + ky + jotai + Lingui + valibot floor at ≈ 112–115 kB.
 */
export const BUDGETS = {
  loginInitialJsGzip: 150_000,
} as const;
