import { describe, expect, it } from "vitest";
import { avatarToken, businessCounterLabel, initials, unreadBadgeLabel } from "./counters.ts";

describe("business counter badge (spec 000 §9, spec 002 §9: +N up to 9, then 9+)", () => {
  it.each([
    [0, null],
    [-2, null],
    [1, "+1"],
    [9, "+9"],
    [10, "9+"],
    [250, "9+"],
  ])("%s → %s", (count, label) => {
    expect(businessCounterLabel(count)).toBe(label);
  });
});

describe("unread badge (spec 000 §9: 99+ above 99)", () => {
  it.each([
    [0, null],
    [1, "1"],
    [99, "99"],
    [100, "99+"],
    [5000, "99+"],
  ])("%s → %s", (count, label) => {
    expect(unreadBadgeLabel(count)).toBe(label);
  });
});

describe("avatar colours cycle over 4 (spec 000 §9, spec 002 §9)", () => {
  it.each([
    [0, "primary"],
    [1, "info"],
    [2, "success"],
    [3, "warning"],
    [4, "primary"],
    [9, "info"],
  ])("position %s → %s", (position, token) => {
    expect(avatarToken(position)).toBe(token);
  });
});

describe("initials", () => {
  it.each([
    ["PT Maju Jaya", "PM"],
    ["  budi ", "B"],
    ["", ""],
  ])("%j → %j", (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
