import { describe, expect, it } from "vitest";
import { COUNTRIES, type PageKey } from "../domain/brand/sections";
import { menuPages, showAppsHeading, visibleMenu } from "../domain/visibility/menu";
import { canSeePage, PERMISSION_FLAGS, type PermissionFlags, type VisibilityContext } from "../domain/visibility/pages";
import { visibilityContext } from "../domain/visibility/test-context";
import { homeLinkFor, MENU } from "./menu";
import { MENU_ICONS } from "./menu-icons";
import { PAGE_ROUTES } from "./route-table";

function* contexts(): Generator<VisibilityContext> {
  for (let bits = 0; bits < 2 ** PERMISSION_FLAGS.length; bits++) {
    const user = Object.fromEntries(PERMISSION_FLAGS.map((f, i) => [f, Boolean(bits & (1 << i))])) as PermissionFlags;
    for (const country of COUNTRIES) {
      for (const entity of ["PRIMARY", "INSTAMONEY"]) {
        for (const environment of ["PRODUCTION", "DEVELOPMENT"] as const) {
          const excludePages = bits % 5 === 0 ? ["transactions", "invoices"] : [];
          yield {
            user: { ...user, email: "u@merchant.example" },
            business: {
              id: "b",
              country,
              entity,
              goLiveStatus: bits % 3 === 0 ? "REGISTERED" : "LIVE",
              excludePages,
              excludeSettings: [],
              isSubAccount: bits % 7 === 0,
              subAccountType: null,
            },
            environment,
            settings: { can_view_disbursement: bits % 2 === 0, is_xen_platform: bits % 4 < 2 },
            flags: { capital: true, payment_links: bits % 2 === 1, escrow: true, reporting: true, get_started: true },
            balanceView: bits % 2 === 0 ? "new" : "old",
            internalUser: false,
          };
        }
      }
    }
  }
}

describe("the sidebar menu (spec 002 §2.1)", () => {
  it("points every entry at a route of the route table", () => {
    const routed = new Set(PAGE_ROUTES.map((r) => r.page));
    for (const page of menuPages(MENU)) expect(routed.has(page), page).toBe(true);
  });

  it("never shows a page the guard would refuse, for every flag combination, country, entity and environment", () => {
    let checked = 0;
    for (const ctx of contexts()) {
      const shown = menuPages(visibleMenu(MENU, (page: PageKey) => canSeePage(page, ctx), ctx));
      for (const page of shown) expect(canSeePage(page, ctx), `${page} in ${JSON.stringify(ctx.user)}`).toBe(true);
      checked++;
    }
    expect(checked).toBe(2 ** 7 * 3 * 2 * 2);
  });

  it("shows the go-live item only in test mode", () => {
    const admin = [...contexts()].find(
      (c) => c.user.can_administer && c.business.goLiveStatus === "REGISTERED" && c.business.country === "ID",
    );
    if (!admin) throw new Error("no admin context");
    const pages = (environment: "PRODUCTION" | "DEVELOPMENT") =>
      menuPages(visibleMenu(MENU, (p) => canSeePage(p, { ...admin, environment }), { ...admin, environment }));
    expect(pages("DEVELOPMENT")).toContain("activation");
    expect(pages("PRODUCTION")).not.toContain("activation");
  });

  it.each([
    [{ country: "SG" }, false],
    [{ isSubAccount: true }, false],
    [{ entity: "INSTAMONEY" }, false],
    [{ excludePages: ["transactions"] }, false],
    [{}, true],
  ] as [Partial<VisibilityContext["business"]>, boolean][])(
    "apps-and-partners heading with %o: %s (spec 000 §6)",
    (business, expected) => {
      expect(showAppsHeading(visibilityContext({ business }))).toBe(expected);
    },
  );

  it("drops groups left empty", () => {
    const ctx = [...contexts()].find((c) => !Object.values(c.user).some((v) => v === true)) as VisibilityContext;
    const menu = visibleMenu(MENU, (p) => canSeePage(p, ctx), ctx);
    expect(menu.every((entry) => entry.kind === "item" || entry.items.length > 0)).toBe(true);
    expect(menu.some((entry) => entry.kind === "group" && entry.group === "send_payments")).toBe(false);
  });
});

// Issue 22 item 6 (spec 000 §2 test-mode banner): the "home" link of the chrome always leads to a
// page this user may see in this bundle, or is not shown.
describe("homeLinkFor", () => {
  it("is /home, else the landing page, else the first page of the menu, and always a visible page", () => {
    for (const ctx of contexts()) {
      for (const landing of ["/home", "/cash", "/escrow-balance"]) {
        const link = homeLinkFor(ctx, landing);
        if (link === null) {
          expect(menuPages(visibleMenu(MENU, (p) => canSeePage(p, ctx), ctx))).toEqual([]);
          continue;
        }
        const page = PAGE_ROUTES.find((r) => r.path === link)?.page;
        expect(page && canSeePage(page, ctx), `${link} for ${JSON.stringify(ctx.user)}`).toBe(true);
        if (canSeePage("home", ctx)) expect(link).toBe("/home");
      }
    }
  });

  it("leads to the landing page in a bundle without a home page (the sister brand lands on /cash)", () => {
    const ctx = visibilityContext({
      user: { can_view: true },
      bundlePages: new Set<PageKey>(["cash", "transactions-new"]),
    });
    expect(homeLinkFor(ctx, "/cash")).toBe("/cash");
  });
});

describe("menu icons (issue 22 item 11)", () => {
  it("every entry of the menu has an icon, and no two entries share one", () => {
    const pages = menuPages(MENU);
    for (const page of pages) expect(MENU_ICONS[page], page).toBeDefined();
    expect(new Set(pages.map((p) => MENU_ICONS[p])).size).toBe(pages.length);
  });
});
