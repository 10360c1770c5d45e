/**
 * Browser fingerprint and the per-brand "remember this device" login-hash cookie (spec 000 §7,
 * §9: about one year). The login sends both; the gateway decides whether the device is known.
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

/** Remember this device for about a year (keeps an existing hash). */
export function rememberDevice(jar: CookieJar, brandId: string, random = () => crypto.randomUUID()): string {
  const existing = readLoginHash(jar, brandId);
  const value = existing ?? random().replaceAll("-", "");
  jar.set(loginHashCookie(brandId), value, LOGIN_HASH_MAX_AGE_SECONDS);
  return value;
}
