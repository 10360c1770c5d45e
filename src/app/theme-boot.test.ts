/**
 * Issue 19: the boot script (src/app/theme-boot.js, inline in a built index.html) asks for the
 * files a first load will need from the lists the build writes in <meta> tags: the login page's
 * on `/` and /login without a stored session; the signed-in frame's (and on `/` and the landing
 * page's path, that page's) with one, and the HTTP client's only when no answers are kept from the
 * last visit.
 */
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../lib/session/storage-keys";

/** The modules the script may import (the pages' lists), by URL: tests run it outside a module loader. */
const modules = new Map<string, unknown>();
/** The URLs the script imported. */
const imported: string[] = [];
const importStub = (url: string) => {
  imported.push(url);
  return modules.has(url) ? Promise.resolve(modules.get(url)) : Promise.reject(new Error(`no module ${url}`));
};
const runBootScript = () =>
  new Function("importStub", readFileSync("src/app/theme-boot.js", "utf8").replaceAll("import(", "importStub("))(
    importStub,
  );
/** The import()s the script made have settled. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function head(html: string): void {
  document.head.innerHTML = html;
}
const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute("href"));

const METAS = [
  '<meta name="signed-in-modulepreload" content="/assets/frame.js" />',
  '<meta name="http-client-modulepreload" content="/assets/ky.js" />',
  '<meta name="landing-modulepreload" data-path="/home" content="/assets/home.js" />',
  '<meta name="login-modulepreload" data-paths="/ /login" content="/assets/login.js /assets/layout.js" />',
].join("");

/** Runs the boot script on each path with `metas` in <head> and expects what it preloads there. */
async function expectPreloads(metas: string, table: readonly (readonly [string, readonly string[]])[]): Promise<void> {
  for (const [path, files] of table) {
    head(metas);
    history.replaceState(null, "", path);
    runBootScript();
    await settled();
    expect(preloaded(), path).toEqual(files);
  }
}

afterEach(() => {
  modules.clear();
  imported.length = 0;
  localStorage.clear();
  document.head.innerHTML = "";
  history.replaceState(null, "", "/");
});

describe("the boot script's preloads", () => {
  it("asks for the login page's files on / and /login when no session is stored, nothing elsewhere", async () => {
    await expectPreloads(METAS, [
      ["/", ["/assets/login.js", "/assets/layout.js"]],
      ["/login", ["/assets/login.js", "/assets/layout.js"]],
      ["/register", []],
    ]);
  });

  it("asks for the signed-in files (and the landing page's on / and its path) when a session is stored, not the login page's", async () => {
    localStorage.setItem("user", "{}");
    await expectPreloads(METAS, [
      ["/", ["/assets/frame.js", "/assets/ky.js", "/assets/home.js"]],
      ["/login", ["/assets/frame.js", "/assets/ky.js"]],
      ["/home", ["/assets/frame.js", "/assets/ky.js", "/assets/home.js"]],
    ]);
  });

  it("asks for the HTTP client only when no answers are kept from the last visit (issue 19)", async () => {
    localStorage.setItem("user", "{}");
    localStorage.setItem(STORAGE_KEYS.lastAnswers, "{}");
    await expectPreloads(METAS, [
      ["/home", ["/assets/frame.js", "/assets/home.js"]],
      ["/login", ["/assets/frame.js"]],
    ]);
    localStorage.removeItem(STORAGE_KEYS.lastAnswers);
    await expectPreloads(METAS, [["/home", ["/assets/frame.js", "/assets/ky.js", "/assets/home.js"]]]);
  });

  it("asks for the whole route tree's files on any other page's path when a session is stored (issue 19)", async () => {
    localStorage.setItem("user", "{}");
    const routes = '<meta name="routes-modulepreload" content="/assets/routes.js" />';
    await expectPreloads(METAS + routes, [
      ["/invoices", ["/assets/frame.js", "/assets/ky.js", "/assets/routes.js"]],
      ["/home", ["/assets/frame.js", "/assets/ky.js", "/assets/home.js"]],
      ["/", ["/assets/frame.js", "/assets/ky.js", "/assets/home.js"]],
      ["/login", ["/assets/frame.js", "/assets/ky.js"]],
    ]);
  });

  it("asks for a page's own files on its path, a parameter's segment matching any one segment (issue 19)", async () => {
    localStorage.setItem("user", "{}");
    localStorage.setItem(STORAGE_KEYS.lastAnswers, "{}");
    const routes = '<meta name="routes-modulepreload" content="/assets/routes.js" />';
    modules.set("/assets/page-preloads.js", {
      default: "/cash /assets/cash.js /assets/kit.js;/invoice/$id /assets/invoice.js",
    });
    const pages = '<meta name="page-modulepreload" content="/assets/page-preloads.js" />';
    await expectPreloads(METAS + routes + pages, [
      ["/cash", ["/assets/frame.js", "/assets/routes.js", "/assets/cash.js", "/assets/kit.js"]],
      ["/invoice/inv-42", ["/assets/frame.js", "/assets/routes.js", "/assets/invoice.js"]],
      ["/invoice", ["/assets/frame.js", "/assets/routes.js"]],
      ["/invoice/inv-42/refund", ["/assets/frame.js", "/assets/routes.js"]],
      ["/cashier", ["/assets/frame.js", "/assets/routes.js"]],
    ]);
    expect(imported).toHaveLength(5);
    // the pages' lists are imported on another page's path only: the landing and login pages keep their own lists
    imported.length = 0;
    await expectPreloads(METAS + routes + pages, [
      ["/home", ["/assets/frame.js", "/assets/home.js"]],
      ["/", ["/assets/frame.js", "/assets/home.js"]],
      ["/login", ["/assets/frame.js"]],
    ]);
    localStorage.clear();
    await expectPreloads(METAS + routes + pages, [
      ["/cash", []],
      ["/login", ["/assets/login.js", "/assets/layout.js"]],
    ]);
    expect(imported).toEqual([]);
  });

  it("asks for the HTTP client on a page whose first paint sends a request (`!`), even with answers kept (issue 19)", async () => {
    localStorage.setItem("user", "{}");
    localStorage.setItem(STORAGE_KEYS.lastAnswers, "{}");
    const routes = '<meta name="routes-modulepreload" content="/assets/routes.js" />';
    modules.set("/assets/page-preloads.js", { default: "/transactions-new! /assets/tx.js;/settings /assets/s.js" });
    const pages = '<meta name="page-modulepreload" content="/assets/page-preloads.js" />';
    await expectPreloads(METAS + routes + pages, [
      ["/transactions-new", ["/assets/frame.js", "/assets/routes.js", "/assets/tx.js", "/assets/ky.js"]],
      ["/settings", ["/assets/frame.js", "/assets/routes.js", "/assets/s.js"]],
      ["/home", ["/assets/frame.js", "/assets/home.js"]],
    ]);
  });

  it("asks for the frame's icon sprite as an image when a session is stored, on any path (issue 19)", async () => {
    const sprite = '<meta name="signed-in-image-preload" content="/assets/icons.svg" />';
    const images = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((l) =>
        l.getAttribute("href"),
      );
    for (const path of ["/login", "/invoices"]) {
      head(METAS + sprite);
      history.replaceState(null, "", path);
      runBootScript();
      expect(images(), path).toEqual([]);
    }
    localStorage.setItem("user", "{}");
    for (const path of ["/", "/invoices"]) {
      head(METAS + sprite);
      history.replaceState(null, "", path);
      runBootScript();
      expect(images(), path).toEqual(["/assets/icons.svg"]);
      expect(preloaded(), path).not.toContain("/assets/icons.svg");
    }
  });

  it("asks for nothing when the build wrote no list", async () => {
    history.replaceState(null, "", "/login");
    runBootScript();
    expect(preloaded()).toEqual([]);
  });
});
