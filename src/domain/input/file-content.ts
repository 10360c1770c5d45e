/**
 * Upload checks by content (spec 000 §5, spec 001 §5 and §9): the type comes from the file's
 * first bytes (magic numbers), not from its name or the browser's guess, so a renamed file is
 * refused before it is sent. Documents JPEG/PNG/PDF ≤ 8,388,608 bytes; images JPEG/PNG
 * ≤ 1,048,576 bytes and at least 200×200 px. Upload error codes of spec 001 §8 and spec 002 §8
 * map onto the same problems, so a refusal reads the same whether the browser or the server
 * found it.
 */
import { dimensionProblem, UPLOAD_KINDS, type UploadKind, type UploadProblem } from "./upload.ts";

export type SniffedType = "image/jpeg" | "image/png" | "application/pdf";

const SIGNATURES: { type: SniffedType; bytes: number[] }[] = [
  { type: "image/jpeg", bytes: [0xff, 0xd8, 0xff] },
  { type: "image/png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: "application/pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // "%PDF-"
];

/** How many leading bytes `sniffType` needs. */
export const SNIFF_BYTES = 8;

/** The file type its first bytes declare, or null for anything else. */
export function sniffType(head: Uint8Array): SniffedType | null {
  for (const { type, bytes } of SIGNATURES) {
    if (head.length >= bytes.length && bytes.every((b, i) => head[i] === b)) return type;
  }
  return null;
}

/** Whether the image must be decoded to check its size in pixels. */
export function needsDimensions(kind: UploadKind, type: SniffedType | null): boolean {
  return UPLOAD_KINDS[kind].minSide > 0 && type !== null && type !== "application/pdf";
}

export interface ContentFacts {
  size: number;
  /** From `sniffType` on the first bytes. */
  type: SniffedType | null;
  /** Pixel size read from the decoded image; `null` when it could not be decoded. */
  dimensions?: { width: number; height: number } | null;
}

/**
 * The problem that keeps a file from being uploaded, checked in the order a user can act on:
 * type, then size, then pixel dimensions (only for images of a kind with a minimum).
 */
export function uploadProblem(facts: ContentFacts, kind: UploadKind): UploadProblem | null {
  const rules = UPLOAD_KINDS[kind];
  if (facts.type === null || !(rules.types as readonly string[]).includes(facts.type)) return "type";
  if (facts.size > rules.maxBytes) return "size";
  if (needsDimensions(kind, facts.type)) {
    if (facts.dimensions === undefined || facts.dimensions === null) return "unreadable";
    return dimensionProblem(facts.dimensions.width, facts.dimensions.height, kind);
  }
  return null;
}

/** Upload error codes of the gateway (spec 001 §8, spec 002 §8) as the same problems. */
const CODE_PROBLEMS: Record<string, UploadProblem> = {
  UPLOAD_FILE_ERROR_UNSUPPORTED_MIME: "type",
  UNSUPPORTED_IMAGE_FILE_TYPE_ERROR: "type",
  NON_PNG_FILE_TYPE_ERROR: "type",
  UPLOAD_FILE_ERROR_FILESIZE_TOO_LARGE: "size",
  IMAGE_FILE_SIZE_LIMIT_ERROR: "size",
};

export function problemForErrorCode(code: string | undefined): UploadProblem | null {
  return code && Object.hasOwn(CODE_PROBLEMS, code) ? (CODE_PROBLEMS[code] ?? null) : null;
}

/** "1.5 MB"-style size (1 MB = 1,048,576 bytes, as the limits are counted). */
export function fileSizeParts(bytes: number): { value: number; unit: "B" | "KB" | "MB" } {
  if (bytes < 1024) return { value: bytes, unit: "B" };
  if (bytes < 1_048_576) return { value: Math.round((bytes / 1024) * 10) / 10, unit: "KB" };
  return { value: Math.round((bytes / 1_048_576) * 10) / 10, unit: "MB" };
}
