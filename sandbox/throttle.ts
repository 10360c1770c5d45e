/**
 * Sliding-window counters in memory (issue 20 item 3): login attempts by address and by client,
 * and the stand-in lock of addresses that have no account (so a lock-out looks the same whether
 * the address exists or not). Cleared by `/__sandbox/reset`.
 */
import type { Context } from "hono";
import { tooManyRequests } from "./errors.ts";
import type { SandboxState } from "./state.ts";

const windows = new WeakMap<SandboxState, Map<string, number[]>>();

function windowsOf(state: SandboxState): Map<string, number[]> {
  const map = windows.get(state) ?? new Map<string, number[]>();
  windows.set(state, map);
  return map;
}

/** The instants of `key`'s hits within the last `windowMs` (older ones are dropped). */
function recent(state: SandboxState, key: string, windowMs: number): number[] {
  const map = windowsOf(state);
  const since = state.now() - windowMs;
  const kept = (map.get(key) ?? []).filter((at) => at > since);
  if (kept.length > 0) map.set(key, kept);
  else map.delete(key);
  return kept;
}

export function countHits(state: SandboxState, key: string, windowMs: number): number {
  return recent(state, key, windowMs).length;
}

export function recordHit(state: SandboxState, key: string, windowMs: number): void {
  const kept = recent(state, key, windowMs);
  kept.push(state.now());
  windowsOf(state).set(key, kept);
}

/** 429 TOO_MANY_REQUESTS with Retry-After (until the oldest hit leaves the window) once `limit` is reached. */
export function refuseOverLimit(
  state: SandboxState,
  key: string,
  limit: number,
  windowMs: number,
  message: string,
): void {
  const hits = recent(state, key, windowMs);
  if (hits.length < limit) return;
  const oldest = hits[hits.length - limit] as number;
  throw tooManyRequests(Math.max(1, (oldest + windowMs - state.now()) / 1000), message);
}

export function forget(state: SandboxState, key: string): void {
  windowsOf(state).delete(key);
}

export function clearThrottles(state: SandboxState): void {
  windowsOf(state).clear();
}

/** The caller's network address (the socket's peer; forwarded-for headers are not trusted). */
export function clientOf(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? "unknown";
}

/** An e-mail address as one key: trimmed, lower case. */
export const addressKey = (email: string) => email.trim().toLowerCase();
