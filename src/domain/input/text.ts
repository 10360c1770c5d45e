/**
 * Small input rules: the 6-digit code and PIN (spec 000 §5, §9; spec 001 §5, §9), text limits
 * and counters (spec 002 §5, §9), substring search over option names (spec 001 §5).
 */

export const CODE_LENGTH = 6;
export const PIN_LENGTH = 6;

/** Text limits of spec 002 §9: feedback 500, form fields 255, phone 15. */
export const TEXT_LIMITS = { feedback: 500, field: 255, phone: 15 } as const;

/** Digits only, at most `length` (a pasted "123 456" becomes "123456"). */
export function sanitizeDigits(input: string, length: number): string {
  return input.replace(/\D/g, "").slice(0, length);
}

/** OTP codes are alphanumeric (spec 000 §5): letters and digits only, upper-cased. */
export function sanitizeAlphanumeric(input: string, length: number): string {
  return input
    .replace(/[^0-9a-z]/gi, "")
    .slice(0, length)
    .toUpperCase();
}

/** Characters left before the limit (negative when over). Counts user-perceived characters. */
export function charactersLeft(text: string, limit: number): number {
  return limit - Array.from(text).length;
}

/** Options whose label contains the query, case- and accent-insensitively (state names, spec 001 §5). */
export function matchesSubstring(label: string, query: string): boolean {
  const fold = (s: string) =>
    s
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .toLocaleLowerCase();
  return fold(label).includes(fold(query.trim()));
}
