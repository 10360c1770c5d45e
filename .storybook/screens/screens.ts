/**
 * The screens Storybook shows with recorded sandbox data (issue 21). Each entry is rendered once
 * against the sandbox by scripts/record-stories.ts, which writes `recordings/<id>.json`; the
 * stories replay that file. Add a screen here, run `npm run -s storybook:record`, then add its story.
 */

export interface ScreenStep {
  /** Type into these fields (by label) first. */
  fill?: { label: string; value: string }[];
  /** Press the control with this role and accessible name once the screen has loaded. */
  click: { role: "button" | "link" | "tab"; name: string };
  /** Then wait until this text shows (e.g. the dialog's title). */
  waitFor: string;
}

export interface ScreenSpec {
  id: string;
  /** Where the screen opens. `{first:<endpoint name>}` stands for the id of the first row that list endpoint (src/contract/endpoints.ts) answers. */
  path: string;
  /** A demo login without a second factor; absent for logged-out screens. */
  persona?: string;
  /** Text the loaded screen shows: recording waits for it (and stories check it). */
  ready: string;
  /** An interaction to record after loading (its calls are kept too). */
  step?: ScreenStep;
}

/** The personas whose frame main's Storybook shows (spec 000 §2: owner, viewer, operator, internal user). */
export const PERSONAS = {
  owner: "owner@demo.test",
  viewer: "viewer@demo.test",
  operator: "operator@demo.test",
  internal: "staff@demo.test",
} as const;

/** Each brand's demo owner (sandbox/demo-logins.ts); the other personas exist for main only. */
export const BRAND_OWNERS: Record<string, string> = {
  main: PERSONAS.owner,
  sister: "sister@demo.test",
  escrow: "escrow@demo.test",
  "partner-a": "partner-a@demo.test",
  "partner-b": "partner-b@demo.test",
};

/** Brands whose logged-in screens are recorded (the two the story tests run; the others show the logged-out ones). */
export const RECORDED_BRANDS = ["main", "partner-a"] as const;

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

function loggedIn(owner: string, withPersonas: boolean): ScreenSpec[] {
  const personas: [string, string][] = withPersonas ? Object.entries(PERSONAS) : [["owner", owner]];
  return [
    // the dashboard frame for each persona, on the balance page (spec 000 §2, §3)
    ...personas.map(([name, persona]) => ({ id: `frame-${name}`, path: "/balance", persona, ready: "Balance" })),
    // balances (issue 10)
    // a business without a balance in its currency shows the empty state
    { id: "balance", path: "/balance", persona: owner, ready: "Available|holds no" },
    {
      id: "balance-top-up",
      path: "/balance",
      persona: owner,
      ready: "Available|holds no",
      step: { click: { role: "button", name: "Top up" }, waitFor: "Top up your balance|Top up by bank transfer" },
    },
    { id: "cash", path: "/cash", persona: owner, ready: "Cash transactions" },
    { id: "transactions", path: "/transactions-new?limit=20", persona: owner, ready: "Transactions" },
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

/** The screens recorded for `brand`. */
export function screensOf(brand: string): ScreenSpec[] {
  const owner = BRAND_OWNERS[brand];
  const recorded = (RECORDED_BRANDS as readonly string[]).includes(brand);
  return [...LOGGED_OUT, ...(owner && recorded ? loggedIn(owner, brand === "main") : [])];
}

/** Every screen id a story may name (main's list is the longest). */
export const SCREENS: readonly ScreenSpec[] = screensOf("main");

export function screenSpec(id: string, brand = "main"): ScreenSpec | undefined {
  return screensOf(brand).find((s) => s.id === id);
}
