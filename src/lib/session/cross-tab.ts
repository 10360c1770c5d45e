/**
 * Cross-tab session signals (spec 000 §2: "The last-action time is tracked across tabs; a logout
 * in one tab logs out every tab"). Tabs share local storage, so a `storage` event tells the
 * others: the last-action key moves with activity anywhere, and the session-ended marker (or the
 * stored user disappearing) means every tab leaves.
 */
import { INACTIVITY_LIMIT_MS } from "../../domain/session/logged-out.ts";
import { STORAGE_KEYS } from "./storage-keys.ts";

/** User input that counts as an action. */
export const ACTIVITY_EVENTS = ["pointerdown", "keydown", "wheel", "touchstart"] as const;
/** Writes of the shared last-action time are at most this often. */
export const ACTIVITY_WRITE_INTERVAL_MS = 5_000;

export function announceSessionEnd(storage: Storage, reason: string, now: number): void {
  storage.setItem(STORAGE_KEYS.sessionEnded, JSON.stringify({ reason, at: now }));
}

/** Calls `onEnded` when another tab ends the session. Returns the unsubscribe function. */
export function onSessionEndedElsewhere(target: Window, onEnded: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.sessionEnded && event.newValue) onEnded();
    else if (event.key === STORAGE_KEYS.user && event.newValue === null) onEnded();
    else if (event.key === null) onEnded(); // storage.clear() in another tab
  };
  target.addEventListener("storage", listener);
  return () => target.removeEventListener("storage", listener);
}

/**
 * Records user actions into the shared last-action time and calls `onInactive` once the last
 * action in any tab is more than 31 minutes old. Returns the stop function.
 */
export function trackActivity(options: {
  target: Window;
  touch: (now: number) => void;
  lastActionAt: () => number | null;
  onInactive: () => void;
  now?: () => number;
}): () => void {
  const now = options.now ?? Date.now;
  let lastWrite = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const record = () => {
    const t = now();
    if (t - lastWrite < ACTIVITY_WRITE_INTERVAL_MS) return;
    lastWrite = t;
    options.touch(t);
  };

  const schedule = () => {
    clearTimeout(timer);
    const last = options.lastActionAt();
    const remaining = last === null ? -1 : last + INACTIVITY_LIMIT_MS - now();
    if (remaining < 0) {
      options.onInactive();
      return;
    }
    // Check again when the limit would pass; another tab may have moved the time meanwhile.
    timer = setTimeout(schedule, Math.min(remaining + 1, 60_000));
  };

  for (const type of ACTIVITY_EVENTS) options.target.addEventListener(type, record, { passive: true, capture: true });
  schedule();
  return () => {
    clearTimeout(timer);
    for (const type of ACTIVITY_EVENTS) options.target.removeEventListener(type, record, { capture: true });
  };
}
