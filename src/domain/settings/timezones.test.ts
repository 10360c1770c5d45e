/** spec 000 §3 (timezone SYSTEM), §9 and spec 002 §9 (Asia/Jakarta, Asia/Manila pinned first), spec 001 §3 options. */
import { describe, expect, it } from "vitest";
import {
  effectiveTimezone,
  formatOffset,
  guessTimezone,
  isKnownTimezone,
  offsetMinutes,
  timezoneOptions,
} from "./timezones.ts";

const JAN = new Date("2026-01-15T12:00:00Z");
const JUL = new Date("2026-07-15T12:00:00Z");

describe("timezones (spec 000 §9)", () => {
  it("pins Asia/Jakarta then Asia/Manila first, the rest ordered by offset", () => {
    const options = timezoneOptions(JAN);
    expect(options.slice(0, 2).map((o) => o.timezone)).toEqual(["Asia/Jakarta", "Asia/Manila"]);
    const rest = options.slice(2).map((o) => o.offset_minutes);
    expect(rest).toEqual([...rest].sort((a, b) => a - b));
    expect(options[0]).toMatchObject({ city: "Jakarta", country_code: "ID", offset: "UTC+07:00" });
    expect(options.find((o) => o.timezone === "Asia/Ho_Chi_Minh")?.city).toBe("Ho Chi Minh");
  });

  it.each([
    ["Asia/Jakarta", JAN, 420],
    ["Asia/Manila", JUL, 480],
    ["Asia/Kolkata", JAN, 330],
    ["Europe/London", JAN, 0],
    ["Europe/London", JUL, 60],
    ["America/New_York", JAN, -300],
  ])("offset of %s at %s is %i minutes", (zone, at, minutes) => {
    expect(offsetMinutes(zone, at)).toBe(minutes);
  });

  it("formats offsets", () => {
    expect([formatOffset(420), formatOffset(330), formatOffset(-300), formatOffset(0)]).toEqual([
      "UTC+07:00",
      "UTC+05:30",
      "UTC-05:00",
      "UTC+00:00",
    ]);
  });

  it.each([
    ["SYSTEM", true],
    ["Asia/Jakarta", true],
    ["Mars/Olympus_Mons", false],
    ["asia/jakarta", false],
    ["x".repeat(41), false],
    ["", false],
  ])("accepts %j: %s", (zone, ok) => {
    expect(isKnownTimezone(zone)).toBe(ok);
  });

  it("SYSTEM follows the browser's zone when offered, else the country's pinned zone", () => {
    expect(guessTimezone("Asia/Singapore", "ID")).toBe("Asia/Singapore");
    expect(guessTimezone("Antarctica/Troll", "PH")).toBe("Asia/Manila");
    expect(guessTimezone(undefined, "ID")).toBe("Asia/Jakarta");
    expect(effectiveTimezone("SYSTEM", "Asia/Tokyo", "ID")).toBe("Asia/Tokyo");
    expect(effectiveTimezone("Asia/Manila", "Asia/Tokyo", "ID")).toBe("Asia/Manila");
    expect(effectiveTimezone(null, undefined, "PH")).toBe("Asia/Manila");
  });
});
