/**
 * spec 000 §4 "the post-login flag": the first logged-in render after a login (a session key,
 * cleared when the session ends), taken once so a reload of the page does not prompt again.
 * Shared by the frame's prompt gate and the prompt host it loads.
 */
import { useEffect, useState } from "react";
import { STORAGE_KEYS } from "../../lib/session/storage-keys.ts";

export function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The post-login flag as it was on this component's first render; then it is taken. */
export function usePostLoginFlag(): boolean {
  const [postLoginFlag] = useState(() => readLocal(STORAGE_KEYS.phoneVerificationPrompted) === null);
  useEffect(() => {
    try {
      localStorage.setItem(STORAGE_KEYS.phoneVerificationPrompted, "true");
    } catch {
      // no storage: the flag lasts for this page only
    }
  }, []);
  return postLoginFlag;
}
