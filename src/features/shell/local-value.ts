/** A value kept in this browser's local storage, as React state (the banners' closed states). */
import { useCallback, useState } from "react";

export function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function useLocalValue(key: string): [string | null, (value: string) => void] {
  const [value, setValue] = useState(() => readLocal(key));
  const write = useCallback(
    (next: string) => {
      try {
        localStorage.setItem(key, next);
      } catch {
        // Storage refused: the choice then lasts for this page only.
      }
      setValue(next);
    },
    [key],
  );
  return [value, write];
}
