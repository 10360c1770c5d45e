import { describe, expect, it } from "vitest";
import { safeNotificationTarget } from "./target.ts";

// spec 002 §2.9: target_url opens only for http(s) URLs and in-app paths; anything else is inert.
describe("safeNotificationTarget (spec 002 §2.9)", () => {
  it.each([
    ["https://example.com/news", { kind: "external", href: "https://example.com/news" }],
    ["http://example.com/", { kind: "external", href: "http://example.com/" }],
    ["/transactions-new", { kind: "internal", path: "/transactions-new" }],
    ["/settings?tab=a#x", { kind: "internal", path: "/settings?tab=a#x" }],
    ["javascript:alert(1)", undefined],
    ["JavaScript:alert(1)", undefined],
    [" javascript:alert(1)", undefined],
    ["data:text/html,<script>alert(1)</script>", undefined],
    ["vbscript:msgbox", undefined],
    ["//evil.example/x", undefined],
    ["/\\evil.example", undefined],
    ["ftp://example.com/file", undefined],
    ["", undefined],
    [null, undefined],
  ] as const)("%s", (input, expected) => {
    expect(safeNotificationTarget(input)).toEqual(expected);
  });
});
