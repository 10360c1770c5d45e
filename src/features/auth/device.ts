/**
 * Browser fingerprint and the per-brand "remember this device" login-hash cookie (spec 000 §7,
 * §9: about one year). A second factor with "remember this device" gets a login hash from the
 * gateway, kept in the cookie; the login sends it with the fingerprint, and the gateway skips the
 * second factor for a device it remembers.
 */
import { type CookieJar, LOGIN_HASH_MAX_AGE_SECONDS, loginHashCookie } from "../../lib/session/cookies.ts";

/** A stable, non-identifying digest of the browser's traits (hex, 16 chars). */
export function browserFingerprint(nav: Pick<Navigator, "userAgent" | "language"> = navigator): string {
  const screenPart = typeof screen === "undefined" ? "" : `${screen.width}x${screen.height}x${screen.colorDepth}`;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const text = [nav.userAgent, nav.language, screenPart, zone].join("|");
  // FNV-1a, twice with different seeds, for 64 bits of spread.
  const hash = (seed: number) => {
    let h = seed;
    for (let i = 0; i < text.length; i += 1) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    return h.toString(16).padStart(8, "0");
  };
  return hash(0x811c9dc5) + hash(0x01000193);
}

export function readLoginHash(jar: CookieJar, brandId: string): string | undefined {
  return jar.get(loginHashCookie(brandId)) ?? undefined;
}

/** Keep the login hash the gateway issued for this device, for about a year (spec 000 §7, §9). */
export function storeLoginHash(jar: CookieJar, brandId: string, hash: string): void {
  jar.set(loginHashCookie(brandId), hash, LOGIN_HASH_MAX_AGE_SECONDS);
}
