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
 *
 * 2026-11-24, 02:10–02:25: the toast region (react-aria) loads when the first toast is queued
 * instead of after the first paint (the root imports only the queue), and the lazy imports'
 * preload lists in the entry leave out the chunks already loaded. `npm run bench` on the seven
 * bundles: 165.0–179.8 kB gzip (main × ID 179.8 kB, the same in verify:bundles on a clean checkout
 * of the commit), 1.41–1.54 × the 117.1 kB floor. Lowered from 206 kB to that maximum plus 3 %.
 * Still above the floor: the app's route definitions and route table in the entry (≈ 24 kB), the
 * session and http layers, the public catalogue.
 *
 * 2026-11-24, 05:30–05:41: the entry's static graph is one chunk (a codeSplitting group with
 * rolldown's `$initial` tag; the bundler had put ≈ 55 modules shared with lazy chunks in files of
 * their own, each gzipped on its own, ≈ 12 kB), and a bundle's router starts with the logged-out
 * routes only (`virtual:start-route-tree`): the catch-all loads the signed-in pages' routes, their
 * search schemas and guards when it meets another path (src/app/full-route-tree.ts), ≈ 21 kB.
 * `node scripts/bench-landing.ts --login` on the seven bundles built from one tree (the same in
 * verify:bundles): 145.4–146.6 kB gzip (main × ID 146.6 kB, 13 files), 1.24–1.25 × the 117.1 kB
 * floor, down from 165–180 kB. Lowered from 185 kB to that maximum plus 3 %. Still above the
 * floor: the public catalogue (8.4 kB: every logged-out page's and the kit's messages), the auth
 * contract with valibot (≈ 6 kB), the http client and session layer.
 *
 * 2026-11-24, 07:25–07:40: the session calls load the auth and flags contracts (and their valibot
 * schemas) with their first call instead of with the entry (src/features/session/api.ts; the header
 * and cookie names the entry needs are in src/contract/auth-constants.ts), the catch-all loads the
 * frame's guard when it needs it, and the catalogue's public part holds only what the entry and the
 * login page import (scripts/lib/logged-out-graph.ts): the other logged-out pages' messages load
 * with them, the kit's that no logged-out page uses with the frame's part. 8.4 → 2.1 kB for the
 * catalogue, 130.6 → 123.3 kB for the entry. `node scripts/bench-landing.ts --login --dir` on the
 * seven bundles built from one tree: 132.0–133.0 kB gzip (main × ID 133.0 kB, the same in
 * verifyBundle: 131,965–133,025 B), 1.13–1.14 × the 117.1 kB floor, down from 145.4–146.6 kB.
 * Lowered from 151 kB to that maximum plus 3 %. Still above the floor: the HTTP client and the
 * session layer (≈ 4 kB), the route-loading screen's layout hooks, react-stately's toast queue.
 *
 * The signed-in landing page (issue 19), per landing page (spec 000 §2: home on most brands, cash
 * on the sister brand, the escrow balance on the escrow brand): what the browser fetches from `/`
 * with a session, counted by verify:bundles from the chunk graph (the same files Chromium fetches,
 * checked file by file on all seven bundles with `node scripts/bench-landing.ts`). 2026-11-23
 * 23:21 (`npm run bench`): 371–477 kB gzip, main × ID 383.8 kB (the frame carried
 * libphonenumber-js, every prompt and dialog, the settings contract and the whole logged-in
 * catalogue). 2026-11-24 02:10, after the prompts and the frame's dialogs load when shown, the
 * catalogue split into the frame's part and one per area, libphonenumber and the settings contract
 * out of the frame: home 292–306 kB (main × ID 306.3 kB), cash (sister × ID) 402.8 kB, escrow
 * balance (escrow × ID) 396.2 kB; the floor is ≈ 117 kB, so 2.5–3.4 × floor against the issue's
 * 1.6. What is left: the login's own JS (≈ 165–180 kB, entry, router, React Aria buttons), React
 * Aria's popovers and menus of the top bar (≈ 40 kB: the profile menu, the bell and the help menu
 * could load their popover when opened), and on the list landing pages (cash, escrow balance) the
 * kit's list (≈ 80 kB: table, virtualiser, date-range picker, selects). Each budget is the
 * measured figure plus 3 %, so it fails any growth while issue 19 is open.
 *
 * 2026-11-24 05:05, the list landing pages: the filter panel's react-aria controls (multi-select
 * menus, the date range picker with its calendar and @internationalized/date, the selects) render
 * as light stand-ins and load on the first pointer, touch or focus (src/components/ui/
 * light-controls.tsx); the export form, the top-up instructions and the balances' detail pages load
 * with their dialog or route; the escrow balance page is its own module. On a clean checkout of
 * HEAD plus this change (sister × ID and escrow × ID built from one tree), as Chromium fetches them
 * (scripts/bench-landing.ts): cash 402.8 → 333.3 kB, escrow balance 396.2 → 329.2 kB; verify:bundles
 * counts 324.6 and 320.6 kB (its chunk graph misses ky's chunk, 8.6 kB, that Chromium fetches).
 * Lowered to verify's figure plus 3 %. Still above home on these pages: TanStack Table (≈ 14 kB) and the
 * virtualiser (≈ 10 kB, used only by pages of 50 rows or more: it could load with them), the kit's
 * own list and table code (≈ 10 kB).
 *
 * 2026-11-24 05:30, home: the top bar's profile menu (with the business switcher), notification
 * bell and help menu paint a native trigger and load their react-aria popover when first opened
 * (src/components/ui/popover-trigger.tsx, menu-button.tsx; prefetched on hover or focus); the
 * frame, its banners and sidebar, the live/test switch and the home screen paint with native
 * buttons, links and switch (src/components/ui/plain-controls.tsx), so the landing fetches no
 * react-aria at all (Dialog, Menu, Button, Switch and their shared chunks were ≈ 70 kB); home reads
 * the balance from src/contract/balance-summary.ts instead of the balances area's whole contract.
 * On a clean checkout of HEAD (the five bundles landing on home built from one tree), as Chromium
 * fetches them (scripts/bench-landing.ts): main × ID 306.3 → 235.0 kB, main × PH 230.8, main × SG
 * 221.1, partner-a × ID 228.0, partner-b × PH 226.1 kB; verify:bundles counts 212.5–226.4 kB (main ×
 * ID 226.4; without ky's chunk, as above). Lowered from 316 kB to verify's maximum plus 3 %. Still
 * above the floor: the login's own JS (≈ 168–180 kB: entry, router, route tree, public catalogue),
 * then the frame (≈ 19 kB: the menu's Lucide icons ≈ 5 kB, the route table, banners, prompts host),
 * ky (8.6 kB) and the home page (≈ 6 kB).
 *
 * 2026-11-24 08:10, the list landing pages (cash on sister, escrow balance on escrow): the kit's
 * list, table and toolbar paint with native buttons, search and amount fields, the column and
 * saved-views menus, the saved-views, export and top-up dialogs load when first opened, the virtual
 * window (TanStack Virtual) loads with the first table of 50+ rows, the mask-amounts switch is
 * native and `ResourceDetailPage` left resource-pages.tsx, so a list page fetches no react-aria.
 * sister × ID and escrow × ID built from one tree (HEAD cd2208f plus the other helpers' work in
 * progress), as Chromium fetches them (scripts/bench-landing.ts): cash 321.4 → 238.7 kB, escrow
 * balance 299.3 → 231.8 kB; verify:bundles counts 239.5 and 232.5 kB. 08:40: the kit's table
 * model without TanStack Table's code (src/components/ui/table-model.ts; the lists sort and page
 * on the server): cash 227.9 kB (29 files), escrow balance 220.8 kB (30 files), the same in
 * Chromium and verify:bundles (tree of HEAD 6b0b441). Lowered to that plus 3 %. What the list still
 * adds to the frame (≈ 30 kB): the kit's list, table and stand-ins (≈ 10 kB), the lists' query
 * layer and saved-views/exports contract (≈ 3 kB), react-query's useQuery (≈ 3 kB), status pills,
 * the page, its labels and its catalogue.
 *
 * 2026-11-24 08:20, home: the signed-in frame's static graph (the whole route tree, guards, search
 * schemas, the frame) is one chunk and what a logged-out page may also load one more (rolldown
 * groups from the module graph, scripts/lib/vite-config.ts signedInChunks), preloaded with the
 * landing page's chunks by the boot script. On a clean clone of HEAD 4da6273 (the seven bundles
 * built from one tree), as Chromium fetches them (scripts/bench-landing.ts): main × ID 219.4 kB in
 * 24 files / 41 requests (224.9 kB in 47 files / 64 requests at 07:10 on the tree of that hour,
 * before this change), main × PH 215.8, main × SG 206.8,
 * partner-a × ID 213.2, partner-b × PH 211.4 kB; verify:bundles counts the same (main × ID 219.4).
 * Lowered from 233 kB to that maximum plus 3 %.
 *
 * 2026-11-24 10:55–11:05, the three landing pages: a signed-in first load starts with the landing
 * pages' routes (scripts/lib/landing-routes.ts) instead of the whole route tree, whose ~180 routes'
 * search schemas, guards and lazy stubs are a "routes" chunk loaded on intent (src/app/
 * route-intent.ts) or for another first page. One tree (HEAD 770326d plus the session's work in
 * progress) built with and without the change, as Chromium fetches them (scripts/bench-landing.ts):
 * home (main × ID) 209.9 → 193.4 kB, cash (sister × ID) 220.2 → 213.9, escrow balance (escrow × ID)
 * 213.3 → 209.2 kB; the matrix built at 11:03 (verify:bundles, the same in Chromium): home
 * 189.3–192.1 kB on the five bundles landing there, cash 212.9, escrow balance 208.1. Lowered to
 * the maximum plus 3 %.
 *
 * 2026-11-24 13:30–14:45, the three landing pages and the login page (three helpers and the
 * coordinator; see the README's latest figures): the frame keeps only the decision whether a prompt
 * may be due (the host, its queries and forms load when one may show), the menu reads the pages'
 * main routes only (page-routes.ts), the list landings no longer load the whole areas table, the
 * saved-views menu and the export's contract load on use, a signed-in first load no longer carries
 * the login calls, the account table nor the time-zone table, the frame's on-demand messages are an
 * app-lazy part, and the small files every signed-in first load fetches join frame-shared. The
 * matrix built from one tree at 14:45 (verify:bundles; Chromium, bench-landing.ts, in brackets):
 * login 130.5–131.5 kB (the same); home 177.9–180.2 kB on the five bundles landing there
 * (177.1–180.7); cash 196.3 (194.1); escrow balance 190.8 (188.6). The floor is 117.1 kB: the
 * login and home budgets of the issue (1.15 and 1.6 × floor, 134.7 and 187.4 kB) hold, so the
 * login budget is the and home's the measured maximum plus 3 % (below the issue's); the
 * list landings (1.68 and 1.63 × floor) are not met yet: their budgets hold the line at verify's
 * figure plus 3 %.
 *
 * 2026-11-24 15:35–16:05, the list landings (helper 51): the error texts (tables and messages) load
 * with the first screen that may describe an error, not with every first load; the kit's on-use
 * files' messages are a kit-lazy part; the landing page's areas' messages it uses are a part of its
 * own; verify:bundles no longer counts the app-lazy and kit-lazy parts (its prefix match took them
 * for the app and kit parts), so it now counts exactly the files Chromium fetches. sister × ID and
 * escrow × ID built from one tree (HEAD plus these changes), verify:bundles and Chromium
 * (bench-landing.ts) alike: cash 194.1 → 189.9 kB, escrow balance 188.6 → 184.2 kB (home 177.9 →
 * 175.0, login 130.5–131.5 → 127.6–128.7). Escrow balance meets the 1.6 × floor, its budget
 * (187.4 kB); cash (1.62 × floor) does not yet: its budget holds the line at the measured figure
 * plus 1.6 %.
 *
 * 2026-11-24 16:15–16:45, cash (helper 47): the balances show their own status families and labels
 * (not every area's tables); an import() of a module loaded on use (dialogs' and popovers' bodies,
 * the kit's on-use files) carries no preload list of its chunks (scripts/lib/on-use-preloads.ts);
 * the top-up instructions' messages load with that dialog. sister, escrow and main × ID, each
 * built from HEAD 5ac287c and from HEAD plus these changes, as Chromium fetches them
 * (bench-landing.ts): cash 190.2 → 186.1 kB (1.59 × floor), escrow balance 184.5 → 183.2, home
 * 175.4 → 174.7, login unchanged (127.9–129.0). Cash now meets the 1.6 × floor: its
 * budget is the (187.4 kB).
 */
export const BUDGETS = {
  loginInitialJsGzip: 134_700,
  signedInLandingJsGzip: {
    home: 186_100,
    cash: 187_400,
    "escrow-balance": 187_400,
  },
} as const;
