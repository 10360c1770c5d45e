/**
 * Upload checks by content (spec 001 §5 "Files", §9; spec 002 §8 image upload codes):
 * business documents ≤ 8,388,608 bytes, JPEG/PNG/PDF; images ≤ 1,048,576 bytes, JPEG/PNG,
 * at least 200×200 px.
 */
import { ApiError } from "./errors.ts";
import { validationError } from "./http.ts";

export const DOCUMENT_MAX_BYTES = 8_388_608;
export const IMAGE_MAX_BYTES = 1_048_576;
export const IMAGE_MIN_SIDE = 200;

export type Sniffed = {
  /** The file's bytes (kept so the upload can be served back). */
  bytes: Uint8Array;
  mime: "image/jpeg" | "image/png" | "application/pdf";
  width: number | null;
  height: number | null;
};

export function sniff(bytes: Uint8Array): Omit<Sniffed, "bytes"> | null {
  if (bytes.length >= 24 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return { mime: "image/png", width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { mime: "image/jpeg", ...jpegSize(bytes) };
  }
  if (bytes.length >= 5 && String.fromCharCode(...bytes.subarray(0, 5)) === "%PDF-") {
    return { mime: "application/pdf", width: null, height: null };
  }
  return null;
}

/** Width and height from the first SOF marker of a JPEG. */
function jpegSize(bytes: Uint8Array): { width: number | null; height: number | null } {
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return { width: null, height: null };
    const marker = bytes[i + 1] as number;
    const length = ((bytes[i + 2] as number) << 8) | (bytes[i + 3] as number);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = ((bytes[i + 5] as number) << 8) | (bytes[i + 6] as number);
      const width = ((bytes[i + 7] as number) << 8) | (bytes[i + 8] as number);
      return { width, height };
    }
    i += 2 + length;
  }
  return { width: null, height: null };
}

function requireFile(file: File | undefined, field: string): File {
  if (!file) throw validationError([{ field, message: "a file is required" }]);
  return file;
}

export async function checkDocument(file: File | undefined, field: string): Promise<Sniffed> {
  const f = requireFile(file, field);
  if (f.size > DOCUMENT_MAX_BYTES) {
    throw new ApiError("UPLOAD_FILE_ERROR_FILESIZE_TOO_LARGE", "The file must not exceed 8 MB");
  }
  const bytes = new Uint8Array(await f.arrayBuffer());
  const sniffed = sniff(bytes);
  if (!sniffed) throw new ApiError("UPLOAD_FILE_ERROR_UNSUPPORTED_MIME", "Only JPEG, PNG or PDF files are accepted");
  return { ...sniffed, bytes };
}

export async function checkImage(file: File | undefined, field: string, pngOnly = false): Promise<Sniffed> {
  const f = requireFile(file, field);
  if (f.size > IMAGE_MAX_BYTES) throw new ApiError("IMAGE_FILE_SIZE_LIMIT_ERROR", "The image must not exceed 1 MB");
  const bytes = new Uint8Array(await f.arrayBuffer());
  const sniffed = sniff(bytes);
  if (pngOnly && sniffed?.mime !== "image/png")
    throw new ApiError("NON_PNG_FILE_TYPE_ERROR", "Only PNG images are accepted");
  if (!sniffed || sniffed.mime === "application/pdf") {
    throw new ApiError("UNSUPPORTED_IMAGE_FILE_TYPE_ERROR", "Only JPEG or PNG images are accepted");
  }
  if (
    sniffed.width === null ||
    sniffed.height === null ||
    sniffed.width < IMAGE_MIN_SIDE ||
    sniffed.height < IMAGE_MIN_SIDE
  ) {
    throw validationError([{ field, message: "image dimension at least 200x200px" }]);
  }
  return { ...sniffed, bytes };
}
