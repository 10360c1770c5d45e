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

const runBootScript = () => new Function(readFileSync("src/app/theme-boot.js", "utf8"))();

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
function expectPreloads(metas: string, table: readonly (readonly [string, readonly string[]])[]): void {
  for (const [path, files] of table) {
    head(metas);
    history.replaceState(null, "", path);
    runBootScript();
    expect(preloaded(), path).toEqual(files);
  }
}

afterEach(() => {
  localStorage.clear();
  document.head.innerHTML = "";
  history.replaceState(null, "", "/");
});

describe("the boot script's preloads", () => {
  it("asks for the login page's files on / and /login when no session is stored, nothing elsewhere", () => {
    expectPreloads(METAS, [
      ["/", ["/assets/login.js", "/assets/layout.js"]],
      ["/login", ["/assets/login.js", "/assets/layout.js"]],
      ["/register", []],
    ]);
  });

  it("asks for the signed-in files (and the landing page's on / and its path) when a session is stored, not the login page's", () => {
    localStorage.setItem("user", "{}");
    expectPreloads(METAS, [
      ["/", ["/assets/frame.js", "/assets/ky.js", "/assets/home.js"]],
      ["/login", ["/assets/frame.js", "/assets/ky.js"]],
      ["/home", ["/assets/frame.js", "/assets/ky.js", "/assets/home.js"]],
    ]);
  });

  it("asks for the HTTP client only when no answers are kept from the last visit (issue 19)", () => {
    localStorage.setItem("user", "{}");
    localStorage.setItem(STORAGE_KEYS.lastAnswers, "{}");
    expectPreloads(METAS, [
      ["/home", ["/assets/frame.js", "/assets/home.js"]],
      ["/login", ["/assets/frame.js"]],
    ]);
    localStorage.removeItem(STORAGE_KEYS.lastAnswers);
    expectPreloads(METAS, [["/home", ["/assets/frame.js", "/assets/ky.js", "/assets/home.js"]]]);
  });

  it("asks for the whole route tree's files on any other page's path when a session is stored (issue 19)", () => {
    localStorage.setItem("user", "{}");
    const routes = '<meta name="routes-modulepreload" content="/assets/routes.js" />';
    expectPreloads(METAS + routes, [
      ["/invoices", ["/assets/frame.js", "/assets/ky.js", "/assets/routes.js"]],
      ["/home", ["/assets/frame.js", "/assets/ky.js", "/assets/home.js"]],
      ["/", ["/assets/frame.js", "/assets/ky.js", "/assets/home.js"]],
      ["/login", ["/assets/frame.js", "/assets/ky.js"]],
    ]);
  });

  it("asks for the frame's icon sprite as an image when a session is stored, on any path (issue 19)", () => {
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

  it("asks for nothing when the build wrote no list", () => {
    history.replaceState(null, "", "/login");
    runBootScript();
    expect(preloaded()).toEqual([]);
  });
});
