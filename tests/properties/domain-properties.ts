/**
 * Property tests of the pure rules in src/domain (issue 20 item 7): for any input of the
 * parameter's type, no exception, and each function's stated invariant. Run short in npm test
 * (tests/properties/domain-properties.test.ts) and long (≥ 10,000 cases each) with
 * `npm exec -- node scripts/fuzz-domain.ts`.
 */
import fc from "fast-check";
import {
  AVATAR_TOKENS,
  avatarToken,
  businessCounterLabel,
  unreadBadgeLabel,
} from "../../src/domain/format/counters.ts";
import { formatDate, formatDateTime } from "../../src/domain/format/date.ts";
import { addDays, isCalendarDay, rangeProblem } from "../../src/domain/format/export-range.ts";
import { formatAmount, formatPercent, truncateTo2 } from "../../src/domain/format/money.ts";
import { allStatuses, STATUS_FAMILIES, type StatusFamily, statusTone } from "../../src/domain/format/status.ts";
import { problemForErrorCode } from "../../src/domain/input/file-content.ts";
import { sameOriginPath } from "../../src/domain/routing/safe-path.ts";
import { parseRetryAfter } from "../../src/domain/session/api-error.ts";

const TONES = ["success", "warning", "danger", "info", "neutral"];
const FAMILIES = Object.keys(STATUS_FAMILIES) as StatusFamily[];
const PROTOTYPE_KEYS = ["constructor", "toString", "__proto__", "hasOwnProperty", "valueOf"];
const anyNumber = fc.oneof(fc.double(), fc.integer(), fc.constantFrom(Number.NaN, Infinity, -Infinity, -0));
const anyString = fc.oneof(fc.string(), fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ unit: "binary" }));

export const DOMAIN_PROPERTIES: Record<string, fc.IPropertyWithHooks<never> | fc.IProperty<never>> = {
  "formatPercent never loses a hundredth of a two-decimal value (spec 002 §9 truncates)": fc.property(
    fc.integer({ min: -10_000_000, max: 10_000_000 }),
    (hundredths) => {
      const value = hundredths / 100;
      return truncateTo2(value) === value && formatPercent(value).endsWith("%");
    },
  ) as never,
  "formatPercent truncates toward zero and never throws": fc.property(anyNumber, (value) => {
    const out = truncateTo2(value);
    const text = formatPercent(value);
    if (!Number.isFinite(value)) return out === 0 && text === "0%";
    return Math.abs(out) <= Math.abs(value) + 1e-9 && Math.abs(value - out) < 0.01 + 1e-9;
  }) as never,
  "formatAmount answers text for any amount and any currency string": fc.property(anyNumber, anyString, (n, c) => {
    return typeof formatAmount(n, c) === "string" && typeof formatAmount(n, c, { symbol: false }) === "string";
  }) as never,
  "formatDate / formatDateTime never throw, whatever the time zone": fc.property(
    fc.oneof(fc.date({ noInvalidDate: false }), anyString, anyNumber),
    fc.constantFrom("ID", "PH", "SG", "XX"),
    fc.option(fc.oneof(anyString, fc.constantFrom("Asia/Jakarta", "Not/A_Zone")), { nil: undefined }),
    (date, country, timeZone) =>
      typeof formatDate(date as never, country, { timeZone }) === "string" &&
      typeof formatDateTime(date as never, country, { timeZone }) === "string",
  ) as never,
  "statusTone is a tone for any status, prototype keys included": fc.property(
    fc.constantFrom(...FAMILIES),
    fc.oneof(anyString, fc.constantFrom(...allStatuses())),
    (family, status) => TONES.includes(statusTone(family, status)),
  ) as never,
  "problemForErrorCode is a problem or null for any code": fc.property(anyString, (code) => {
    const p = problemForErrorCode(code);
    return p === null || typeof p === "string";
  }) as never,
  "parseRetryAfter is null or whole non-negative seconds": fc.property(
    fc.oneof(anyString, fc.stringMatching(/^\d{1,400}$/)),
    fc.integer({ min: 0, max: 4_102_444_800_000 }),
    (header, now) => {
      const s = parseRetryAfter(header, now);
      return s === null || (Number.isSafeInteger(s) && s >= 0);
    },
  ) as never,
  "avatarToken is one of the four tokens for any position": fc.property(anyNumber, (n) =>
    (AVATAR_TOKENS as readonly string[]).includes(avatarToken(n)),
  ) as never,
  "badge labels never print 0, +0 or a fraction": fc.property(anyNumber, (n) => {
    const a = unreadBadgeLabel(n);
    const b = businessCounterLabel(n);
    const ok = (label: string | null) => label === null || /^(\+?[1-9]\d*|99\+|9\+)$/.test(label);
    return ok(a) && ok(b);
  }) as never,
  "addDays never throws and stays a calendar day for a calendar day": fc.property(
    fc.oneof(
      anyString,
      fc
        .date({ min: new Date(1970, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
    ),
    fc.oneof(fc.integer({ min: -1000, max: 1000 }), anyNumber),
    (day, n) => {
      const out = addDays(day, n);
      return !isCalendarDay(day) || !Number.isFinite(n) || isCalendarDay(out);
    },
  ) as never,
  "rangeProblem never throws on any pair of strings": fc.property(anyString, anyString, (start, end) => {
    const p = rangeProblem({ start, end }, "2026-11-23");
    return p === null || typeof p === "string";
  }) as never,
  "sameOriginPath answers only paths on this site": fc.property(anyString, (value) => {
    const out = sameOriginPath(`/${value}`);
    return out === undefined || (out.startsWith("/") && !out.startsWith("//") && !out.includes("\\\\"));
  }) as never,
};
