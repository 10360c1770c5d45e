import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  afterFirstPaint,
  afterNextPaint,
  framePainted,
  holdUntilFramePainted,
  isHeld,
  revalidateAfterFirstPaint,
} from "./first-paint.ts";

// Issue 19: on a signed-in first load, the reads the first paint does not need wait for it.
describe("the first-paint gate", () => {
  // the Vitest projects share modules between files (isolate: false): start open
  beforeEach(() => framePainted());
  afterEach(() => {
    framePainted();
    vi.useRealTimers();
  });

  const settled = async (promise: Promise<unknown>) => {
    let done = false;
    void promise.then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    return done;
  };

  it("lets a read go at once when nothing holds it (the login page, tests, any later load)", async () => {
    const read = vi.fn(async (n: number) => n * 2);
    expect(isHeld()).toBe(false);
    await expect(afterFirstPaint(read)(21)).resolves.toBe(42);
    expect(read).toHaveBeenCalledWith(21);
  });

  it("holds a read until the frame has painted, then sends it with its arguments", async () => {
    holdUntilFramePainted();
    const read = vi.fn(async (id: string) => `answer ${id}`);
    const pending = afterFirstPaint(read)("a");
    expect(await settled(pending)).toBe(false);
    expect(read).not.toHaveBeenCalled();
    framePainted();
    await expect(pending).resolves.toBe("answer a");
    // once painted, later reads do not wait
    expect(isHeld()).toBe(false);
    await expect(afterFirstPaint(read)("b")).resolves.toBe("answer b");
  });

  it("opens by itself after the limit (a frame that never mounts)", async () => {
    vi.useFakeTimers();
    holdUntilFramePainted(1_000);
    const read = vi.fn(async () => "late");
    const pending = afterFirstPaint(read)();
    await vi.advanceTimersByTimeAsync(999);
    expect(read).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toBe("late");
  });

  it("holds a revalidation of an answer the cache holds (kept from the last visit), never a first read", async () => {
    const client = new QueryClient();
    holdUntilFramePainted();
    const read = vi.fn(async () => "from the gateway");
    const first = revalidateAfterFirstPaint(read)({ client, queryKey: ["user"] });
    await expect(first).resolves.toBe("from the gateway");
    client.setQueryData(["user"], "kept", { updatedAt: 1 });
    const again = revalidateAfterFirstPaint(read)({ client, queryKey: ["user"] });
    expect(await settled(again)).toBe(false);
    expect(read).toHaveBeenCalledTimes(1);
    framePainted();
    await expect(again).resolves.toBe("from the gateway");
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("passes a failure of the read on", async () => {
    holdUntilFramePainted();
    const pending = afterFirstPaint(async () => {
      throw new Error("gateway down");
    })();
    framePainted();
    await expect(pending).rejects.toThrow("gateway down");
  });
});

describe("afterNextPaint", () => {
  afterEach(() => vi.useRealTimers());

  it("calls back once, at the animation frame after the next one (the next one's paint is then on screen)", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"] });
    const done = vi.fn();
    afterNextPaint(done, 500);
    expect(done).not.toHaveBeenCalled();
    // faked animation frames come every 16 ms: nothing at the next one, once at the one after
    await vi.advanceTimersByTimeAsync(17);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(16);
    expect(done).toHaveBeenCalledTimes(1);
    // the fallback does not call it again
    await vi.advanceTimersByTimeAsync(1_000);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it("on a first load, calls back when the browser reports the first contentful paint", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"] });
    let report: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    const observed: unknown[] = [];
    class FakeObserver {
      static supportedEntryTypes = ["paint", "largest-contentful-paint"];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe(options: unknown) {
        observed.push(options);
      }
      disconnect() {}
    }
    vi.stubGlobal("PerformanceObserver", FakeObserver);
    vi.spyOn(performance, "getEntriesByName").mockReturnValue([]);
    const done = vi.fn();
    afterNextPaint(done, 500);
    expect(observed).toEqual([{ type: "paint" }]);
    // animation frames pass: the frame is not reported on screen yet
    await vi.advanceTimersByTimeAsync(100);
    expect(done).not.toHaveBeenCalled();
    report?.({ getEntriesByName: (name) => (name === "first-paint" ? [{}] : []) });
    expect(done).not.toHaveBeenCalled();
    report?.({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) });
    expect(done).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(done).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("falls back to a timer where no frame comes (a hidden tab), and a cancelled wait never calls back", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const done = vi.fn();
    afterNextPaint(done, 500);
    await vi.advanceTimersByTimeAsync(500);
    expect(done).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    const cancel = afterNextPaint(cancelled, 500);
    cancel();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
