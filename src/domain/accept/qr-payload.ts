/**
 * The payload a merchant-presented QR code carries: an EMVCo tag-length-value string (QRIS in
 * Indonesia) ending in a CRC-16/CCITT-FALSE checksum. Static codes (point of initiation 11)
 * let the payer type the amount; dynamic codes (12) carry it (tag 54).
 */

export type QrPayloadInput = {
  type: "STATIC" | "DYNAMIC";
  merchantName: string;
  city: string;
  /** ISO 3166 country code of the merchant. */
  country: string;
  /** Reference the payment is reconciled by (tag 62, sub-tag 05). */
  reference: string;
  amount?: number | null;
  currency: string;
};

/** ISO 4217 numeric codes of the currencies the dashboard handles. */
const CURRENCY_NUMERIC: Record<string, string> = { IDR: "360", PHP: "608", USD: "840", SGD: "702" };

const tlv = (tag: string, value: string) => `${tag}${String(value.length).padStart(2, "0")}${value}`;

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF) as 4 upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

const clean = (s: string, max: number) =>
  s
    .replace(/[^\x20-\x7E]/g, "")
    .trim()
    .slice(0, max) || "-";

export function qrPayload(input: QrPayloadInput): string {
  const parts = [
    tlv("00", "01"),
    tlv("01", input.type === "STATIC" ? "11" : "12"),
    tlv("26", tlv("00", "ID.CO.QRIS.WWW") + tlv("01", clean(input.reference, 25))),
    tlv("52", "5499"),
    tlv("53", CURRENCY_NUMERIC[input.currency] ?? "360"),
  ];
  if (input.type === "DYNAMIC" && input.amount != null) parts.push(tlv("54", String(input.amount)));
  parts.push(
    tlv("58", input.country),
    tlv("59", clean(input.merchantName, 25)),
    tlv("60", clean(input.city, 15)),
    tlv("62", tlv("05", clean(input.reference, 25))),
  );
  const body = `${parts.join("")}6304`;
  return body + crc16(body);
}

/** Whether a payload's checksum matches (what a payer's app checks before paying). */
export function qrPayloadValid(payload: string): boolean {
  return payload.length > 8 && crc16(payload.slice(0, -4)) === payload.slice(-4);
}
