/**
 * What a browser fetches to paint a page (issue 19), shared by `npm run bench` and
 * `scripts/bench-landing.ts`: Chromium with an empty cache opens the page, waits for it to be
 * painted and the network to settle, and lists the same-origin `/assets/` files it asked for;
 * `weigh` sums them (gzip level 9, brotli quality 11) from the bundle's own files.
 */
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { chromium, Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../../sandbox/demo-logins.ts";
import type { BundleTarget } from "./brands.ts";
import { freePort } from "./free-port.ts";
import { startSandboxGateway } from "./sandbox-gateway.ts";
import { serveBundle } from "./serve.ts";

export interface Weight {
  files: number;
  gzip: number;
  brotli: number;
  raw: number;
}

export interface Fetched {
  requests: number;
  js: Weight;
  css: Weight;
}

export const sizes = (bytes: Buffer) => ({
  raw: bytes.length,
  gzip: gzipSync(bytes, { level: 9 }).length,
  brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});

/** Sums what a list of fetched asset paths weighs, from the bundle's files. */
export function weigh(dir: string, paths: string[], requests: number): Fetched {
  const out: Fetched = {
    requests,
    js: { files: 0, gzip: 0, brotli: 0, raw: 0 },
    css: { files: 0, gzip: 0, brotli: 0, raw: 0 },
  };
  for (const p of new Set(paths)) {
    const kind = p.endsWith(".js") ? "js" : p.endsWith(".css") ? "css" : null;
    const file = path.join(dir, p);
    if (!kind || !existsSync(file)) continue;
    const s = sizes(readFileSync(file));
    out[kind].files++;
    out[kind].raw += s.raw;
    out[kind].gzip += s.gzip;
    out[kind].brotli += s.brotli;
  }
  return out;
}

export type Browser = Awaited<ReturnType<typeof chromium.launch>>;
type StorageState = Awaited<ReturnType<Awaited<ReturnType<Browser["newContext"]>>["storageState"]>>;

/** Opens `url` in a fresh context (empty cache) and lists the same-origin assets it fetched until the network is idle. */
export async function fetchedBy(
  browser: Browser,
  base: string,
  url: string,
  storageState?: StorageState,
  ready?: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({ baseURL: base, ...(storageState ? { storageState } : {}) });
  const page = await context.newPage();
  const assets: string[] = [];
  let requests = 0;
  page.on("request", (r) => {
    requests++;
    const u = new URL(r.url());
    if (u.origin === new URL(base).origin && u.pathname.startsWith("/assets/")) assets.push(u.pathname.slice(1));
  });
  await page.goto(url, { waitUntil: "networkidle" });
  if (ready) await ready(page);
  await page.waitForLoadState("networkidle");
  await context.close();
  return { assets, requests };
}

const signedIn = (page: Page) =>
  page.getByRole("button", { name: /Profile and businesses/ }).waitFor({ timeout: 20_000 });

/** Signs the demo owner in on the page's origin and waits for the signed-in frame. */
export async function logInOwner(page: Page): Promise<void> {
  await page.goto("/login?lang=en");
  await page.getByLabel("E-mail address").fill("owner@demo.test");
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await signedIn(page);
}

export type PageFetch = Fetched & { assets: string[] };

/**
 * The login page and the signed-in landing page (the owner's session) of one built bundle, as
 * fetched; `{ landing: false }` measures only the login page (no sign-in).
 */
export async function measureBundle(
  browser: Browser,
  target: BundleTarget,
  dir: string,
  options: { landing: boolean },
): Promise<{ login: PageFetch; landing: PageFetch | null }>;
export async function measureBundle(
  browser: Browser,
  target: BundleTarget,
  dir: string,
): Promise<{ login: PageFetch; landing: PageFetch }>;
export async function measureBundle(
  browser: Browser,
  _target: BundleTarget,
  dir: string,
  { landing: withLanding } = { landing: true },
): Promise<{ login: PageFetch; landing: PageFetch | null }> {
  const sandbox = await startSandboxGateway({ dataDir: mkdtempSync(path.join(tmpdir(), "bench-sandbox-")) });
  const server = await serveBundle({ dir, port: await freePort(), gateway: sandbox.gateway });
  try {
    const login = await fetchedBy(browser, server.url, "/login", undefined, async (page) => {
      await page.getByRole("button", { name: /Log in|Masuk/ }).waitFor();
    });
    const loginWeight: PageFetch = { ...weigh(dir, login.assets, login.requests), assets: [...new Set(login.assets)] };
    if (!withLanding) return { login: loginWeight, landing: null };
    // sign in once, then open the landing page afresh (empty cache) with that session
    const context = await browser.newContext({ baseURL: server.url });
    await logInOwner(await context.newPage());
    const state = await context.storageState();
    await context.close();
    const landing = await fetchedBy(browser, server.url, "/", state, signedIn);
    return {
      login: loginWeight,
      landing: { ...weigh(dir, landing.assets, landing.requests), assets: [...new Set(landing.assets)] },
    };
  } finally {
    await server.close();
    sandbox.close();
  }
}
