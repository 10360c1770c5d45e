/**
 * Issue 19: the answers a signed-in first paint needs are kept from the last visit and restored
 * as out of date, per owner, checked with their schemas; an answer the gateway gives differently
 * reloads the route (src/lib/last-answers.ts).
 */
import { QueryClient } from "@tanstack/react-query";
import * as v from "valibot";
import { afterEach, describe, expect, it, vi } from "vitest";
import { keepAnswers, type LastAnswersOptions, MAX_KEPT_CHARS, readKeptAnswers, restoreAnswers } from "./last-answers";

const USER = ["session", "user"] as const;
const FLAGS = ["session", "flags", "biz_1"] as const;
const User = v.object({ id: v.string(), go_live_status: v.picklist(["LIVE", "REGISTERED"]) });
const Flags = v.record(v.string(), v.boolean());

const options = (owner = "user_1/biz_1"): LastAnswersOptions => ({
  storage: localStorage,
  storageKey: "last_answers",
  owner,
  answers: [
    { key: USER, schema: User },
    { key: FLAGS, schema: Flags },
  ],
});

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve));

/** Answers kept by a first visit: the user and the flags arrive from the gateway. */
async function keptVisit(user = { id: "user_1", go_live_status: "REGISTERED" }, flags = { a: true }) {
  const first = client();
  const stop = keepAnswers(first, options());
  await first.fetchQuery({ queryKey: USER, queryFn: async () => user });
  await first.fetchQuery({ queryKey: FLAGS, queryFn: async () => flags });
  await flush();
  stop();
}

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe("keeping the first paint's answers", () => {
  it("keeps the named answers when they arrive, and no other", async () => {
    const queryClient = client();
    const stop = keepAnswers(queryClient, options());
    await queryClient.fetchQuery({ queryKey: ["other"], queryFn: async () => "not kept" });
    await flush();
    expect(localStorage.getItem("last_answers")).toContain('"answers":[]');
    await queryClient.fetchQuery({ queryKey: USER, queryFn: async () => ({ id: "user_1", go_live_status: "LIVE" }) });
    await flush();
    const kept = readKeptAnswers(options());
    expect([...kept.keys()]).toEqual([JSON.stringify(USER)]);
    expect(localStorage.getItem("last_answers")).not.toContain("not kept");
    stop();
  });

  it("keeps what the cache already holds when it starts (the frame mounts after the guard's answers)", async () => {
    const queryClient = client();
    queryClient.setQueryData(FLAGS, { b: false });
    keepAnswers(queryClient, options())();
    expect(readKeptAnswers(options()).get(JSON.stringify(FLAGS))).toEqual({ b: false });
  });

  it("keeps nothing larger than the limit (and drops what was kept)", async () => {
    await keptVisit();
    const queryClient = client();
    const huge = Object.fromEntries(Array.from({ length: MAX_KEPT_CHARS / 10 }, (_, i) => [`flag_${i}`, true]));
    queryClient.setQueryData(FLAGS, huge);
    keepAnswers(queryClient, options())();
    expect(localStorage.getItem("last_answers")).toBeNull();
  });
});

describe("restoring them on the next load", () => {
  it("puts the owner's answers in the cache as out of date, so reads ask the gateway again", async () => {
    await keptVisit();
    const queryClient = client();
    expect(restoreAnswers(queryClient, { ...options(), onChanged: () => {} })).toBe(2);
    expect(queryClient.getQueryData(USER)).toEqual({ id: "user_1", go_live_status: "REGISTERED" });
    expect(queryClient.getQueryState(USER)?.dataUpdatedAt).toBe(1);
    const fetched = vi.fn(async () => ({ id: "user_1", go_live_status: "REGISTERED" }));
    // ensureQueryData (the guard's read) answers at once from the restored value
    await expect(queryClient.ensureQueryData({ queryKey: USER, queryFn: fetched })).resolves.toMatchObject({
      id: "user_1",
    });
    expect(fetched).not.toHaveBeenCalled();
    // a read with a stale time (the early start's prefetch) asks the gateway
    await queryClient.prefetchQuery({ queryKey: USER, queryFn: fetched, staleTime: 60_000 });
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["another user's or business's answers", () => options("user_2/biz_1")],
    ["nothing kept", () => ({ ...options(), storageKey: "nothing_here" })],
  ])("restores nothing for %s", async (_, other) => {
    await keptVisit();
    const queryClient = client();
    expect(restoreAnswers(queryClient, { ...other(), onChanged: () => {} })).toBe(0);
    expect(queryClient.getQueryData(USER)).toBeUndefined();
  });

  it.each([
    ["not JSON", "{"],
    ["another format", JSON.stringify({ version: 0, owner: "user_1/biz_1", answers: [] })],
    ["answers of the wrong shape", JSON.stringify({ version: 1, owner: "user_1/biz_1", answers: {} })],
  ])("ignores a stored value that is %s", (_, value) => {
    localStorage.setItem("last_answers", value);
    expect(() => readKeptAnswers(options())).not.toThrow();
    expect(readKeptAnswers(options()).size).toBe(0);
  });

  it("drops an answer its schema refuses (an older build's, or edited) and restores the others", async () => {
    await keptVisit({ id: "user_1", go_live_status: "SOMETHING_NEW" } as never);
    const queryClient = client();
    expect(restoreAnswers(queryClient, { ...options(), onChanged: () => {} })).toBe(1);
    expect(queryClient.getQueryData(USER)).toBeUndefined();
    expect(queryClient.getQueryData(FLAGS)).toEqual({ a: true });
  });

  it("leaves an answer the cache already has", async () => {
    await keptVisit();
    const queryClient = client();
    queryClient.setQueryData(USER, { id: "user_1", go_live_status: "LIVE" });
    expect(restoreAnswers(queryClient, { ...options(), onChanged: () => {} })).toBe(1);
    expect(queryClient.getQueryData(USER)).toEqual({ id: "user_1", go_live_status: "LIVE" });
  });

  it("reports once when the gateway answers differently, and not when it answers the same", async () => {
    await keptVisit();
    const queryClient = client();
    const onChanged = vi.fn();
    restoreAnswers(queryClient, { ...options(), onChanged });
    await queryClient.fetchQuery({ queryKey: FLAGS, queryFn: async () => ({ a: true }) });
    expect(onChanged).not.toHaveBeenCalled();
    await queryClient.fetchQuery({ queryKey: USER, queryFn: async () => ({ id: "user_1", go_live_status: "LIVE" }) });
    expect(onChanged).toHaveBeenCalledTimes(1);
    // later answers are the app's usual business, not a restore's
    await queryClient.fetchQuery({
      queryKey: USER,
      queryFn: async () => ({ id: "user_1", go_live_status: "REGISTERED" }),
    });
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it("does not report a failed read (the restored answer stays)", async () => {
    await keptVisit();
    const queryClient = client();
    const onChanged = vi.fn();
    restoreAnswers(queryClient, { ...options(), onChanged });
    await queryClient
      .fetchQuery({
        queryKey: USER,
        queryFn: async () => {
          throw new Error("offline");
        },
      })
      .catch(() => undefined);
    expect(onChanged).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(USER)).toMatchObject({ go_live_status: "REGISTERED" });
  });
});
