/** The logged-out route set in each bundle's tree (spec 000 §2: Register hidden for white-label). */
import { describe, expect, it } from "vitest";
import { LOGGED_OUT_ROUTES, loggedOutRouteTree, PAGE_ROUTES, virtualRouteTree } from "../../src/app/route-table.ts";

function paths(registerRoute: boolean): string[] {
  const tree = virtualRouteTree({ pages: new Set(), registerRoute });
  const publicLayout = tree.children?.find((c) => c.type === "layout" && c.file === "public/layout.tsx");
  return (publicLayout?.type === "layout" ? (publicLayout.children ?? []) : []).map((r) =>
    r.type === "route" ? r.path : "",
  );
}

describe("logged-out routes (spec 000 §2)", () => {
  it("lists every logged-out path of the spec", () => {
    expect(LOGGED_OUT_ROUTES.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        "/login",
        "/login_verification",
        "/register",
        "/register/$step",
        "/forgot_password",
        "/change_password/$changePasswordToken",
        "/expired_password",
        "/invitation/$invitationToken",
        "/unlock_user/$token",
        "/device_verification/$hash/$canvasHash",
        "/confirm_email/$confirmEmailToken",
        "/xenplatform/test-registered",
        "/xenplatform/register/$business_id",
        "/xenplatform/$business_initial",
        "/error",
        "/404",
        "/docs",
        "/oauth",
      ]),
    );
  });

  it("hides every registration route when the brand hides Register (white-label)", () => {
    const shown = paths(true);
    const hidden = paths(false);
    expect(shown).toEqual(expect.arrayContaining(["/register", "/register/$step"]));
    expect(hidden.filter((p) => p.includes("regist") && !p.startsWith("/xenplatform"))).toEqual([]);
    expect(hidden).toContain("/login");
  });

  it("starts a bundle with the logged-out routes and the catch-all only (issue 19: the signed-in pages' routes load later)", () => {
    const pages = new Set(PAGE_ROUTES.map((r) => r.page));
    for (const registerRoute of [true, false]) {
      const whole = virtualRouteTree({ pages, registerRoute });
      const start = loggedOutRouteTree({ registerRoute });
      const files = (tree: typeof whole) => (tree.children ?? []).map((c) => ("file" in c ? c.file : ""));
      expect(files(start)).toEqual(["index.tsx", "public/layout.tsx", "catch-all.tsx"]);
      // the same logged-out routes as the whole tree, under the same layout (same route ids)
      expect(start.children?.[1]).toEqual(whole.children?.find((c) => "file" in c && c.file === "public/layout.tsx"));
      expect(files(whole)).toEqual(expect.arrayContaining(["app/layout.tsx", "bare/layout.tsx", ...files(start)]));
    }
  });
});
