/**
 * Upload checks made before anything is sent (spec 000 §5, spec 001 §5 and §9, spec 002 §5
 * and §9): documents JPEG/PNG/PDF up to 8 MB; images JPEG/PNG up to 1 MB and at least
 * 200×200 px (the dimensions are read from the image itself).
 */

export const UPLOAD_KINDS = {
  document: { types: ["image/jpeg", "image/png", "application/pdf"], maxBytes: 8_388_608, minSide: 0 },
  image: { types: ["image/jpeg", "image/png"], maxBytes: 1_048_576, minSide: 200 },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;

export type UploadProblem = "type" | "size" | "dimensions" | "unreadable";

export function fileProblem(file: { type: string; size: number }, kind: UploadKind): UploadProblem | null {
  const rules = UPLOAD_KINDS[kind];
  if (!(rules.types as readonly string[]).includes(file.type)) return "type";
  if (file.size > rules.maxBytes) return "size";
  return null;
}

export function dimensionProblem(width: number, height: number, kind: UploadKind): UploadProblem | null {
  const min = UPLOAD_KINDS[kind].minSide;
  return width >= min && height >= min ? null : "dimensions";
}

/** `accept` attribute value for a file input of this kind. */
export function acceptAttribute(kind: UploadKind): string {
  return UPLOAD_KINDS[kind].types.join(",");
}
