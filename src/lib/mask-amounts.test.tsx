/**
 * The mask-amounts switch (issue 10): every reader follows a toggle in this tab and in another
 * one, although storage is read once per task (issue 10 big data).
 */
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { amountsMasked, setAmountsMasked, useMaskAmounts } from "./mask-amounts.ts";
import { STORAGE_KEYS } from "./session/storage-keys.ts";

function Reader({ name }: { name: string }) {
  const [masked] = useMaskAmounts();
  return <p>{`${name}: ${masked ? "masked" : "shown"}`}</p>;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("mask amounts", () => {
  afterEach(() => setAmountsMasked(false));

  it("re-renders every reader on a toggle here and on a change in another tab", async () => {
    render(
      <>
        <Reader name="a" />
        <Reader name="b" />
      </>,
    );
    expect(screen.getByText("a: shown")).toBeInTheDocument();
    act(() => setAmountsMasked(true));
    expect(screen.getByText("a: masked")).toBeInTheDocument();
    expect(screen.getByText("b: masked")).toBeInTheDocument();

    // another tab turns it off: this tab gets a storage event
    await act(async () => {
      await nextTask();
      localStorage.removeItem(STORAGE_KEYS.maskAmounts);
      window.dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEYS.maskAmounts, newValue: null }));
    });
    expect(screen.getByText("a: shown")).toBeInTheDocument();
    expect(screen.getByText("b: shown")).toBeInTheDocument();
  });

  it("reads a value written to storage directly from the next task on", async () => {
    expect(amountsMasked()).toBe(false);
    localStorage.setItem(STORAGE_KEYS.maskAmounts, "true");
    await nextTask();
    expect(amountsMasked()).toBe(true);
    localStorage.clear();
    await nextTask();
    expect(amountsMasked()).toBe(false);
  });
});
