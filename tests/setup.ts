import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, vi } from "vitest";
import { dismissAllToasts } from "../src/components/ui/toast.tsx";

// jsdom lacks CSS.escape, which react-aria uses (FACTS.md).
if (typeof globalThis.CSS === "undefined") (globalThis as { CSS?: unknown }).CSS = {};
if (typeof CSS.escape !== "function") {
  CSS.escape = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);
}

// jsdom has no layout: the router's scroll restoration calls scrollTo, which jsdom only logs.
window.scrollTo = () => undefined;

// The unit project runs files in one jsdom per worker (`isolate: false`, vitest.config.ts): what a
// test leaves in the page, the storage, the cookies or the toast queue must not reach the next.
function clearCookies(): void {
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

afterEach(() => {
  cleanup();
  dismissAllToasts();
  localStorage.clear();
});

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // portals and live regions (react-aria's announcer) outlive RTL's cleanup
  document.body.innerHTML = "";
  sessionStorage.clear();
  clearCookies();
  for (const node of document.head.querySelectorAll("meta[http-equiv]")) node.remove();
  document.title = "";
  document.documentElement.removeAttribute("lang");
  document.documentElement.removeAttribute("data-theme");
  document.documentElement.removeAttribute("style");
  document.documentElement.className = "";
  window.history.replaceState(null, "", "/");
});
