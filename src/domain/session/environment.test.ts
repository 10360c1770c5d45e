import { describe, expect, it } from "vitest";
import { canSwitchEnvironment, type EnvironmentState, resolveEnvironment } from "./environment";

describe("environment and live-mode cookies (spec 000 §4 Go-live status, Environment; §9 one-day cookie)", () => {
  it.each<[string, string | undefined, string | undefined, EnvironmentState]>([
    [
      "LIVE with a PRODUCTION cookie stays in production",
      "LIVE",
      "PRODUCTION",
      { environment: "PRODUCTION", liveMode: "live", canSwitch: true, writeEnvironmentCookie: null },
    ],
    [
      "TIER_1 with a DEVELOPMENT cookie stays in development",
      "TIER_1",
      "DEVELOPMENT",
      { environment: "DEVELOPMENT", liveMode: "live", canSwitch: true, writeEnvironmentCookie: null },
    ],
    [
      "LIVE without a cookie defaults to development and writes it",
      "LIVE",
      undefined,
      { environment: "DEVELOPMENT", liveMode: "live", canSwitch: true, writeEnvironmentCookie: "DEVELOPMENT" },
    ],
    [
      "LIVE with a garbage cookie defaults to development",
      "LIVE",
      "prod",
      { environment: "DEVELOPMENT", liveMode: "live", canSwitch: true, writeEnvironmentCookie: "DEVELOPMENT" },
    ],
    [
      "REGISTERED with a PRODUCTION cookie is forced to development",
      "REGISTERED",
      "PRODUCTION",
      { environment: "DEVELOPMENT", liveMode: "non-live", canSwitch: false, writeEnvironmentCookie: "DEVELOPMENT" },
    ],
    [
      "FORM_CONFIRMED is forced to development",
      "FORM_CONFIRMED",
      undefined,
      { environment: "DEVELOPMENT", liveMode: "non-live", canSwitch: false, writeEnvironmentCookie: "DEVELOPMENT" },
    ],
    [
      "LIVE_TESTMODE is not live",
      "LIVE_TESTMODE",
      "PRODUCTION",
      { environment: "DEVELOPMENT", liveMode: "non-live", canSwitch: false, writeEnvironmentCookie: "DEVELOPMENT" },
    ],
  ])("%s", (_name, goLiveStatus, environmentCookie, expected) => {
    expect(resolveEnvironment({ goLiveStatus, environmentCookie })).toEqual(expected);
  });

  it.each([
    ["test → live on a LIVE business", "DEVELOPMENT", "PRODUCTION", "LIVE", { ok: true }],
    ["test → live on a TIER_1 business", "DEVELOPMENT", "PRODUCTION", "TIER_1", { ok: true }],
    [
      "test → live on a REGISTERED business is blocked",
      "DEVELOPMENT",
      "PRODUCTION",
      "REGISTERED",
      { ok: false, reason: "not-live-enabled" },
    ],
    ["live → test is always allowed", "PRODUCTION", "DEVELOPMENT", "REGISTERED", { ok: true }],
    [
      "switching to the same mode does nothing",
      "DEVELOPMENT",
      "DEVELOPMENT",
      "LIVE",
      { ok: false, reason: "same-environment" },
    ],
  ] as const)("%s", (_name, from, to, goLiveStatus, expected) => {
    expect(canSwitchEnvironment({ from, to, goLiveStatus })).toEqual(expected);
  });
});
