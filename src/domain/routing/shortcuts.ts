/**
 * The dashboard's keyboard shortcuts (issue 6 "Command palette (Ctrl/Cmd+K) … keyboard shortcuts
 * listed in the help menu"). One list: the key handler and the help menu's list read it.
 */
export type ShortcutId = "command-palette" | "shortcuts-help";

export interface Shortcut {
  id: ShortcutId;
  /** The key, lower case, pressed with Ctrl (Windows, Linux) or Cmd (macOS). */
  key: string;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { id: "command-palette", key: "k" },
  { id: "shortcuts-help", key: "/" },
];

/** Which shortcut a key press is, if any: Ctrl+key, or Cmd+key on macOS; never with Alt. */
export function shortcutFor(
  event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean },
  mac: boolean,
): ShortcutId | null {
  const modifier = mac ? event.metaKey : event.ctrlKey;
  if (!modifier || event.altKey) return null;
  const key = event.key.toLowerCase();
  return SHORTCUTS.find((s) => s.key === key)?.id ?? null;
}

/** How a shortcut is written for this platform: "⌘ K" on macOS, "Ctrl K" elsewhere. */
export function shortcutKeys(shortcut: Shortcut, mac: boolean): string[] {
  return [mac ? "⌘" : "Ctrl", shortcut.key.toUpperCase()];
}
