import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// jsdom lacks CSS.escape, which react-aria uses (FACTS.md).
if (typeof globalThis.CSS === "undefined") (globalThis as { CSS?: unknown }).CSS = {};
if (typeof CSS.escape !== "function") {
  CSS.escape = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});
