/**
 * The personal timezone (spec 000 §3 User.timezone: SYSTEM means "guess from the browser";
 * spec 001 §3 "Timezone option: timezone, city, country_code, country_name, offset"; spec 000 §9
 * and spec 002 §9: Asia/Jakarta and Asia/Manila pinned first). One table of the zones offered,
 * used by the select and by the gateway, which refuses any other value.
 */

/** The stored value meaning "follow this browser's zone". */
export const SYSTEM_TIMEZONE = "SYSTEM";
/** spec 000 §9: pinned at the top. */
export const PINNED_TIMEZONES = ["Asia/Jakarta", "Asia/Manila"] as const;
/** The longest value the gateway accepts. */
export const MAX_TIMEZONE_LENGTH = 40;

/** Offered zones with their country (ISO 3166-1 alpha-2); names of countries come from Intl in the UI. */
export const TIMEZONE_COUNTRIES: Readonly<Record<string, string>> = {
  "Asia/Jakarta": "ID",
  "Asia/Manila": "PH",
  "Asia/Makassar": "ID",
  "Asia/Jayapura": "ID",
  "Asia/Pontianak": "ID",
  "Asia/Singapore": "SG",
  "Asia/Kuala_Lumpur": "MY",
  "Asia/Bangkok": "TH",
  "Asia/Ho_Chi_Minh": "VN",
  "Asia/Yangon": "MM",
  "Asia/Phnom_Penh": "KH",
  "Asia/Brunei": "BN",
  "Asia/Dili": "TL",
  "Asia/Hong_Kong": "HK",
  "Asia/Taipei": "TW",
  "Asia/Shanghai": "CN",
  "Asia/Tokyo": "JP",
  "Asia/Seoul": "KR",
  "Asia/Kolkata": "IN",
  "Asia/Dhaka": "BD",
  "Asia/Karachi": "PK",
  "Asia/Dubai": "AE",
  "Asia/Riyadh": "SA",
  "Australia/Perth": "AU",
  "Australia/Sydney": "AU",
  "Pacific/Auckland": "NZ",
  "Europe/London": "GB",
  "Europe/Amsterdam": "NL",
  "Europe/Berlin": "DE",
  "Europe/Paris": "FR",
  "Europe/Istanbul": "TR",
  "Africa/Lagos": "NG",
  "Africa/Nairobi": "KE",
  "America/New_York": "US",
  "America/Chicago": "US",
  "America/Denver": "US",
  "America/Los_Angeles": "US",
  "America/Sao_Paulo": "BR",
  "America/Mexico_City": "MX",
  UTC: "ZZ",
};

export function isKnownTimezone(value: string): boolean {
  return value.length <= MAX_TIMEZONE_LENGTH && (value === SYSTEM_TIMEZONE || Object.hasOwn(TIMEZONE_COUNTRIES, value));
}

export interface TimezoneOption {
  timezone: string;
  city: string;
  country_code: string;
  /** Minutes east of UTC at `now`. */
  offset_minutes: number;
  /** "UTC+07:00". */
  offset: string;
}

/** The zone's offset from UTC in minutes at `at` (daylight saving included), from the runtime's zone data. */
export function offsetMinutes(timezone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: timezone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const local = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"));
  const utc = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes());
  return Math.round((local - utc) / 60_000);
}

export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, "0");
  const mm = String(abs % 60).padStart(2, "0");
  return `UTC${sign}${hh}:${mm}`;
}

/** "Asia/Ho_Chi_Minh" → "Ho Chi Minh". */
export function cityOf(timezone: string): string {
  return (timezone.split("/").at(-1) ?? timezone).replaceAll("_", " ");
}

/** The options: the pinned zones first, then the rest by offset and city. */
export function timezoneOptions(at: Date): TimezoneOption[] {
  const option = (timezone: string): TimezoneOption => {
    const offset_minutes = offsetMinutes(timezone, at);
    return {
      timezone,
      city: cityOf(timezone),
      country_code: TIMEZONE_COUNTRIES[timezone] ?? "ZZ",
      offset_minutes,
      offset: formatOffset(offset_minutes),
    };
  };
  const pinned: readonly string[] = PINNED_TIMEZONES;
  const rest = Object.keys(TIMEZONE_COUNTRIES)
    .filter((zone) => !pinned.includes(zone))
    .map(option)
    .sort((a, b) => a.offset_minutes - b.offset_minutes || a.city.localeCompare(b.city));
  return [...pinned.map(option), ...rest];
}

/**
 * SYSTEM: the browser's zone when it is one we offer, else the pinned zone of the business's
 * country (Asia/Manila for the Philippines, Asia/Jakarta otherwise).
 */
export function guessTimezone(browserZone: string | undefined, country: string): string {
  if (browserZone && Object.hasOwn(TIMEZONE_COUNTRIES, browserZone)) return browserZone;
  return country === "PH" ? "Asia/Manila" : "Asia/Jakarta";
}

/** The zone in force for a stored preference (SYSTEM or null → the guess). */
export function effectiveTimezone(stored: string | null | undefined, browserZone: string | undefined, country: string) {
  return stored && stored !== SYSTEM_TIMEZONE && isKnownTimezone(stored) ? stored : guessTimezone(browserZone, country);
}
