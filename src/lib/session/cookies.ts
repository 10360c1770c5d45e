/**
 * The dashboard's cookies (spec 000 §4 Environment, §7 login-hash cookie, §9 lifetimes).
 * Readable by script on purpose: they carry preferences, never credentials.
 */
import {
  INTERNAL_USER_COOKIE,
  LOGIN_HASH_COOKIE_PREFIX,
  LOGIN_HASH_MAX_AGE_SECONDS,
} from "../../contract/auth-constants.ts";
import {
  ENVIRONMENT_COOKIE_MAX_AGE_SECONDS,
  type Environment,
  isEnvironment,
  type LiveMode,
} from "../../domain/session/environment.ts";

export const ENVIRONMENT_COOKIE = "environment";
export const LIVE_MODE_COOKIE = "live_mode";
/** spec 000 §9: about one year (the contract's lifetime, which the gateway also uses). */
export { LOGIN_HASH_MAX_AGE_SECONDS };

/** The login-hash ("remember this device") cookie is per brand (spec 000 §7). */
export function loginHashCookie(brandId: string): string {
  return `${LOGIN_HASH_COOKIE_PREFIX}_${brandId.replace(/[^a-z0-9]/gi, "_")}`;
}

/**
 * spec 000 §9: internal e-mail domains are flagged by a cookie the gateway sets at login; the
 * user record's `is_internal_user` (when the gateway sends it) counts as well.
 */
export function isInternalUser(user: { is_internal_user?: boolean }, jar: CookieJar): boolean {
  return user.is_internal_user === true || jar.get(INTERNAL_USER_COOKIE) === "1";
}

export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string, maxAgeSeconds: number): void;
  remove(name: string): void;
}

/** document.cookie, path /, SameSite=Lax, Secure on https. */
export function documentCookies(doc: Document = document): CookieJar {
  const secure = () => (doc.location?.protocol === "https:" ? "; Secure" : "");
  // document.cookie is read once per task: a render asks for the environment cookie hundreds of
  // times (every query key), and each read goes to the browser; another tab's change is seen
  // from the next task on, this page's own writes at once.
  let cached: string | null = null;
  const read = (): string => {
    if (cached === null) {
      cached = doc.cookie;
      queueMicrotask(() => {
        cached = null;
      });
    }
    return cached;
  };
  return {
    get(name) {
      for (const part of read().split(";")) {
        const [key, ...rest] = part.trim().split("=");
        if (key === name) return decodeURIComponent(rest.join("="));
      }
      return null;
    },
    set(name, value, maxAgeSeconds) {
      cached = null;
      doc.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure()}`;
    },
    remove(name) {
      cached = null;
      doc.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure()}`;
    },
  };
}

/** A jar in memory (tests, Node). */
export function memoryCookies(): CookieJar & { all(): Record<string, string> } {
  const jar = new Map<string, string>();
  return {
    get: (name) => jar.get(name) ?? null,
    set: (name, value) => void jar.set(name, value),
    remove: (name) => void jar.delete(name),
    all: () => Object.fromEntries(jar),
  };
}

export function readEnvironmentCookie(jar: CookieJar): Environment | null {
  const value = jar.get(ENVIRONMENT_COOKIE);
  return isEnvironment(value) ? value : null;
}

/** spec 000 §4, §9: the environment cookie lives one day. */
export function writeEnvironmentCookie(jar: CookieJar, environment: Environment): void {
  jar.set(ENVIRONMENT_COOKIE, environment, ENVIRONMENT_COOKIE_MAX_AGE_SECONDS);
}

export function writeLiveModeCookie(jar: CookieJar, mode: LiveMode): void {
  jar.set(LIVE_MODE_COOKIE, mode, ENVIRONMENT_COOKIE_MAX_AGE_SECONDS);
}
