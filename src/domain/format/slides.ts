/**
 * Carousel motion rules (home carousel, spec 001 §3): wrap-around navigation, swipe reading,
 * and when autoplay may run — never while the user hovers or focuses the carousel, after they
 * paused it, or when they asked the system for reduced motion (WCAG 2.2.2 pause, stop, hide).
 */

/** The slide `delta` steps from `index`, wrapping around both ends. */
export function stepSlide(index: number, count: number, delta: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/** Minimum horizontal travel (px) that counts as a swipe. */
export const SWIPE_MIN_PX = 40;

/** -1 (previous), 1 (next) or 0 for a pointer that moved `dx` horizontally and `dy` vertically. */
export function swipeDelta(dx: number, dy: number, min = SWIPE_MIN_PX): -1 | 0 | 1 {
  if (Math.abs(dx) < min || Math.abs(dx) < Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

export interface AutoplayState {
  count: number;
  /** The user's last press of the play/pause button; null until they press it. */
  userChoice: "play" | "pause" | null;
  hovered: boolean;
  focused: boolean;
  reducedMotion: boolean;
}

/** Whether the play/pause button shows "playing": reduced motion starts paused, the user decides after. */
export function autoplayOn({
  userChoice,
  reducedMotion,
}: Pick<AutoplayState, "userChoice" | "reducedMotion">): boolean {
  return userChoice === null ? !reducedMotion : userChoice === "play";
}

/** Whether the slides advance right now: on, and nobody is reading (hover or focus inside). */
export function autoplayRuns(state: AutoplayState): boolean {
  return state.count > 1 && autoplayOn(state) && !state.hovered && !state.focused;
}
