/**
 * Where a notification may take the user (spec 002 §2.9): only an http(s) address or a path on
 * this site; anything else (`javascript:`, `data:`, `//host`, …) is shown inert.
 */
import { sameOriginPath } from "../routing/safe-path.ts";

export type NotificationTarget = { kind: "external"; href: string } | { kind: "internal"; path: string };

export function safeNotificationTarget(url: string | null | undefined): NotificationTarget | undefined {
  if (typeof url !== "string" || url.length === 0 || url.length > 2048) return undefined;
  if (url.startsWith("/")) {
    const path = sameOriginPath(url);
    return path ? { kind: "internal", path } : undefined;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f\s]/.test(url)) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return undefined;
  return { kind: "external", href: parsed.href };
}
