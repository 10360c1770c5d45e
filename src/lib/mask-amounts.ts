/**
 * "Mask amounts" (issue 10, beyond the spec): one switch that hides every balance and amount on
 * screen at once (shop-floor screens), remembered per browser (local storage, kept across
 * sessions) and followed by every tab. The design system's `Amount` / `MaskedAmount` read it;
 * a toggle anywhere calls `setAmountsMasked`.
 */
import { useSyncExternalStore } from "react";
import { STORAGE_KEYS } from "./session/storage-keys.ts";

const KEY = STORAGE_KEYS.maskAmounts;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * The switch as read from storage in this task. Every `Amount` on screen reads it on each render
 * (a sort of a page of 100 movements renders hundreds of amounts in one task): storage is read
 * once per task, and a change made by any means (this tab, another tab, a cleared storage) is
 * read in the next (issue 10 big data).
 */
let cached: boolean | undefined;

export function amountsMasked(): boolean {
  if (cached === undefined) {
    cached = storage()?.getItem(KEY) === "true";
    queueMicrotask(() => {
      cached = undefined;
    });
  }
  return cached;
}

export function setAmountsMasked(masked: boolean): void {
  const s = storage();
  if (masked) s?.setItem(KEY, "true");
  else s?.removeItem(KEY);
  cached = undefined;
  for (const listener of listeners) listener();
}

// one listener for the other tabs' changes, whatever the number of amounts on screen
function onStorage(event: StorageEvent): void {
  if (event.key !== KEY && event.key !== null) return;
  cached = undefined;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== "undefined") window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== "undefined") window.removeEventListener("storage", onStorage);
  };
}

/** Whether amounts are masked, and the setter (re-renders every reader, in this tab and others). */
export function useMaskAmounts(): [boolean, (masked: boolean) => void] {
  const masked = useSyncExternalStore(subscribe, amountsMasked, () => false);
  return [masked, setAmountsMasked];
}
