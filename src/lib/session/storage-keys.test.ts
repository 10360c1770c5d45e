import { describe, expect, it } from "vitest";
import { memoryCookies } from "./cookies";
import { createSessionStore } from "./session-store";
import {
  BROWSER_KEY_PREFIXES,
  BROWSER_KEYS,
  clearSessionKeys,
  SESSION_KEY_PREFIXES,
  SESSION_KEYS,
  STORAGE_KEYS,
} from "./storage-keys";

describe("session end clears every listed key (spec 000 §4 Session end, spec 001 §8)", () => {
  it("lists every storage key either as session-scoped or as kept by the browser", () => {
    const listed = new Set<string>([...SESSION_KEYS, ...BROWSER_KEYS]);
    for (const key of Object.values(STORAGE_KEYS)) expect(listed.has(key), key).toBe(true);
    for (const key of SESSION_KEYS) expect(BROWSER_KEYS.includes(key), key).toBe(false);
  });

  it("includes the user, business and token keys of spec 000 §3", () => {
    expect(SESSION_KEYS).toEqual(
      expect.arrayContaining(["user", "business", "access_token", "refresh_token", "is_using_new_auth"]),
    );
  });

  it("removes every session key and prefixed key, and keeps the browser's own", () => {
    for (const key of [...SESSION_KEYS, ...BROWSER_KEYS]) localStorage.setItem(key, "x");
    for (const prefix of [...SESSION_KEY_PREFIXES, ...BROWSER_KEY_PREFIXES])
      localStorage.setItem(`${prefix}biz_1`, "x");
    clearSessionKeys(localStorage);
    const left = Object.keys(localStorage).sort();
    expect(left).toEqual([...BROWSER_KEYS, ...BROWSER_KEY_PREFIXES.map((p) => `${p}biz_1`)].sort());
  });
});

describe("stored session", () => {
  const user = { id: "u1" } as never;
  const business = { id: "b1" } as never;

  it("stores a new-token login and reports it as logged in with its tokens", () => {
    const store = createSessionStore(localStorage, memoryCookies());
    store.saveLogin({ user, business, access_token: "A", refresh_token: "R", mfaAuthenticated: true, now: 1000 });
    expect(store.snapshot()).toEqual({ usingNewAuth: true, accessToken: "A", hasUser: true, lastActionAt: 1000 });
    expect(store.refreshToken()).toBe("R");
    expect(store.mfaAuthenticatedFlag()).toBe("true");
  });

  it("stores a cookie-mode login without tokens", () => {
    const store = createSessionStore(localStorage, memoryCookies());
    store.saveLogin({ user, business, mfaAuthenticated: true, now: 1000 });
    expect(store.usingNewAuth()).toBe(false);
    expect(store.accessToken()).toBeNull();
  });

  it("reads the environment from its cookie, development by default (spec 000 §4)", () => {
    const cookies = memoryCookies();
    const store = createSessionStore(localStorage, cookies);
    expect(store.environment()).toBe("DEVELOPMENT");
    cookies.set("environment", "PRODUCTION", 10);
    expect(store.environment()).toBe("PRODUCTION");
    cookies.set("environment", "nonsense", 10);
    expect(store.environment()).toBe("DEVELOPMENT");
  });

  it("leaves nothing of the session after clear", () => {
    const store = createSessionStore(localStorage, memoryCookies());
    store.saveLogin({ user, business, access_token: "A", refresh_token: "R", mfaAuthenticated: true, now: 1000 });
    store.clear();
    for (const key of SESSION_KEYS) expect(localStorage.getItem(key), key).toBeNull();
    expect(store.snapshot()).toEqual({ usingNewAuth: false, accessToken: null, hasUser: false, lastActionAt: null });
  });
});
