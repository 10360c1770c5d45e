/** Badge counters (spec 000 §9, spec 002 §9). */

/** Business counter badge: `+N` up to 9, then `9+`. Nothing for zero or less. */
export function businessCounterLabel(count: number): string | null {
  const n = Number.isFinite(count) ? Math.floor(count) : 0;
  if (n <= 0) return null;
  return n > 9 ? "9+" : `+${n}`;
}

/** Unread notification badge: the number, `99+` above 99, nothing for zero. */
export function unreadBadgeLabel(count: number): string | null {
  const n = Number.isFinite(count) ? Math.floor(count) : 0;
  if (n <= 0) return null;
  return n > 99 ? "99+" : String(n);
}

/**
 * The four avatar colour tokens the business avatars cycle over (spec 000 §9). Only tokens a
 * brand already uses to carry text (buttons, status text), so white initials stay readable;
 * the accent is a highlight/focus colour and may not reach 4.5:1 behind small text.
 */
export const AVATAR_TOKENS = ["primary", "info", "success", "warning"] as const;
export type AvatarToken = (typeof AVATAR_TOKENS)[number];

/** The colour of the avatar at `position` in a list: the cycle of 4 restarts every fourth item. */
export function avatarToken(position: number): AvatarToken {
  if (!Number.isFinite(position)) return AVATAR_TOKENS[0];
  const index = ((Math.floor(position) % AVATAR_TOKENS.length) + AVATAR_TOKENS.length) % AVATAR_TOKENS.length;
  return AVATAR_TOKENS[index] as AvatarToken;
}

/** Up to two initials from a business or person name ("PT Maju Jaya" → "PM"). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => (Array.from(w)[0] ?? "").toLocaleUpperCase())
    .join("");
}
