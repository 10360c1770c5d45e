/**
 * Issue 19: the boot script (src/app/theme-boot.js, inline in a built index.html) asks for the
 * files a first load will need from the lists the build writes in <meta> tags: the login page's
 * on `/` and /login without a stored session; the signed-in frame's (and on `/` and the landing
 * page's path, that page's) with one.
 */
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";

const runBootScript = () => new Function(readFileSync("src/app/theme-boot.js", "utf8"))();

function head(html: string): void {
  document.head.innerHTML = html;
}
const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute("href"));

const METAS = [
  '<meta name="signed-in-modulepreload" content="/assets/ky.js /assets/frame.js" />',
  '<meta name="landing-modulepreload" data-path="/home" content="/assets/home.js" />',
  '<meta name="login-modulepreload" data-paths="/ /login" content="/assets/login.js /assets/layout.js" />',
].join("");

afterEach(() => {
  localStorage.clear();
  document.head.innerHTML = "";
  history.replaceState(null, "", "/");
});

describe("the boot script's preloads", () => {
  it("asks for the login page's files on / and /login when no session is stored, nothing elsewhere", () => {
    for (const [path, files] of [
      ["/", ["/assets/login.js", "/assets/layout.js"]],
      ["/login", ["/assets/login.js", "/assets/layout.js"]],
      ["/register", []],
    ] as const) {
      head(METAS);
      history.replaceState(null, "", path);
      runBootScript();
      expect(preloaded(), path).toEqual(files);
    }
  });

  it("asks for the signed-in files (and the landing page's on / and its path) when a session is stored, not the login page's", () => {
    localStorage.setItem("user", "{}");
    for (const [path, files] of [
      ["/", ["/assets/ky.js", "/assets/frame.js", "/assets/home.js"]],
      ["/login", ["/assets/ky.js", "/assets/frame.js"]],
      ["/home", ["/assets/ky.js", "/assets/frame.js", "/assets/home.js"]],
    ] as const) {
      head(METAS);
      history.replaceState(null, "", path);
      runBootScript();
      expect(preloaded(), path).toEqual(files);
    }
  });

  it("asks for the whole route tree's files on any other page's path when a session is stored (issue 19)", () => {
    localStorage.setItem("user", "{}");
    const routes = '<meta name="routes-modulepreload" content="/assets/routes.js" />';
    for (const [path, files] of [
      ["/invoices", ["/assets/ky.js", "/assets/frame.js", "/assets/routes.js"]],
      ["/home", ["/assets/ky.js", "/assets/frame.js", "/assets/home.js"]],
      ["/", ["/assets/ky.js", "/assets/frame.js", "/assets/home.js"]],
      ["/login", ["/assets/ky.js", "/assets/frame.js"]],
    ] as const) {
      head(METAS + routes);
      history.replaceState(null, "", path);
      runBootScript();
      expect(preloaded(), path).toEqual(files);
    }
  });

  it("asks for nothing when the build wrote no list", () => {
    history.replaceState(null, "", "/login");
    runBootScript();
    expect(preloaded()).toEqual([]);
  });
});
