/** The logged-out route set in each bundle's tree (spec 000 §2: Register hidden for white-label). */
import { describe, expect, it } from "vitest";
import { LOGGED_OUT_ROUTES, virtualRouteTree } from "../../src/app/route-table.ts";

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
});
