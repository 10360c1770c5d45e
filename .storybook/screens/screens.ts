/**
 * The screens Storybook shows with recorded sandbox data (issue 21). Each entry is rendered once
 * against the sandbox by scripts/record-stories.ts, which writes `recordings/<id>.json`; the
 * stories replay that file. Add a screen here, run `npm run -s storybook:record`, then add its story.
 */

import type { PageKey } from "../../src/domain/brand/sections.ts";
import { frameScreens } from "./frame-screens.ts";
import { PAGE_BUSINESSES, PAGE_SCREENS } from "./page-screens.ts";

export interface ScreenClick {
  role: "button" | "link" | "tab" | "menuitem";
  name: string | RegExp;
}

export interface ScreenStep {
  /** Type into these fields (by label) first. */
  fill?: { label: string; value: string }[];
  /** Press the control with this role and accessible name once the screen has loaded. */
  click: ScreenClick;
  /** Then these, in order (e.g. a menu's item after opening the menu). */
  next?: ScreenClick[];
  /** Then wait until this text shows (e.g. the dialog's title). */
  waitFor: string;
}

export interface ScreenSpec {
  id: string;
  /** Where the screen opens. `{first:<endpoint name>}` stands for the id of the first row that list endpoint (src/contract/endpoints.ts) answers. */
  path: string;
  /** A demo login without a second factor (or with the authenticator's demo code); absent for logged-out screens. */
  persona?: string;
  /** Text the loaded screen shows: recording waits for it (and stories check it). */
  ready: string;
  /** An interaction to record after loading (its calls are kept too). */
  step?: ScreenStep;
  /** A page of the route table: ready once its route module (`data-route-module`) shows. */
  page?: PageKey;
  /** After signing in, switch to this business (spec 000 §4 Business switch). */
  business?: string;
  /** Open in live mode (the environment cookie PRODUCTION; a live-enabled business). */
  live?: boolean;
  /** The after-login phone prompt was already shown in this browser (its post-login flag is spent). */
  phonePrompted?: boolean;
}

/** The personas of spec 000 §2 whose dashboard frame the Screens show. */
export const PERSONA_NAMES = ["owner", "viewer", "operator", "internal"] as const;
export type PersonaName = (typeof PERSONA_NAMES)[number];

/** The main brand's personas (sandbox/demo-logins.ts). */
export const PERSONAS: Record<PersonaName, string> = {
  owner: "owner@demo.test",
  viewer: "viewer@demo.test",
  operator: "operator@demo.test",
  internal: "staff@demo.test",
};

/** Each brand's demo logins by persona (sandbox/demo-logins.ts); a brand without one shows "not recorded". */
export const BRAND_PERSONAS: Record<string, Partial<Record<PersonaName, string>>> = {
  main: PERSONAS,
  ...Object.fromEntries(
    ["sister", "escrow", "partner-a", "partner-b"].map((brand) => [
      brand,
      {
        owner: `${brand}@demo.test`,
        viewer: `${brand}-viewer@demo.test`,
        operator: `${brand}-operator@demo.test`,
        internal: `${brand}-staff@demo.test`,
      },
    ]),
  ),
};

/** Each brand's demo owner. */
export const BRAND_OWNERS: Record<string, string> = Object.fromEntries(
  Object.entries(BRAND_PERSONAS).flatMap(([brand, personas]) => (personas.owner ? [[brand, personas.owner]] : [])),
);

const LOGGED_OUT: ScreenSpec[] = [
  // spec 000 §2 (white-label brands hide registration: their /register shows what the brand shows)
  { id: "login", path: "/login", ready: "Log in" },
  {
    // the second factor (spec 000 §2): the SMS persona logs in and is asked for the code
    id: "second-factor",
    path: "/login",
    ready: "Log in",
    step: {
      fill: [
        { label: "E-mail address", value: "sms@demo.test" },
        { label: "Password", value: "Sandbox123" },
      ],
      click: { role: "button", name: "Log in" },
      waitFor: "SMS code",
    },
  },
  { id: "forgot-password", path: "/forgot_password", ready: "Reset your password" },
  { id: "register", path: "/register", ready: "Create|Log in" },
  { id: "change-password", path: "/change_password/reset-demo-viewer", ready: "password" },
  { id: "change-password-expired", path: "/change_password/reset-demo-expired", ready: "expired" },
  { id: "invitation", path: "/invitation/invite-demo", ready: "invit" },
  { id: "confirm-email", path: "/confirm_email/confirm-demo-unverified", ready: "mail" },
];

function loggedIn(owner: string, personas: [string, string][]): ScreenSpec[] {
  return [
    // the dashboard frame for each persona, on the balance page (spec 000 §2, §3)
    // (sister's owner reads Indonesian: "Saldo")
    ...personas.map(([name, persona]) => ({ id: `frame-${name}`, path: "/balance", persona, ready: "Balance|Saldo" })),
    // the frame's modals (spec 000 §2): the help menu's feedback form, the balance-view switch confirmation
    {
      id: "frame-feedback",
      path: "/balance",
      persona: owner,
      ready: "Balance",
      step: {
        click: { role: "button", name: "Help" },
        next: [{ role: "menuitem", name: "Send feedback" }],
        waitFor: "Send feedback",
      },
    },
    {
      id: "frame-balance-view-switch",
      path: "/balance",
      persona: owner,
      ready: "new balance view",
      step: { click: { role: "button", name: "Back to the old view" }, waitFor: "Switch back to the old balance view" },
    },
    // balances (issue 10)
    // a business without a balance in its currency shows the empty state
    // (`page`: ready once the page's module shows, whatever the persona's language)
    { id: "balance", path: "/balance", persona: owner, ready: "Available|holds no", page: "balance" },
    {
      id: "balance-top-up",
      path: "/balance",
      persona: owner,
      ready: "Available|holds no",
      step: { click: { role: "button", name: "Top up" }, waitFor: "Top up your balance|Top up by bank transfer" },
    },
    { id: "cash", path: "/cash", persona: owner, ready: "Cash transactions", page: "cash" },
    {
      id: "transactions",
      path: "/transactions-new?limit=20",
      persona: owner,
      ready: "Transactions",
      page: "transactions-new",
    },
    {
      id: "transactions-empty",
      path: "/transactions-new?search=no-such-reference-0000",
      persona: owner,
      ready: "No records match",
    },
    {
      id: "transaction-detail",
      path: "/transactions-new/{first:transactions.list}",
      persona: owner,
      ready: "Transactions",
    },
  ];
}

/**
 * Every routed page of the route table, opened by the brand's owner (in the business of
 * PAGE_BUSINESSES when its own does not show the page): ready once the page's module shows.
 */
function pages(brand: string, owner: string): ScreenSpec[] {
  return PAGE_SCREENS.map((r) => {
    const business = PAGE_BUSINESSES[brand]?.[r.page];
    return { id: r.id, path: r.open, persona: owner, ready: "", page: r.page, ...(business ? { business } : {}) };
  });
}

/** The screens of `brand` (a brand's bundle may lack some pages: recording skips those). */
export function screensOf(brand: string): ScreenSpec[] {
  const owner = BRAND_OWNERS[brand];
  const personas = Object.entries(BRAND_PERSONAS[brand] ?? {});
  // the frame's prompts and banners (frame-screens.ts) last: the rating's balance-view switch is a write
  const frame = frameScreens(brand, BRAND_PERSONAS[brand] ?? {});
  if (!owner) return LOGGED_OUT;
  // the pages opened in another business last: the sandbox remembers a user's last business, and
  // the owner's other screens are recorded in its own
  const all = pages(brand, owner);
  const away = all.filter((s) => s.business);
  return [...LOGGED_OUT, ...loggedIn(owner, personas), ...all.filter((s) => !s.business), ...frame, ...away];
}

/** Every screen id a story may name (main's list is the longest). */
export const SCREENS: readonly ScreenSpec[] = screensOf("main");

export function screenSpec(id: string, brand = "main"): ScreenSpec | undefined {
  return screensOf(brand).find((s) => s.id === id);
}
