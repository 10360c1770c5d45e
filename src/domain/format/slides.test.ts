import { describe, expect, it } from "vitest";
import { autoplayRuns, stepSlide, swipeDelta } from "./slides.ts";

describe("carousel navigation wraps around", () => {
  it.each([
    [0, 3, 1, 1],
    [2, 3, 1, 0],
    [0, 3, -1, 2],
    [1, 3, -4, 0],
    [0, 0, 1, 0],
    [0, 1, 1, 0],
  ])("slide %s of %s, step %s → %s", (index, count, delta, next) => {
    expect(stepSlide(index, count, delta)).toBe(next);
  });
});

describe("swipe", () => {
  it.each([
    [-80, 5, 1],
    [80, 5, -1],
    [-20, 0, 0],
    [-60, 90, 0],
    [40, 0, -1],
  ])("dx %s, dy %s → %s", (dx, dy, delta) => {
    expect(swipeDelta(dx, dy)).toBe(delta);
  });
});

describe("autoplay pauses on hover, focus, the pause button and reduced motion (WCAG 2.2.2)", () => {
  const base = { count: 3, userChoice: null, hovered: false, focused: false, reducedMotion: false } as const;
  it.each([
    [{}, true],
    [{ hovered: true }, false],
    [{ focused: true }, false],
    [{ userChoice: "pause" }, false],
    [{ reducedMotion: true }, false],
    [{ reducedMotion: true, userChoice: "play" }, true],
    [{ userChoice: "play", focused: true }, false],
    [{ count: 1 }, false],
  ] as const)("%j → %s", (change, runs) => {
    expect(autoplayRuns({ ...base, ...change })).toBe(runs);
  });
});
