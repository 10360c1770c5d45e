/** Watching a page for Content-Security-Policy violations (issue 20 item 6) in the e2e specs. */
import type { Page } from "@playwright/test";

/**
 * Collects the CSP violations of `page` for its whole life into the returned list: the
 * `securitypolicyviolation` event (registered before any page script), the console's CSP and
 * Trusted Types messages, and page errors. Empty the list to start over.
 */
export async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction("__cspViolation", (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(
        `${e.violatedDirective} blocked ${e.blockedURI || "inline"} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy|Content-Security-Policy|Trusted Type/i.test(message.text())) seen.push(message.text());
  });
  page.on("pageerror", (error) => seen.push(`page error: ${error.message}`));
  return seen;
}
