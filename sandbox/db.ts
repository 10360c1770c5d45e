/**
 * The embedded database: `node:sqlite`, in memory (tests) or a file under the data
 * directory (`npm run sandbox`). The schema is created here; `seed.ts` fills it.
 */
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";

/** Bump when the schema or the seed changes: a stored database of another version is re-seeded. */
export const SCHEMA_VERSION = "33";

export type Db = DatabaseSync;

const SCHEMA = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE users (
  id TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE COLLATE NOCASE, password_hash TEXT NOT NULL,
  full_name TEXT NOT NULL, phone_number TEXT, is_phone_number_verified INTEGER NOT NULL DEFAULT 0,
  mfa_type TEXT, email_verification_status TEXT NOT NULL DEFAULT 'VERIFIED', status TEXT NOT NULL DEFAULT 'ACTIVE',
  timezone TEXT NOT NULL DEFAULT 'SYSTEM', preferred_timezone TEXT, preferred_language TEXT NOT NULL DEFAULT 'en',
  entity TEXT NOT NULL, created TEXT NOT NULL, pin_hash TEXT, failed_logins INTEGER NOT NULL DEFAULT 0,
  locked_until INTEGER, pin_failures INTEGER NOT NULL DEFAULT 0, is_internal INTEGER NOT NULL DEFAULT 0,
  last_business_id TEXT, account_notifications TEXT NOT NULL DEFAULT '[]', im_consent TEXT,
  balance_view TEXT NOT NULL DEFAULT 'NEW', persona TEXT
);
CREATE TABLE businesses (
  id TEXT PRIMARY KEY, name TEXT NOT NULL, email TEXT NOT NULL, logo TEXT, entity TEXT NOT NULL, brand_name TEXT NOT NULL,
  country TEXT NOT NULL, go_live_status TEXT NOT NULL, created TEXT NOT NULL,
  exclude_pages TEXT NOT NULL DEFAULT '[]', exclude_settings TEXT NOT NULL DEFAULT '[]',
  is_xp_sub_account INTEGER NOT NULL DEFAULT 0, xp_sub_account_type TEXT, xp_master_account_id TEXT,
  can_view_disbursement INTEGER NOT NULL DEFAULT 1, is_xen_platform INTEGER NOT NULL DEFAULT 0,
  kyc_status TEXT NOT NULL DEFAULT 'PENDING', get_started_enabled INTEGER NOT NULL DEFAULT 1,
  get_started_completed INTEGER NOT NULL DEFAULT 0, submitted_date TEXT, instant_activation_before_bdd INTEGER NOT NULL DEFAULT 0,
  segment TEXT, legal_name TEXT, description TEXT, website TEXT, entity_type TEXT, country_of_registration TEXT,
  extra TEXT NOT NULL DEFAULT '{}', get_started TEXT NOT NULL DEFAULT '{}', activation_submitted_at INTEGER,
  cidr_whitelist TEXT NOT NULL DEFAULT '[]'
);
CREATE TABLE memberships (
  user_id TEXT NOT NULL, business_id TEXT NOT NULL, role TEXT NOT NULL,
  can_view INTEGER NOT NULL, can_edit INTEGER NOT NULL, can_approve INTEGER NOT NULL,
  can_manage_tech_settings INTEGER NOT NULL, can_administer INTEGER NOT NULL, can_withdraw INTEGER NOT NULL,
  operation INTEGER NOT NULL, PRIMARY KEY (user_id, business_id)
);
CREATE INDEX memberships_business ON memberships (business_id);
CREATE TABLE backup_codes (user_id TEXT NOT NULL, code TEXT NOT NULL, used_at INTEGER, PRIMARY KEY (user_id, code));
CREATE TABLE sessions (
  id TEXT PRIMARY KEY, user_id TEXT NOT NULL, business_id TEXT NOT NULL, mode TEXT NOT NULL,
  created_at INTEGER NOT NULL, revoked_at INTEGER, revoked_reason TEXT
);
CREATE TABLE refresh_tokens (hash TEXT PRIMARY KEY, session_id TEXT NOT NULL, expires_at INTEGER NOT NULL, used_at INTEGER);
CREATE TABLE one_time_tokens (token TEXT PRIMARY KEY, user_id TEXT NOT NULL, expires_at INTEGER NOT NULL, used_at INTEGER);
CREATE TABLE mfa_challenges (
  token TEXT PRIMARY KEY, user_id TEXT NOT NULL, mode TEXT NOT NULL, expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0, completed_at INTEGER
);
CREATE TABLE billing_statements (
  id TEXT PRIMARY KEY, business_id TEXT NOT NULL, period TEXT NOT NULL, status TEXT NOT NULL,
  amount REAL NOT NULL, currency TEXT NOT NULL, issued_date TEXT NOT NULL, due_date_term TEXT NOT NULL
);
CREATE TABLE records (
  id TEXT PRIMARY KEY, business_id TEXT NOT NULL, kind TEXT NOT NULL, environment TEXT NOT NULL,
  status TEXT NOT NULL, amount REAL, currency TEXT, created TEXT NOT NULL, updated TEXT NOT NULL,
  reference TEXT NOT NULL, description TEXT, channel TEXT, data TEXT NOT NULL DEFAULT '{}'
);
CREATE TABLE notifications (
  id TEXT PRIMARY KEY, user_id TEXT NOT NULL, business_id TEXT NOT NULL, type TEXT NOT NULL, created TEXT NOT NULL,
  title TEXT NOT NULL, message TEXT NOT NULL, is_read INTEGER NOT NULL DEFAULT 0, media_type TEXT, media_url TEXT,
  target_url TEXT
);
CREATE INDEX notifications_user ON notifications (user_id, business_id, created);
CREATE TABLE webhooks (
  id TEXT PRIMARY KEY, business_id TEXT NOT NULL, environment TEXT NOT NULL, product TEXT NOT NULL,
  url TEXT, reference TEXT NOT NULL, created TEXT NOT NULL
);
CREATE TABLE webhook_events (
  id TEXT PRIMARY KEY, webhook_id TEXT NOT NULL, status TEXT NOT NULL, created_at TEXT NOT NULL,
  next_redelivery_schedule TEXT, sender TEXT NOT NULL, response TEXT
);
CREATE INDEX webhook_events_webhook ON webhook_events (webhook_id, created_at);
CREATE TABLE feature_flags (
  business_id TEXT NOT NULL, flag_environment TEXT NOT NULL, name TEXT NOT NULL, enabled INTEGER NOT NULL,
  PRIMARY KEY (business_id, flag_environment, name)
);
CREATE TABLE files (
  id TEXT PRIMARY KEY, business_id TEXT NOT NULL, kind TEXT NOT NULL, doc_type TEXT, file_name TEXT NOT NULL,
  mime_type TEXT NOT NULL, size INTEGER NOT NULL, width INTEGER, height INTEGER, created TEXT NOT NULL, content BLOB
);
CREATE TABLE fraud_list (
  id TEXT PRIMARY KEY, business_id TEXT NOT NULL, environment TEXT NOT NULL, list TEXT NOT NULL,
  action TEXT NOT NULL, value TEXT NOT NULL, created TEXT NOT NULL, UNIQUE (business_id, environment, list, value)
);
CREATE TABLE payment_methods (
  business_id TEXT NOT NULL, product TEXT NOT NULL, category TEXT NOT NULL, method_name TEXT NOT NULL,
  status TEXT NOT NULL, sub_status TEXT, pending_at TEXT, activated_at TEXT, rejected_at TEXT, deactivated_at TEXT,
  processing_time TEXT, sub_status_at TEXT, details TEXT, PRIMARY KEY (business_id, product)
);
CREATE TABLE api_keys (
  id TEXT PRIMARY KEY, business_id TEXT NOT NULL, environment TEXT NOT NULL, name TEXT NOT NULL,
  key_prefix TEXT NOT NULL, permissions TEXT NOT NULL, created TEXT NOT NULL
);
CREATE TABLE saved_views (
  id TEXT PRIMARY KEY, user_id TEXT NOT NULL, business_id TEXT NOT NULL, list_key TEXT NOT NULL,
  name TEXT NOT NULL, filters TEXT NOT NULL, created TEXT NOT NULL, updated TEXT NOT NULL
);
CREATE INDEX saved_views_owner ON saved_views (user_id, business_id, list_key);
CREATE TABLE exports (
  id TEXT PRIMARY KEY, user_id TEXT NOT NULL, business_id TEXT NOT NULL, environment TEXT NOT NULL,
  kind TEXT NOT NULL, range_from TEXT NOT NULL, range_to TEXT NOT NULL, emails TEXT NOT NULL,
  filters TEXT NOT NULL, row_count INTEGER NOT NULL, created TEXT NOT NULL
);
CREATE INDEX exports_owner ON exports (user_id, business_id, environment, created);
`;

export const DB_FILE = "sandbox.db";

/** Write a copy of `db` (e.g. a seed built in memory) as the data directory's database, replacing any there. */
export function writeDbFile(db: Db, dataDir: string): void {
  mkdirSync(dataDir, { recursive: true });
  for (const f of [DB_FILE, `${DB_FILE}-wal`, `${DB_FILE}-shm`]) rmSync(path.join(dataDir, f), { force: true });
  db.prepare("VACUUM INTO ?").run(path.join(dataDir, DB_FILE));
}

export function openDb(dataDir: string | undefined): { db: Db; fresh: boolean } {
  if (!dataDir) {
    const db = new DatabaseSync(":memory:");
    return { db, fresh: true };
  }
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(path.join(dataDir, DB_FILE));
  db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;");
  const hasMeta = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'meta'").get();
  const version = hasMeta
    ? (db.prepare("SELECT value FROM meta WHERE key = 'schema_version'").get() as { value: string } | undefined)?.value
    : undefined;
  return { db, fresh: version !== SCHEMA_VERSION };
}

/** Indexes of the big tables, built after the seed's bulk insert (one sort instead of 20,000 random inserts). */
const LIST_INDEXES = [
  // newest first without a sort step; reference and description ride along so a text search
  // (LIKE '%…%') reads the index, not each row's JSON (issue 10: 10,000 transactions, ≈ 40 → 6 ms)
  "CREATE INDEX records_list ON records (business_id, kind, environment, created, id, reference, description);",
  // the amount sort (NULL as the lowest, sandbox/lists.ts) without a temporary b-tree (≈ 38 → 0.1 ms)
  "CREATE INDEX records_amount ON records (business_id, kind, environment, COALESCE(amount, -1), id);",
  "CREATE INDEX records_updated ON records (business_id, kind, environment, updated, id);",
].join("\n");

export function createListIndexes(db: Db): void {
  db.exec(LIST_INDEXES);
}

/** Drop every table and create the schema anew (the list indexes come from `createListIndexes`). */
export function createSchema(db: Db): void {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all() as {
    name: string;
  }[];
  for (const { name } of tables) db.exec(`DROP TABLE IF EXISTS "${name}"`);
  db.exec(SCHEMA);
  db.prepare("INSERT INTO meta (key, value) VALUES ('schema_version', ?)").run(SCHEMA_VERSION);
}

/** Run `fn` in one transaction. */
export function transaction<T>(db: Db, fn: () => T): T {
  db.exec("BEGIN");
  try {
    const result = fn();
    db.exec("COMMIT");
    return result;
  } catch (error) {
    db.exec("ROLLBACK");
    throw error;
  }
}

export function json<T>(text: string | null | undefined, fallback: T): T {
  if (text == null) return fallback;
  return JSON.parse(text) as T;
}
