/**
 * Issue 21: a brand's static Storybook works with no server. Partner A's is built (or taken from
 * STORYBOOK_STATIC_DIR) — the build records the sandbox's answers for its screens — served as
 * plain files, and three screen stories show the recorded data: the login page, the owner's
 * dashboard frame and the balance summary. No request leaves the static files' origin.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";

const TYPES: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
};

/** The screens the checks below open: `npm test` builds partner A's Storybook recording just these (scripts/test.sh). */
const STATIC_SCREENS = "login,frame-owner,balance";

// one worker builds and serves the Storybook once for the three checks
test.describe.configure({ mode: "serial" });

let server: Server;
let base = "";
let built = "";

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  testInfo.setTimeout(300_000);
  let dir = process.env.STORYBOOK_STATIC_DIR ?? "";
  if (!dir) {
    built = mkdtempSync(path.join(tmpdir(), "storybook-static-"));
    dir = path.join(built, "partner-a");
    // the build records the sandbox's answers itself; only the three screens checked here, to keep it short
    const args = ["--brand", "partner-a", "--out-dir", dir, "--screens", STATIC_SCREENS];
    const build = spawnSync("npm", ["run", "-s", "storybook:build", "--", ...args], {
      stdio: "inherit",
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: "1" },
    });
    expect(build.status, "storybook:build for partner-a").toBe(0);
  }
  server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://static");
    const file = path.join(dir, decodeURIComponent(url.pathname === "/" ? "/index.html" : url.pathname));
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": TYPES[path.extname(file)] ?? "application/octet-stream" });
    res.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  if (built) rmSync(built, { recursive: true, force: true });
});

const STORIES = [
  {
    id: "screens-logged-out-and-frame--login",
    shows: (p: Page) => p.getByRole("button", { name: "Log in" }),
  },
  {
    id: "screens-logged-out-and-frame--frame-owner",
    shows: (p: Page) => p.getByRole("button", { name: /Profile and businesses/ }),
  },
  {
    id: "screens-balances--balance-summary",
    shows: (p: Page) => p.getByRole("heading", { name: "Balance", level: 1 }),
  },
];

for (const story of STORIES) {
  test(`static Storybook of partner A shows ${story.id} with no server`, async ({ page }) => {
    const foreign: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(base) && !request.url().startsWith("data:")) foreign.push(request.url());
    });
    await page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story`);
    await expect(story.shows(page)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/could not start|is not recorded/)).toHaveCount(0);
    expect(foreign).toEqual([]);
  });
}
