import { describe, expect, it } from "vitest";
import {
  canResend,
  isListedEvent,
  listedEvents,
  prettyPayload,
  responseCategory,
  showsResponseStatus,
} from "./rules.ts";

describe("listed events (spec 002 §2.10: only FAILED and COMPLETED)", () => {
  it.each([
    ["FAILED", true],
    ["COMPLETED", true],
    ["CALLBACK_URL_NOT_SET", false],
    ["PENDING", false],
  ])("%s → %s", (status, listed) => {
    expect(isListedEvent(status)).toBe(listed);
  });
  it("filters a history", () => {
    const events = [{ status: "FAILED" }, { status: "CALLBACK_URL_NOT_SET" }, { status: "COMPLETED" }];
    expect(listedEvents(events).map((e) => e.status)).toEqual(["FAILED", "COMPLETED"]);
  });
});

describe("response category (spec 002 §6, §8: 1xx–5xx, 105 special)", () => {
  it.each([
    [100, "1xx", true],
    [105, "special-105", false],
    [200, "2xx", true],
    [301, "3xx", true],
    [404, "4xx", true],
    [503, "5xx", true],
    [99, "unknown", true],
    [600, "unknown", true],
  ])("%i → %s", (code, category, shown) => {
    expect(responseCategory(code)).toBe(category);
    expect(showsResponseStatus(code)).toBe(shown);
  });
});

describe("resend allowed (spec 002 §2.10, §6; spec 000 §6)", () => {
  const base = { latestStatus: "FAILED", canManageTechSettings: false, canEdit: false, country: "ID" };
  it.each([
    [{ canManageTechSettings: true }, true],
    [{ canEdit: true }, false],
    [{ canEdit: true, country: "PH" }, true],
    [{}, false],
    [{ canManageTechSettings: true, latestStatus: "COMPLETED" }, true],
    [{ canManageTechSettings: true, latestStatus: "CALLBACK_URL_NOT_SET" }, true],
    [{ canManageTechSettings: true, latestStatus: "PENDING" }, false],
    [{ canManageTechSettings: true, latestStatus: undefined }, false],
  ])("%o → %s", (patch, allowed) => {
    expect(canResend({ ...base, ...patch })).toBe(allowed);
  });
});

describe("payload pretty-print", () => {
  it("indents JSON and leaves text alone", () => {
    expect(prettyPayload('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(prettyPayload("Upstream error")).toBe("Upstream error");
  });
});
