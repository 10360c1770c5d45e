/**
 * The screens Storybook shows with recorded sandbox data (issue 21). Each entry is rendered once
 * against the sandbox by scripts/record-stories.ts, which writes `recordings/<id>.json`; the
 * stories replay that file. Add a screen here, run `npm run -s storybook:record`, then add its story.
 */

export interface ScreenStep {
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

export const PERSONAS = {
  owner: "owner@demo.test",
  viewer: "viewer@demo.test",
  operator: "operator@demo.test",
  internal: "staff@demo.test",
} as const;

export const SCREENS: readonly ScreenSpec[] = [
  // logged out (spec 000 §2)
  { id: "login", path: "/login", ready: "Log in" },
  { id: "forgot-password", path: "/forgot_password", ready: "Reset your password" },
  { id: "register", path: "/register", ready: "Create" },
  { id: "change-password", path: "/change_password/reset-demo-viewer", ready: "password" },
  { id: "change-password-expired", path: "/change_password/reset-demo-expired", ready: "expired" },
  { id: "invitation", path: "/invitation/invite-demo", ready: "invit" },
  { id: "confirm-email", path: "/confirm_email/confirm-demo-unverified", ready: "mail" },
  // the dashboard frame for each persona, on the balance page (spec 000 §2, §3)
  ...Object.entries(PERSONAS).map(([name, persona]) => ({
    id: `frame-${name}`,
    path: "/balance",
    persona,
    ready: "Balance",
  })),
  // balances (issue 10)
  { id: "balance", path: "/balance", persona: PERSONAS.owner, ready: "Available" },
  {
    id: "balance-top-up",
    path: "/balance",
    persona: PERSONAS.owner,
    ready: "Available",
    step: { click: { role: "button", name: "Top up" }, waitFor: "Top up your balance" },
  },
  { id: "cash", path: "/cash", persona: PERSONAS.owner, ready: "Cash transactions" },
  { id: "transactions", path: "/transactions-new?limit=20", persona: PERSONAS.owner, ready: "Transactions" },
  {
    id: "transactions-empty",
    path: "/transactions-new?search=no-such-reference-0000",
    persona: PERSONAS.owner,
    ready: "No records match",
  },
  {
    id: "transaction-detail",
    path: "/transactions-new/{first:transactions.list}",
    persona: PERSONAS.owner,
    ready: "Transactions",
  },
];

export function screenSpec(id: string): ScreenSpec {
  const spec = SCREENS.find((s) => s.id === id);
  if (!spec) throw new Error(`no screen ${id} in .storybook/screens/screens.ts`);
  return spec;
}
