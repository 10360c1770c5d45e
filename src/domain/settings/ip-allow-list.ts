/**
 * The IP allow list of the developers settings (spec 000 §4 IP-whitelist reminder, §5 "IPv4"
 * pattern; spec 002 §2.3 #ip-whitelists): IPv4 addresses and CIDR ranges, pasted in bulk. The
 * client and the gateway both use `isIpv4OrCidr`, so `999.999.999.999/99` is refused by both.
 * An empty list means the gateway does not check the caller's address at all.
 */

/** At most this many entries (a bound on the request size). */
export const MAX_ALLOW_LIST_ENTRIES = 100;
/** The longest entry: "255.255.255.255/32". */
export const MAX_ENTRY_LENGTH = 18;

const OCTET = /^(0|[1-9]\d{0,2})$/;

/** A dotted IPv4 address: four decimal octets 0–255, no leading zeros (they read as octal elsewhere). */
export function isIpv4(value: string): boolean {
  const parts = value.split(".");
  return parts.length === 4 && parts.every((p) => OCTET.test(p) && Number(p) <= 255);
}

/** An IPv4 address, or an IPv4 CIDR range with a prefix length 0–32. */
export function isIpv4OrCidr(value: string): boolean {
  if (value.length === 0 || value.length > MAX_ENTRY_LENGTH) return false;
  const [address, prefix, ...rest] = value.split("/");
  if (rest.length > 0 || address === undefined || !isIpv4(address)) return false;
  if (prefix === undefined) return true;
  return /^(0|[1-9]\d?)$/.test(prefix) && Number(prefix) <= 32;
}

export interface ParsedAllowList {
  /** Valid entries in the order pasted, without duplicates. */
  entries: string[];
  /** Entries that are not an IPv4 address or CIDR range, as typed. */
  invalid: string[];
}

/** Splits a bulk paste (commas, semicolons, spaces or new lines) into valid and invalid entries. */
export function parseAllowList(text: string): ParsedAllowList {
  const entries: string[] = [];
  const invalid: string[] = [];
  for (const raw of text.split(/[\s,;]+/)) {
    const item = raw.trim();
    if (item === "") continue;
    if (!isIpv4OrCidr(item)) invalid.push(item);
    else if (!entries.includes(item)) entries.push(item);
  }
  return { entries, invalid };
}

/** Adds pasted entries to a list (duplicates dropped); the result may be longer than the limit (the caller says so). */
export function mergeAllowList(current: readonly string[], added: readonly string[]): string[] {
  return [...current, ...added.filter((entry) => !current.includes(entry))];
}
