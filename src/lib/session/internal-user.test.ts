import { describe, expect, it } from "vitest";
import { isInternalUser, memoryCookies } from "./cookies";

// spec 000 §9: internal e-mail domains are flagged by a cookie (issue 22 item 5).
describe("isInternalUser", () => {
  it.each([
    [false, null, false],
    [false, "1", true],
    [true, null, true],
    [false, "0", false],
  ] as const)("user field %s, cookie %j → %s", (field, cookie, expected) => {
    const jar = memoryCookies();
    if (cookie !== null) jar.set("internal_user", cookie, 60);
    expect(isInternalUser({ is_internal_user: field }, jar)).toBe(expected);
  });
});
