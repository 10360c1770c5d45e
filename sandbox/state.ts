/** The per-instance state every handler sees. */
import { randomBytes } from "node:crypto";
import type { Db } from "./db.ts";
import type { FaultStore } from "./faults.ts";

export type SandboxState = {
  db: Db;
  now: () => number;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** HMAC secret for access tokens (kept in the database so a restart keeps sessions). */
  secret: string;
  faults: FaultStore;
  /** Rate-limit windows: key → epoch ms until which the action is refused. */
  rateLimits: Map<string, number>;
  /** Access tokens issued before this instant count as expired (admin "expire tokens" fault). */
  tokensNotBefore: number;
  /** PIN authorization tokens (POST /api/pin_authorization_tokens): token → user and expiry. */
  pinTokens: Map<string, { userId: string; expires: number }>;
  /** Whether the /__sandbox admin endpoints are mounted. */
  admin: boolean;
  /** Per-start secret for the /__sandbox surface from another origin (header x-sandbox-secret; issue 20 item 5). */
  adminSecret: string;
};

export function isoAt(ms: number): string {
  return new Date(ms).toISOString();
}

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("hex")}`;
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}
