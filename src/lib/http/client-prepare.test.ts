/**
 * Issue 19: the early start (src/app/early-start.ts) waits for `prepare()` before it schedules its
 * heavy work in a task, so the guard's requests leave first. In Chromium a dynamic import settles
 * in a task of its own; here ky's module loads after a timer to behave the same way (its own file:
 * the module registry must be fresh).
 */
import * as v from "valibot";
import { expect, it, vi } from "vitest";
import { createHttpClient } from "./client";

vi.mock("ky", async () => {
  await new Promise((resolve) => setTimeout(resolve, 20));
  return vi.importActual("ky");
});

it("prepare sends nothing; a request made while it loads leaves before a task scheduled once it settles", async () => {
  const sent: string[] = [];
  const http = createHttpClient({
    baseUrl: "http://gateway.test",
    session: {
      usingNewAuth: () => false,
      accessToken: () => null,
      refreshToken: () => null,
      environment: () => "DEVELOPMENT",
      storeTokens: () => {},
    },
    onSessionEnd: () => {},
    fetch: ((input: RequestInfo | URL) => {
      sent.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
      return new Promise<Response>(() => {});
    }) as typeof fetch,
  });
  const ready = http.prepare();
  expect(sent).toEqual([]);
  void http.get("/api/authenticated-user-data", { schema: v.unknown() });
  const sentWhenTheTaskRan = await ready.then(
    () => new Promise<string[]>((resolve) => setTimeout(() => resolve([...sent]), 0)),
  );
  expect(sentWhenTheTaskRan).toEqual(["/api/authenticated-user-data"]);
});
