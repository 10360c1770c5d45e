import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useIsMobile } from "./layout.tsx";

/** A matchMedia whose width the test moves; answers `(max-width: Npx)` queries like a browser. */
function fakeViewport(width: number) {
  const lists = new Set<{ query: string; listeners: Set<() => void> }>();
  const matches = (query: string) => width <= Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Number.NaN);
  vi.stubGlobal("matchMedia", (query: string) => {
    const entry = { query, listeners: new Set<() => void>() };
    lists.add(entry);
    return {
      get matches() {
        return matches(query);
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => entry.listeners.delete(listener),
    };
  });
  return (next: number) => {
    width = next;
    for (const entry of lists) for (const listener of entry.listeners) listener();
  };
}

function Probe() {
  return <p>{useIsMobile() ? "mobile" : "desktop"}</p>;
}

afterEach(() => vi.unstubAllGlobals());

describe("useIsMobile: the mobile layout below 768 px (spec 000 §9)", () => {
  it.each([
    [375, "mobile"],
    [767, "mobile"],
    [767.5, "mobile"],
    [768, "desktop"],
    [1280, "desktop"],
  ])("%s px wide → %s", (width, layout) => {
    fakeViewport(width);
    render(<Probe />);
    expect(screen.getByText(layout)).toBeInTheDocument();
  });

  it("follows the viewport when it is resized", () => {
    const resize = fakeViewport(1024);
    render(<Probe />);
    expect(screen.getByText("desktop")).toBeInTheDocument();
    act(() => resize(600));
    expect(screen.getByText("mobile")).toBeInTheDocument();
    act(() => resize(800));
    expect(screen.getByText("desktop")).toBeInTheDocument();
  });
});
