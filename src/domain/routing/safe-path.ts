/**
 * A path on this site, or nothing (issue 22 item 10). Browsers read `/\host`, `/\t/host` and
 * `//host` as another origin, and strip tabs and newlines from URLs, so a return address is
 * accepted only when, resolved against this site, it stays on this site; the answer is the
 * normalised path, query and hash.
 */
const BASE = "https://dashboard.invalid";

export function sameOriginPath(value: unknown): string | undefined {
  if (typeof value !== "string" || !value.startsWith("/") || value.length > 2048) return undefined;
  // a backslash or a control character anywhere can change how a browser reads the address
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith("//") ? undefined : path;
}
