/**
 * The recent-records store of the command palette: kept in this browser's local storage and
 * shared by every tab's components. A page showing one record calls `rememberRecord`.
 */
import { useSyncExternalStore } from "react";
import {
  parseRecentRecords,
  pushRecentRecord,
  type RecentRecord,
  recentRecordsOf,
} from "../../domain/routing/recent-records.ts";
import { STORAGE_KEYS } from "../../lib/session/storage-keys.ts";
import { readLocal } from "./local-value.ts";

const RECENT_RECORDS_KEY = STORAGE_KEYS.recentRecords;

const listeners = new Set<() => void>();
let cache: { raw: string | null; list: RecentRecord[] } = { raw: null, list: [] };

function snapshot(): RecentRecord[] {
  const raw = readLocal(RECENT_RECORDS_KEY);
  if (raw !== cache.raw) cache = { raw, list: parseRecentRecords(raw) };
  return cache.list;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === RECENT_RECORDS_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Remember that the user opened a record (newest first, one entry per address). */
export function rememberRecord(record: Omit<RecentRecord, "visitedAt">, now = Date.now()): void {
  const next = pushRecentRecord(snapshot(), { ...record, visitedAt: now });
  try {
    localStorage.setItem(RECENT_RECORDS_KEY, JSON.stringify(next));
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

/** Every stored record (all businesses). */
export function readRecentRecords(): readonly RecentRecord[] {
  return snapshot();
}

/** The current business's recent records, newest first. */
export function useRecentRecords(businessId: string): RecentRecord[] {
  const list = useSyncExternalStore(subscribe, snapshot, () => []);
  return recentRecordsOf(list, businessId);
}
