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

export function amountsMasked(): boolean {
  return storage()?.getItem(KEY) === "true";
}

export function setAmountsMasked(masked: boolean): void {
  const s = storage();
  if (masked) s?.setItem(KEY, "true");
  else s?.removeItem(KEY);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  if (typeof window !== "undefined") window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== "undefined") window.removeEventListener("storage", onStorage);
  };
}

/** Whether amounts are masked, and the setter (re-renders every reader, in this tab and others). */
export function useMaskAmounts(): [boolean, (masked: boolean) => void] {
  const masked = useSyncExternalStore(subscribe, amountsMasked, () => false);
  return [masked, setAmountsMasked];
}
