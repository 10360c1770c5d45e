/** The dashboard's global keyboard shortcuts (src/domain/routing/shortcuts.ts), on the whole window. */
import { useEffect, useRef } from "react";
import { type ShortcutId, shortcutFor } from "../domain/routing/shortcuts";

export function useShortcuts(handlers: Record<ShortcutId, () => void>): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const mac = /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
    const onKeyDown = (event: KeyboardEvent) => {
      const id = shortcutFor(event, mac);
      if (!id) return;
      event.preventDefault();
      latest.current[id]();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
