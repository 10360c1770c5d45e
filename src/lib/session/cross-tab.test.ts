import { afterEach, describe, expect, it, vi } from "vitest";
import { INACTIVITY_LIMIT_MS } from "../../domain/session/logged-out";
import { announceSessionEnd, onSessionEndedElsewhere, trackActivity } from "./cross-tab";
import { STORAGE_KEYS } from "./storage-keys";

afterEach(() => {
  vi.useRealTimers();
});

/** What the browser delivers to the *other* tabs when one tab writes local storage. */
function storageEventFromAnotherTab(key: string | null, newValue: string | null) {
  window.dispatchEvent(new StorageEvent("storage", { key, newValue, storageArea: localStorage }));
}

describe("a logout in one tab logs out every tab (spec 000 §2)", () => {
  it("follows the session-ended marker written by another tab", () => {
    const onEnded = vi.fn();
    const stop = onSessionEndedElsewhere(window, onEnded);
    announceSessionEnd(localStorage, "logout", 1);
    storageEventFromAnotherTab(STORAGE_KEYS.sessionEnded, localStorage.getItem(STORAGE_KEYS.sessionEnded));
    expect(onEnded).toHaveBeenCalledTimes(1);
    stop();
  });

  it("follows the stored user disappearing, and ignores other keys", () => {
    const onEnded = vi.fn();
    const stop = onSessionEndedElsewhere(window, onEnded);
    storageEventFromAnotherTab(STORAGE_KEYS.lastAction, "123");
    expect(onEnded).not.toHaveBeenCalled();
    storageEventFromAnotherTab(STORAGE_KEYS.user, null);
    expect(onEnded).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe("inactivity across tabs (spec 000 §2, §9: 1,860,000 ms)", () => {
  function setup() {
    vi.useFakeTimers({ now: 1_000_000 });
    let last: number | null = Date.now();
    const onInactive = vi.fn();
    const stop = trackActivity({
      target: window,
      touch: (t) => {
        last = t;
      },
      lastActionAt: () => last,
      onInactive,
    });
    return { onInactive, stop, setLast: (t: number) => (last = t) };
  }

  it("ends the session once the last action is more than 31 minutes old", () => {
    const { onInactive, stop } = setup();
    vi.advanceTimersByTime(INACTIVITY_LIMIT_MS);
    expect(onInactive).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2);
    expect(onInactive).toHaveBeenCalledTimes(1);
    stop();
  });

  it("keeps the session while the user acts in this tab", () => {
    const { onInactive, stop } = setup();
    vi.advanceTimersByTime(30 * 60_000);
    window.dispatchEvent(new KeyboardEvent("keydown"));
    vi.advanceTimersByTime(30 * 60_000);
    expect(onInactive).not.toHaveBeenCalled();
    stop();
  });

  it("keeps the session while the user acts in another tab", () => {
    const { onInactive, stop, setLast } = setup();
    vi.advanceTimersByTime(30 * 60_000);
    setLast(Date.now()); // the other tab wrote the shared last-action time
    vi.advanceTimersByTime(30 * 60_000);
    expect(onInactive).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2 * 60_000);
    expect(onInactive).toHaveBeenCalledTimes(1);
    stop();
  });
});
