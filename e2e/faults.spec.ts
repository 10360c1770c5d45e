/**
 * Issue 20 item 9: faults never lose work. Every page of the owner's menu on main × ID is opened
 * while the page's data calls fail — gateway 500, 503 with Retry-After, a timeout, a dropped
 * connection, malformed JSON, a 200 whose body breaks the contract (the kinds rotate over the
 * pages, so each is shown on several) — and must show an error state with "Try again", never a
 * blank screen or a page error; once the fault is lifted, "Try again" recovers the page. A form
 * submitted during a fault keeps what was typed.
 *
 * The faults come from the gateway's fault injection (`x-sandbox-fault`, added here to the page's
 * data calls); the timeout is the browser's own (a request that times out), since a gateway delay
 * longer than the client's 30 s timeout would make the suite slow. Session calls (who the user
 * is, flags) are left alone: the shell must be there to show the page's error.
 */
import { expect, type Page, type Route, test } from "@playwright/test";
import { PAGE_ROUTES } from "../src/app/route-table.ts";
import { menuOf } from "./lib/menu.ts";
import { logInTo, MAIN_ID_BUSINESS } from "./lib/session.ts";

test.describe.configure({ timeout: 180_000 });

const FAULTS = {
  "gateway 500": "status=500",
  "503 with Retry-After": "status=503, retry-after=2",
  timeout: "timeout",
  "dropped connection": "drop",
  "malformed JSON": "respond=malformed_json",
  "200 breaking the contract": "respond=invalid_schema",
} as const;
type FaultKind = keyof typeof FAULTS;
const KINDS = Object.keys(FAULTS) as FaultKind[];

/** Calls the shell needs to stand (the session, flags, business switcher): not faulted. */
const SESSION_CALL =
  /^\/api\/(auth|authenticated-user-data|user-data|feature-flags|business-settings|sessions|switch-business|businesses)/;

/**
 * Fault the calls that `match` picks (default: the page's data calls) with `current()` while it is
 * set; `onFault` hears of each call faulted.
 */
async function faultCalls(
  page: Page,
  current: () => FaultKind | null,
  match: (url: URL) => boolean = (url) => url.pathname.startsWith("/api/") && !SESSION_CALL.test(url.pathname),
  onFault: () => void = () => undefined,
): Promise<void> {
  await page.route(match, async (route: Route) => {
    const kind = current();
    if (!kind) return route.continue();
    onFault();
    if (FAULTS[kind] === "timeout") return route.abort("timedout");
    return route.continue({ headers: { ...route.request().headers(), "x-sandbox-fault": FAULTS[kind] } });
  });
}

/** The query cache's default collection time (TanStack Query's gcTime) for data no screen shows, and a second. */
const QUERY_GC = 5 * 60_000 + 1_000;

/**
 * The menu's pages in four parts (each shows every kind of fault), walked in parallel with one
 * sign-in each. Most pages are opened from the menu, as a user does, in the app loaded once (a
 * full load per page cost the walk a third more CPU). So that no page's data comes from the query
 * cache of a page visited before (which would hide the fault), the walk first leaves for a page
 * without data (Page not found in the frame) and lets the page's clock pass the cache's
 * collection time: the cache then holds only the shell's data, as after a fresh load. Every
 * CHUNKS-th page of a part (the part's number among them) is loaded in full under its fault, as a
 * reload or a shared link does, so the shell's own data calls fail too: over the parts, under
 * every kind of fault.
 */
const CHUNKS = 4;
for (let chunk = 0; chunk < CHUNKS; chunk++) {
  test(`menu pages (part ${chunk + 1} of ${CHUNKS}) show an error with Try again under each fault, and recover when it is lifted`, async ({
    page,
    baseURL,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
    // the page's own clock, to skip the wait before a failed query's retry and to pass the query
    // cache's collection time between pages (time flows as usual otherwise)
    await page.clock.install();
    await logInTo(page, "owner@demo.test", MAIN_ID_BUSINESS);
    const menu = await menuOf(page, baseURL as string, "main", "ID");
    const all = PAGE_ROUTES.filter((route) => menu.includes(route.page));
    expect(all.length).toBeGreaterThan(10);
    let fault: FaultKind | null = null;
    let faulted = 0;
    await faultCalls(
      page,
      () => fault,
      undefined,
      () => faulted++,
    );
    const nav = page.getByRole("navigation", { name: "Main menu" });
    const shown = new Map<FaultKind, string[]>();
    const part = all.filter((_, index) => index % CHUNKS === chunk);
    for (const [step, route] of part.entries()) {
      const kind = KINDS[step % KINDS.length] as FaultKind;
      if (step % CHUNKS === chunk) {
        fault = kind;
        faulted = 0;
        await page.goto(route.path);
      } else {
        // a page without data, then past the cache's collection time: no earlier page's data is left
        await page.evaluate(() => window.history.pushState(null, "", "/e2e-between-pages"));
        await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
        await page.clock.fastForward(QUERY_GC);
        fault = kind;
        faulted = 0;
        await nav.locator(`a[href="${route.path}"]`).click();
        await expect(page).toHaveURL((url) => url.pathname === route.path);
      }
      const retry = page.getByRole("button", { name: "Try again" });
      // a failed query is retried once, a second later: jump over that second rather than sit through it
      // (each try jumps and looks at once: the error shows within a few tries of its answer)
      await expect
        .poll(
          async () => {
            await page.clock.fastForward(1_000);
            return retry.first().isVisible();
          },
          { message: `${route.path} under ${kind}`, timeout: 15_000, intervals: [50] },
        )
        .toBe(true);
      // the shell stays: never a blank screen
      await expect(page.getByRole("button", { name: /Profile and businesses/ })).toBeVisible();
      expect(faulted, `${route.path} asked the gateway for its data under ${kind}`).toBeGreaterThan(0);
      fault = null;
      // every error state of the page retries; the page comes back with its heading and no error left
      // (a page with several error states: the next click as soon as one has gone, not after a wait for all)
      for (let i = 0; i < 6; i++) {
        const left = await retry.count();
        if (left === 0) break;
        await retry
          .first()
          .click({ timeout: 2_000 })
          .catch(() => undefined);
        await expect(retry)
          .not.toHaveCount(left, { timeout: 3_000 })
          .catch(() => undefined);
      }
      await expect(retry, `${route.path} recovers after ${kind}`).toHaveCount(0);
      await expect(page.locator(`[data-route-module="route-module:${route.page}"]`)).toBeAttached();
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      shown.set(kind, [...(shown.get(kind) ?? []), route.path]);
    }
    for (const kind of KINDS) expect(shown.get(kind)?.length ?? 0, kind).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
}

test("a form submitted during a fault keeps what was typed and succeeds once the fault is lifted", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  let fault: FaultKind | null = null;
  await faultCalls(
    page,
    () => fault,
    (url) => url.pathname === "/api/auth/email",
  );
  await page.goto("/login?lang=en");
  await page.getByLabel("E-mail address").fill("owner@demo.test");
  await page.getByLabel("Password", { exact: true }).fill("Sandbox123");
  for (const kind of KINDS) {
    fault = kind;
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("alert").first(), kind).toBeVisible();
    await expect(page.getByLabel("E-mail address"), kind).toHaveValue("owner@demo.test");
    await expect(page.getByLabel("Password", { exact: true }), kind).toHaveValue("Sandbox123");
    await expect(page.getByRole("button", { name: "Log in" })).toBeEnabled();
  }
  fault = null;
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("button", { name: /Profile and businesses/ })).toBeVisible();
  expect(errors).toEqual([]);
});
