/**
 * The environment (live/test) and the cookies that carry it. spec 000 §4 "Go-live status",
 * "Environment"; §9 "Environment cookie life 1 day".
 */
import { isLiveEnabled } from "./tiers.ts";

export const ENVIRONMENTS = ["DEVELOPMENT", "PRODUCTION"] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
export const DEFAULT_ENVIRONMENT: Environment = "DEVELOPMENT";
/** spec 000 §9: one day. */
export const ENVIRONMENT_COOKIE_MAX_AGE_SECONDS = 86_400;

export type LiveMode = "live" | "non-live";

export function isEnvironment(value: unknown): value is Environment {
  return value === "DEVELOPMENT" || value === "PRODUCTION";
}

export interface EnvironmentState {
  environment: Environment;
  liveMode: LiveMode;
  /** Whether the user may switch between live and test mode. */
  canSwitch: boolean;
  /** The environment cookie to (re)write for one day, or null to leave it as it is. */
  writeEnvironmentCookie: Environment | null;
}

/**
 * spec 000 §4: LIVE and TIER_1 count as live: the live-mode cookie is live and switching is
 * allowed (the environment is the cookie's, default DEVELOPMENT). Otherwise the live-mode cookie
 * is non-live and the environment is forced to DEVELOPMENT for one day.
 */
export function resolveEnvironment(input: {
  goLiveStatus: string | null | undefined;
  environmentCookie: string | null | undefined;
}): EnvironmentState {
  if (isLiveEnabled(input.goLiveStatus)) {
    const valid = isEnvironment(input.environmentCookie);
    return {
      environment: valid ? (input.environmentCookie as Environment) : DEFAULT_ENVIRONMENT,
      liveMode: "live",
      canSwitch: true,
      writeEnvironmentCookie: valid ? null : DEFAULT_ENVIRONMENT,
    };
  }
  return {
    environment: "DEVELOPMENT",
    liveMode: "non-live",
    canSwitch: false,
    writeEnvironmentCookie: "DEVELOPMENT",
  };
}

export type SwitchDecision = { ok: true } | { ok: false; reason: "not-live-enabled" | "same-environment" };

/** spec 000 §4: switching to live is blocked when the business is not live-enabled. */
export function canSwitchEnvironment(input: {
  from: Environment;
  to: Environment;
  goLiveStatus: string | null | undefined;
}): SwitchDecision {
  if (input.from === input.to) return { ok: false, reason: "same-environment" };
  if (input.to === "PRODUCTION" && !isLiveEnabled(input.goLiveStatus)) return { ok: false, reason: "not-live-enabled" };
  return { ok: true };
}
