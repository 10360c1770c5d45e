/**
 * Permission enforcement, table-driven over the pages (issue 3 "Permissions are enforced on
 * the server"; spec 000 §6 "Page visibility by flag"): for every persona of the seed's
 * permission combinations and every page that gates endpoints, each of the page's endpoints,
 * called directly, is refused with 403 AUTHORIZATION_ERROR exactly when the dashboard's rule
 * (src/domain/visibility, tested row by row in pages.test.ts) hides the page from that user.
 * permissions.test.ts holds the hand-written rows of the spec's table.
 */
import { describe, expect, it } from "vitest";
import type { Endpoint, GatedPage } from "../../src/contract/define.ts";
import { ENDPOINTS } from "../../src/contract/endpoints.ts";
import { PERMISSION_FLAGS, type PermissionFlags } from "../../src/domain/visibility/pages.ts";
import { type BusinessFacts, sandboxForFile, visibleIn, visibleInMainBusiness } from "./helpers.ts";

const sandbox = sandboxForFile();

const ALL: PermissionFlags = Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, true])) as PermissionFlags;

/** The personas of the main business, one per permission combination of spec 000 §6. */
const PERSONAS: [string, Partial<PermissionFlags>][] = [
  ["owner", ALL],
  ["viewer", { can_view: true }],
  ["editor", { can_edit: true }],
  ["operator", { operation: true }],
  ["approver", { can_approve: true }],
  ["withdrawer", { can_withdraw: true }],
  ["tech", { can_manage_tech_settings: true }],
  ["noflags", {}],
];

const byPage = new Map<GatedPage, Endpoint[]>();
for (const ep of Object.values(ENDPOINTS) as Endpoint[]) {
  if (ep.page) byPage.set(ep.page, [...(byPage.get(ep.page) ?? []), ep]);
}

/**
 * Each of the page's endpoints is refused for the page (403 AUTHORIZATION_ERROR) exactly when the
 * page is hidden; the session is still accepted afterwards (an endpoint that ended it would turn
 * the calls of the rows using the same token into 401s).
 */
async function expectPageRule(token: string, page: GatedPage, seen: boolean): Promise<void> {
  for (const ep of byPage.get(page) ?? []) {
    const r = await sandbox.callWithPlaceholders(ep, token);
    const refusedForPage = r.status === 403 && r.body?.message === `You do not have access to ${page}`;
    expect(refusedForPage, `${ep.method} ${ep.path}: ${r.status} ${JSON.stringify(r.body).slice(0, 160)}`).toBe(!seen);
    if (refusedForPage) expect(r.body.error_code).toBe("AUTHORIZATION_ERROR");
  }
  const session = await sandbox.get("/api/user-data", { token });
  expect(session.status, `the session after ${page}'s endpoints: ${JSON.stringify(session.body)}`).toBe(200);
}

/**
 * One sign-in per persona (and business) for the file, made when its first row runs, instead of
 * one per row (~1,000 logins, a third of the file's time): the rows of a persona run one after
 * another, and each checks that its calls left the session valid.
 */
const sessions = new Map<string, Promise<string>>();
function sessionOf(key: string, signIn: () => Promise<string>): Promise<string> {
  let token = sessions.get(key);
  if (!token) {
    token = signIn();
    sessions.set(key, token);
  }
  return token;
}

const rows = PERSONAS.flatMap(([persona, flags]) =>
  [...byPage.keys()].sort().map((page) => [persona, page, visibleInMainBusiness(page, flags)] as const),
);

describe("every gated page's endpoints follow the visibility rule for every persona (spec 000 §6)", () => {
  it("covers every page that gates an endpoint, with at least one persona refused and one allowed for most", () => {
    expect(byPage.size).toBeGreaterThan(40);
    const refusedSomewhere = [...byPage.keys()].filter((page) => rows.some(([, p, seen]) => p === page && !seen));
    expect(refusedSomewhere.length).toBeGreaterThan(35);
  });

  it.each(rows)("%s → %s visible: %s", async (persona, page, seen) => {
    const token = await sessionOf(persona, () => sandbox.token(`${persona}@demo.test`));
    await expectPageRule(token, page, seen);
  });
});

/** Other seeded businesses of the owner, with what sets them apart for the rule (spec 000 §6, spec 001 §2). */
const BUSINESSES: [string, string, BusinessFacts][] = [
  ["owner", "biz_main_ph", { business: { country: "PH" } }],
  [
    "owner",
    "biz_main_sg",
    { business: { country: "SG" }, pageFlags: { tax: false, capital: false, store_ops: false, issuing: false } },
  ],
  ["owner", "biz_platform", { settings: { is_xen_platform: true }, pageFlags: { tax: false } }],
  ["sister", "biz_sister_id", { business: { entity: "INSTAMONEY" }, pageFlags: { tax: false } }],
  ["escrow", "biz_escrow_id", { business: { entity: "TEDUH_ESCROW" }, pageFlags: { tax: false } }],
];

describe("the same rule in other businesses: country, brand and platform (every flag held)", () => {
  const cases = BUSINESSES.flatMap(([persona, business, facts]) =>
    [...byPage.keys()].sort().map((page) => [persona, business, page, visibleIn(page, ALL, facts)] as const),
  );
  it.each(cases)("%s in %s → %s visible: %s", async (persona, business, page, seen) => {
    const token = await sessionOf(`${persona} in ${business}`, () =>
      sandbox.switchedToken(`${persona}@demo.test`, business),
    );
    await expectPageRule(token, page, seen);
  });
});
