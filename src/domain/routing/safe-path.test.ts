import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { redirectFor } from "./redirects";
import { sameOriginPath } from "./safe-path";

// Issue 22 item 10 (spec 000 §2 one-time-token login `page`; spec 002 §2.5 redirects): only
// same-origin paths are accepted as a place to go.
describe("sameOriginPath", () => {
  it.each([
    ["/home", "/home"],
    ["/transactions-new?status=PAID#top", "/transactions-new?status=PAID#top"],
    ["/settings/team#members", "/settings/team#members"],
    ["/a/../home", "/home"],
    ["/%2F%2Fevil.test", "/%2F%2Fevil.test"],
  ])("keeps the path %j as %j", (input, expected) => {
    expect(sameOriginPath(input)).toBe(expected);
  });

  it.each([
    "//evil.test/x",
    "/\\evil.test",
    "/\\t/evil.test",
    "/\t/evil.test",
    "/\n/evil.test",
    "https://evil.test/",
    "javascript:alert(1)",
    "home",
    "",
  ])("refuses %j", (input) => {
    expect(sameOriginPath(input)).toBeUndefined();
  });

  it("never answers an address that leaves the site, for any string", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (tail) => {
        const out = sameOriginPath(`/${tail}`);
        if (out === undefined) return;
        expect(out.startsWith("/") && !out.startsWith("//")).toBe(true);
        expect(new URL(out, "https://other.invalid").origin).toBe("https://other.invalid");
      }),
    );
  });
});

describe("redirectFor never produces a protocol-relative address", () => {
  it("collapses /dashboard//evil.test/x to a path on this site", () => {
    const out = redirectFor("/dashboard//evil.test/x");
    expect(out?.startsWith("//")).toBe(false);
  });
});
