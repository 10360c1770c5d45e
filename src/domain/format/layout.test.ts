import { describe, expect, it } from "vitest";
import { filtersCollapsed, isMobileWidth, pageWindow } from "./layout.ts";

describe("mobile layout below 768 px (spec 000 §9, spec 002 §9)", () => {
  it.each([
    [320, true],
    [767, true],
    [768, false],
    [1280, false],
  ])("%s px → mobile %s", (width, mobile) => {
    expect(isMobileWidth(width)).toBe(mobile);
  });
});

describe("filter bar collapses below 575 px (spec 000 §9, spec 002 §9)", () => {
  it.each([
    [360, true],
    [574, true],
    [575, false],
    [1024, false],
  ])("%s px → collapsed %s", (width, collapsed) => {
    expect(filtersCollapsed(width)).toBe(collapsed);
  });
});

describe("page window of a paginated table (page size 10, spec 000 §9)", () => {
  it.each([
    [0, 10, 0, 0, 0],
    [0, 10, 3, 1, 3],
    [0, 10, 25, 1, 10],
    [2, 10, 25, 21, 25],
    [1, 10, 20, 11, 20],
  ])("page %s of size %s with %s rows → %s–%s", (page, size, total, from, to) => {
    expect(pageWindow(page, size, total)).toEqual({ from, to });
  });
});
