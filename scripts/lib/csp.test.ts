/** Issue 20 item 6: the bundles' policy and security headers, and `npm start` serving them. */
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { bootScriptTag, bootScriptText, compactScript, scriptHashSource } from "./boot-script.ts";
import {
  contentSecurityPolicy,
  headersFile,
  LIBRARY_INLINE_STYLES,
  metaContentSecurityPolicy,
  nginxSnippet,
  parseHeadersFile,
  securityHeaders,
} from "./csp.ts";
import { bundleApp } from "./serve.ts";

const directive = (policy: string, name: string) =>
  policy
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

/** script-src: the bundle's origin and the boot script index.html carries inline, by its hash (issue 19). */
const SCRIPT_SRC = `script-src 'self' ${scriptHashSource(bootScriptText())}`;

describe("the bundle policy", () => {
  it("allows scripts only from the bundle's origin and the inline boot script by hash, no unsafe-inline or unsafe-eval anywhere, and no framing", () => {
    const policy = contentSecurityPolicy({ gatewayUrl: "/" });
    expect(directive(policy, "script-src")).toBe(SCRIPT_SRC);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(policy, "object-src")).toBe("object-src 'none'");
    expect(directive(policy, "connect-src")).toBe("connect-src 'self'");
  });

  it("adds the configured gateway's origin to connect-src (and images/media), never its path", () => {
    const policy = contentSecurityPolicy({ gatewayUrl: "https://api.example.com/v1/" });
    expect(directive(policy, "connect-src")).toBe("connect-src 'self' https://api.example.com");
    expect(directive(policy, "img-src")).toContain("https://api.example.com");
    expect(directive(policy, "script-src")).toBe(SCRIPT_SRC);
    expect(contentSecurityPolicy({ gatewayUrl: "ftp://nowhere" })).toBe(contentSecurityPolicy({ gatewayUrl: "/" }));
  });

  it("allows by hash exactly the <style> texts react-aria inserts (checked against the installed library)", () => {
    const sources = ["interactions/usePress.mjs", "overlays/usePreventScroll.mjs"].map((file) =>
      readFileSync(path.join("node_modules/react-aria/dist/private", file), "utf8"),
    );
    expect(sources[0]).toContain("touch-action: pan-x pan-y pinch-zoom;\n  }\n}\n    `.trim()");
    expect(sources[1]).toContain(`style.textContent = \`\n${LIBRARY_INLINE_STYLES[1]}\`.trim()`);
    expect(directive(contentSecurityPolicy({ gatewayUrl: "/" }), "style-src")?.match(/'sha256-/g)).toHaveLength(2);
  });

  it("the meta fallback carries what a meta policy may and what does not depend on config.json", () => {
    const meta = metaContentSecurityPolicy();
    expect(directive(meta, "script-src")).toBe(SCRIPT_SRC);
    expect(meta).not.toContain("frame-ancestors");
    expect(meta).not.toContain("connect-src");
  });

  it("allows the boot script by the SHA-256 of the exact text index.html carries (src/app/theme-boot.js without its comment lines)", () => {
    const source = readFileSync("src/app/theme-boot.js", "utf8");
    const text = bootScriptText();
    expect(bootScriptTag()).toBe(`<script>${text}</script>`);
    expect(text).toContain('localStorage.getItem("dashboard.theme")');
    expect(text).not.toMatch(/^\s*\/\//m);
    // a comment or indentation changes nothing the browser runs, but the hash covers the text as sent
    expect(compactScript(`  // note\n  a();\n\n    b();\n`)).toBe("a();\nb();");
    expect(text).toBe(compactScript(source));
    const digest = createHash("sha256").update(text).digest("base64");
    expect(directive(contentSecurityPolicy({ gatewayUrl: "/" }), "script-src")).toContain(`'sha256-${digest}'`);
  });

  it("writes the same headers for static hosts (_headers, nginx) and reads _headers back", () => {
    const headers = securityHeaders({ gatewayUrl: "/" });
    expect(parseHeadersFile(headersFile(headers))).toEqual(headers);
    const nginx = nginxSnippet(headers);
    expect(nginx).toContain(`add_header Content-Security-Policy "${headers["Content-Security-Policy"]}" always;`);
    expect(nginx).toContain('add_header X-Frame-Options "DENY" always;');
  });
});

describe("npm start / the e2e server (scripts/lib/serve.ts)", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "csp-bundle-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  // a bundle built with an older boot script than the source's: the policy allows what it carries
  const inline = "(() => { document.title = 'built'; })();";
  writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><title>t</title><script>${inline}</script><script type="module" src="/assets/a.js"></script>`,
  );
  writeFileSync(path.join(dir, "config.json"), JSON.stringify({ gatewayUrl: "https://gw.example" }));

  it("sends the bundle's headers on pages and files, from the config.json it serves, but not on the gateway's paths", async () => {
    const app = bundleApp({ dir, gateway: { fetch: () => new Response("{}") } });
    for (const url of ["/login", "/config.json"]) {
      const r = await app.request(url);
      expect(r.headers.get("content-security-policy"), url).toBe(
        contentSecurityPolicy({ gatewayUrl: "https://gw.example", inlineScripts: [inline] }),
      );
      expect(directive(r.headers.get("content-security-policy") ?? "", "script-src"), url).toBe(
        `script-src 'self' ${scriptHashSource(inline)}`,
      );
      expect(r.headers.get("x-frame-options"), url).toBe("DENY");
      expect(r.headers.get("x-content-type-options"), url).toBe("nosniff");
    }
    expect((await app.request("/api/user-data")).headers.get("content-security-policy")).toBeNull();
  });
});
