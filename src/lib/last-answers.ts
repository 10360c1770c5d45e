/**
 * The answers a signed-in first paint needs, kept from the last visit (issue 19). The frame
 * cannot render before the guard knows the user, the business's flags and settings, the balance
 * view and the billing reminder's statements (spec 000 §2, §4), so every signed-in load waited a
 * round trip to the gateway after its code had arrived. A returning user's browser has had
 * these answers before: the frame keeps the last ones in local storage ({@link keepAnswers}), and
 * the next load puts them in the query cache as already out of date ({@link restoreAnswers})
 * before the guard runs. The guard decides at once from them, the frame paints, and the same
 * load asks the gateway again (the early start's requests); an answer that differs from the kept
 * one reloads the route's guards and loaders (`onChanged`), so what the gateway says now wins a
 * round trip later, and a refused session still ends the session as before.
 *
 * Kept per owner (user, business, flag environment): another user's or another business's answers
 * are never restored. Each answer is checked with its contract schema when restored, so a stored
 * value of an older build, or a tampered one, is dropped (its read then waits for the gateway as
 * before). A session end removes the kept answers with the session's keys
 * (src/lib/session/storage-keys.ts).
 */
import { hashKey, type QueryClient, type QueryKey } from "@tanstack/react-query";
import * as v from "valibot";

/** One answer to keep: its query key and the schema its data must pass when restored. */
export interface KeptAnswer {
  key: QueryKey;
  schema: v.GenericSchema;
}

export interface LastAnswersOptions {
  storage: Storage;
  /** The local-storage key (src/lib/session/storage-keys.ts `STORAGE_KEYS.lastAnswers`). */
  storageKey: string;
  /** Whose answers these are: user, business and flag environment. */
  owner: string;
  answers: readonly KeptAnswer[];
}

/** Format of the stored value; a value in another format is ignored. */
const VERSION = 1;
/** Larger values are not kept (local storage is small and shared). */
export const MAX_KEPT_CHARS = 200_000;
/** How long after a restore a differing answer still reloads the route (the gateway's answers come in a round trip). */
const WATCH_LIMIT_MS = 60_000;

const Stored = v.object({
  version: v.literal(VERSION),
  owner: v.string(),
  answers: v.array(v.object({ key: v.string(), data: v.unknown() })),
});

/** A key as the cache hashes it (`query.queryHash`), which is also how the stored value names it. */
const keyOf = (key: QueryKey): string => hashKey(key);

/**
 * Keeps the answers named in `options.answers` now and whenever one of them arrives from the
 * gateway (the values the cache holds then, all of them together). Returns the unsubscribe.
 */
export function keepAnswers(queryClient: QueryClient, options: LastAnswersOptions): () => void {
  const kept = new Set(options.answers.map((answer) => keyOf(answer.key)));
  let pending = false;
  const write = () => {
    pending = false;
    const answers = options.answers.flatMap((answer) => {
      const data = queryClient.getQueryData(answer.key);
      return data === undefined ? [] : [{ key: keyOf(answer.key), data }];
    });
    const value = JSON.stringify({ version: VERSION, owner: options.owner, answers });
    try {
      if (value.length > MAX_KEPT_CHARS) options.storage.removeItem(options.storageKey);
      else options.storage.setItem(options.storageKey, value);
    } catch {
      // storage full or refused: the next load waits for the gateway, as without kept answers
    }
  };
  write();
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success") return;
    if (!kept.has(event.query.queryHash) || pending) return;
    // one write for the answers that arrive together
    pending = true;
    queueMicrotask(write);
  });
}

/** The kept answers of `owner` that still pass their schemas (key → parsed data). */
export function readKeptAnswers(options: LastAnswersOptions): Map<string, unknown> {
  const restored = new Map<string, unknown>();
  let raw: string | null;
  try {
    raw = options.storage.getItem(options.storageKey);
  } catch {
    return restored;
  }
  if (raw === null || raw.length > MAX_KEPT_CHARS) return restored;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return restored;
  }
  const stored = v.safeParse(Stored, parsed);
  if (!stored.success || stored.output.owner !== options.owner) return restored;
  const byKey = new Map(stored.output.answers.map((answer) => [answer.key, answer.data]));
  for (const answer of options.answers) {
    const key = keyOf(answer.key);
    if (!byKey.has(key)) continue;
    const checked = v.safeParse(answer.schema, byKey.get(key));
    if (checked.success) restored.set(key, checked.output);
  }
  return restored;
}

/**
 * Puts `owner`'s kept answers in the cache as out of date (so any read of them asks the gateway
 * again) unless the cache already has an answer, and calls `onChanged` once for each restored
 * answer the gateway then answers differently (the cache's structural sharing keeps an equal
 * answer's value, so an unchanged one calls nothing). Returns how many answers were restored.
 */
export function restoreAnswers(
  queryClient: QueryClient,
  options: LastAnswersOptions & { onChanged: () => void },
): number {
  const restored = readKeptAnswers(options);
  const watched = new Map<string, unknown>();
  for (const answer of options.answers) {
    const key = keyOf(answer.key);
    if (!restored.has(key) || queryClient.getQueryData(answer.key) !== undefined) continue;
    // dataUpdatedAt 1: older than any stale time, so the guard's reads and the screens ask again
    const data = queryClient.setQueryData(answer.key, restored.get(key), { updatedAt: 1 });
    watched.set(key, data);
  }
  if (watched.size === 0) return 0;
  const cache = queryClient.getQueryCache();
  const stop = () => {
    unsubscribe();
    clearTimeout(limit);
  };
  const unsubscribe = cache.subscribe((event) => {
    if (event.type !== "updated") return;
    const key = event.query.queryHash;
    if (!watched.has(key)) return;
    if (event.action.type === "success") {
      const changed = event.query.state.data !== watched.get(key);
      watched.delete(key);
      if (changed) options.onChanged();
    } else if (event.action.type === "error") watched.delete(key);
    if (watched.size === 0) stop();
  });
  const limit = setTimeout(stop, WATCH_LIMIT_MS);
  return watched.size;
}
