/**
 * Upload file names as stored and shown (issue 20 item 5): the last path segment only, no
 * control characters (NUL included), none of `< > : " / \ | ? *`, no leading dots, at most 255
 * characters with the extension kept; an empty result is "file".
 */
export const MAX_FILE_NAME_LENGTH = 255;

export function sanitizeFileName(raw: string): string {
  const last = raw.split(/[/\\]/).pop() ?? "";
  const cleaned = last
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^[.\s]+/, "")
    .replace(/[.\s]+$/, "");
  if (cleaned === "") return "file";
  if (cleaned.length <= MAX_FILE_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const extension = dot > 0 && cleaned.length - dot <= 16 ? cleaned.slice(dot) : "";
  return cleaned.slice(0, MAX_FILE_NAME_LENGTH - extension.length) + extension;
}
