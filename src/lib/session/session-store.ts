/**
 * The stored session: tokens, user, business, last action (local storage, shared by tabs) and
 * the environment (cookie). Implements the request layer's SessionPort.
 */
import { DEFAULT_ENVIRONMENT, type Environment } from "../../domain/session/environment.ts";
import type { StoredSession } from "../../domain/session/logged-out.ts";
import type { SessionPort } from "../http/client.ts";
import { type CookieJar, readEnvironmentCookie } from "./cookies.ts";
import { clearSessionKeys, STORAGE_KEYS } from "./storage-keys.ts";

/** `U` and `B` are the contract's User and Business (src/contract/user.ts), stored as received. */
export interface SessionStore<U extends object = object, B extends object = object> extends SessionPort {
  snapshot(): StoredSession;
  user(): U | null;
  business(): B | null;
  mfaAuthenticatedFlag(): string | null;
  lastActionAt(): number | null;
  /** After a completed login (or one-time token): everything the session needs. */
  saveLogin(input: {
    user: U;
    business: B;
    access_token?: string | undefined;
    refresh_token?: string | undefined;
    mfaAuthenticated: boolean;
    now: number;
  }): void;
  saveUserData(user: U, business: B): void;
  /** Record a user action (spec 000 §2 inactivity). */
  touch(now: number): void;
  /** Remove every session key (spec 000 §4 Session end). */
  clear(): void;
}

function readJson<T>(storage: Storage, key: string): T | null {
  const text = storage.getItem(key);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === "object" ? (value as T) : null;
  } catch {
    return null;
  }
}

export function createSessionStore<U extends object = object, B extends object = object>(
  storage: Storage,
  cookies: CookieJar,
): SessionStore<U, B> {
  const K = STORAGE_KEYS;
  return {
    usingNewAuth: () => storage.getItem(K.usingNewAuth) === "true",
    accessToken: () => storage.getItem(K.accessToken),
    refreshToken: () => storage.getItem(K.refreshToken),
    environment: (): Environment => readEnvironmentCookie(cookies) ?? DEFAULT_ENVIRONMENT,
    storeTokens(pair) {
      storage.setItem(K.accessToken, pair.access_token);
      storage.setItem(K.refreshToken, pair.refresh_token);
    },
    snapshot() {
      return {
        usingNewAuth: storage.getItem(K.usingNewAuth) === "true",
        accessToken: storage.getItem(K.accessToken),
        hasUser: readJson(storage, K.user) !== null,
        lastActionAt: this.lastActionAt(),
      };
    },
    user: () => readJson<U>(storage, K.user),
    business: () => readJson<B>(storage, K.business),
    mfaAuthenticatedFlag: () => storage.getItem(K.mfaAuthenticated),
    lastActionAt() {
      const value = Number(storage.getItem(K.lastAction));
      return Number.isFinite(value) && value > 0 ? value : null;
    },
    saveLogin(input) {
      storage.removeItem(K.sessionEnded);
      if (input.access_token && input.refresh_token) {
        storage.setItem(K.usingNewAuth, "true");
        storage.setItem(K.accessToken, input.access_token);
        storage.setItem(K.refreshToken, input.refresh_token);
      } else {
        storage.setItem(K.usingNewAuth, "false");
        storage.removeItem(K.accessToken);
        storage.removeItem(K.refreshToken);
      }
      storage.setItem(K.mfaAuthenticated, String(input.mfaAuthenticated));
      this.saveUserData(input.user, input.business);
      this.touch(input.now);
    },
    saveUserData(user, business) {
      storage.setItem(K.user, JSON.stringify(user));
      storage.setItem(K.business, JSON.stringify(business));
    },
    touch(now) {
      storage.setItem(K.lastAction, String(now));
    },
    clear() {
      clearSessionKeys(storage);
    },
  };
}
