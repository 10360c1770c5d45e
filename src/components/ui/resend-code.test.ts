/** spec 000 §4, §9: 30 s before another phone code or PIN OTP may be requested. */
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useResendCountdown } from "./resend-code.tsx";

describe("resend countdown (spec 000 §9: 30 s)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is 0 before a send, 30 right after, ticks each second and ends at 0", () => {
    const { result } = renderHook(() => useResendCountdown());
    expect(result.current.secondsLeft).toBe(0);
    act(() => result.current.start());
    expect(result.current.secondsLeft).toBe(30);
    act(() => {
      vi.advanceTimersByTime(29_000);
    });
    expect(result.current.secondsLeft).toBe(1);
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current.secondsLeft).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
