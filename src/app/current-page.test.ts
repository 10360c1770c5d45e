import { describe, expect, it } from "vitest";
import { loadOtherRoutePages, pageOfRoutePath } from "./current-page";
import { ALL_PAGE_ROUTES, PAGE_ROUTES } from "./route-table";

describe("the page of the route being shown (mobile title, banners, recent records)", () => {
  it("knows every main page's route without loading the other routes (the signed-in frame's first paint, issue 19)", () => {
    for (const route of PAGE_ROUTES) expect(pageOfRoutePath(route.path)).toBe(route.page);
    expect(pageOfRoutePath("/invoices/")).toBe("invoices");
    expect(pageOfRoutePath(undefined)).toBeNull();
  });

  it("knows every route's page once the other routes are loaded (they load with the whole route tree)", async () => {
    await loadOtherRoutePages();
    for (const route of ALL_PAGE_ROUTES)
      expect(pageOfRoutePath(route.path), route.path).toBe(ALL_PAGE_ROUTES.find((r) => r.path === route.path)?.page);
    expect(pageOfRoutePath("/settings/team")).toBe("settings");
    expect(pageOfRoutePath("/$")).toBeNull();
  });
});
