/**
 * Masks and transformations of spec 001 §5: NPWP `99.999.999.9-999.999`, TIN
 * `999-999-999-999` (X placeholders), SEC `999999999`. `9` is a digit slot; other characters
 * are literals inserted as the user types. Before sending, hyphens and dots are stripped.
 */

export const MASKS = {
  npwp: "99.999.999.9-999.999",
  tin: "999-999-999-999",
  sec: "999999999",
} as const;
export type MaskName = keyof typeof MASKS;

export function maskSlots(mask: string): number {
  return [...mask].filter((c) => c === "9").length;
}

/** Format the digits of `input` into `mask`; literals appear only once a digit follows them. */
export function applyMask(input: string, mask: string): string {
  const digits = input.replace(/\D/g, "").slice(0, maskSlots(mask));
  let out = "";
  let i = 0;
  for (const c of mask) {
    if (i >= digits.length) break;
    if (c === "9") out += digits[i++];
    else out += c;
  }
  return out;
}

/** What is sent: the digits only (spec 001 §5 "hyphens and decimals stripped"), trimmed. */
export function unmask(value: string): string {
  return value.trim().replace(/[-.\s]/g, "");
}

/** The placeholder shown in an empty masked field: `XXX-XXX-XXX-XXX`. */
export function maskPlaceholder(mask: string, slot = "X"): string {
  return mask.replace(/9/g, slot);
}

export function isMaskComplete(value: string, mask: string): boolean {
  return value.replace(/\D/g, "").length === maskSlots(mask);
}

/** SEC registration numbers are stored with the prefix `CS` and shown without it (spec 001 §5). */
export function secForStorage(display: string): string {
  const digits = unmask(display);
  return digits ? `CS${digits}` : "";
}

export function secForDisplay(stored: string): string {
  return stored.startsWith("CS") ? stored.slice(2) : stored;
}
