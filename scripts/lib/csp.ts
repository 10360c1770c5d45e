/**
 * The bundles' Content-Security-Policy and security headers (issue 20 item 6), from the runtime
 * config (the gateway's origin) — one function for the build's static-host files (`_headers`,
 * `nginx-security-headers.conf`), the meta-tag fallback in index.html and `npm start` / the e2e
 * server (scripts/lib/serve.ts).
 *
 * Scripts only from the bundle's own origin, and the one inline boot script of index.html by the
 * hash of its text (scripts/lib/boot-script.ts, issue 19): no 'unsafe-inline', no 'unsafe-eval', no inline
 * handlers (libraries added later — charts, PDF, QR, spreadsheets — must not use eval or inline
 * scripts; their workers and generated files may come from blob: URLs). Styles from the bundle's
 * own files only (and react-aria's two constant <style> elements by hash): the brand theme is an
 * emitted stylesheet, not an inline <style>; React sets style properties through the CSSOM,
 * which a policy does not block. Trusted Types are not required: react-aria's live announcer
 * clears itself with `innerHTML = ""`, which such a policy refuses (a render error was seen on
 * the transactions filters).
 */
import { createHash } from "node:crypto";
import { bootScriptText, scriptHashSource } from "./boot-script.ts";

/**
 * The only inline styles allowed, by hash: the constant <style> elements react-aria inserts
 * (usePress and usePreventScroll, react-aria 3.53.1). A library update that changes them shows
 * up as a violation in e2e/csp.spec.ts.
 */
export const LIBRARY_INLINE_STYLES = [
  "@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}",
  "@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}",
] as const;

const styleHashes = LIBRARY_INLINE_STYLES.map(
  (text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`,
);

export interface CspConfig {
  /** The runtime config's gateway: a path on this origin ("/") or an absolute http(s) URL. */
  gatewayUrl: string;
  /**
   * The texts of the inline scripts the served index.html carries (scripts/lib/serve.ts reads
   * them from the bundle, which may predate the source); by default the boot script as the build
   * inlines it now.
   */
  inlineScripts?: readonly string[];
}

export const CSP_HEADER = "Content-Security-Policy";

/** The gateway's origin when it is another origin, else null ('self' covers it). */
export function gatewayOrigin(gatewayUrl: string): string | null {
  if (!/^https?:\/\//i.test(gatewayUrl)) return null;
  try {
    return new URL(gatewayUrl).origin;
  } catch {
    return null;
  }
}

export function cspDirectives(config: CspConfig): [string, string[]][] {
  const gateway = gatewayOrigin(config.gatewayUrl);
  const withGateway = (...sources: string[]) => (gateway ? [...sources, gateway] : sources);
  return [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...(config.inlineScripts ?? [bootScriptText()]).map(scriptHashSource)]],
    ["style-src", ["'self'", ...styleHashes]],
    ["img-src", withGateway("'self'", "data:", "blob:")],
    ["media-src", withGateway("'self'", "blob:")],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", withGateway("'self'")],
    ["worker-src", ["'self'", "blob:"]],
    ["frame-src", ["'self'", "blob:"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
}

const serialize = (directives: [string, string[]][]) =>
  directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ");

export function contentSecurityPolicy(config: CspConfig): string {
  return serialize(cspDirectives(config));
}

/**
 * The meta-tag fallback for hosts that cannot set headers: what does not depend on the runtime
 * config (a deployer may point config.json at another gateway, and a meta policy cannot be
 * widened by a header) and what a meta policy may carry (no frame-ancestors).
 */
export function metaContentSecurityPolicy(): string {
  const keep = new Set(["script-src", "style-src", "object-src", "base-uri", "form-action"]);
  return serialize(cspDirectives({ gatewayUrl: "/" }).filter(([name]) => keep.has(name)));
}

export function securityHeaders(config: CspConfig): Record<string, string> {
  return {
    [CSP_HEADER]: contentSecurityPolicy(config),
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
  };
}

/** Netlify / Cloudflare Pages `_headers`: every path of the bundle. */
export function headersFile(headers: Record<string, string>): string {
  return ["/*", ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), ""].join("\n");
}

/** An nginx snippet to `include` in the bundle's `server` or `location` block. */
export function nginxSnippet(headers: Record<string, string>): string {
  return [
    "# Security headers of this bundle (generated by npm run build from config.json; issue 20 item 6).",
    "# include this file in the server {} or location {} block that serves the bundle.",
    ...Object.entries(headers).map(([name, value]) => `add_header ${name} "${value}" always;`),
    "",
  ].join("\n");
}

/** Read a `_headers` file written by `headersFile` back into its headers. */
export function parseHeadersFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split("\n")) {
    const match = /^\s+([\w-]+):\s*(.+)$/.exec(line);
    if (match) out[match[1] as string] = (match[2] as string).trim();
  }
  return out;
}
