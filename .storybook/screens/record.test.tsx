/**
 * Not part of `npm test`: scripts/record-stories.ts runs this file (vitest.record.config.ts) to
 * render every screen of screens.ts against a fresh sandbox and write what the gateway answered
 * to recordings/<id>.json, which the screen stories replay.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages as en } from "../../locales/en/messages.po";
import { messages as id } from "../../locales/id/messages.po";
import { startSandbox } from "../../sandbox/server.ts";
import { bundleTarget, loadBrand } from "../../scripts/lib/brands.ts";
import type { Country } from "../../src/domain/brand/sections.ts";
import { createScreenApp, resolveScreenPath, ScreenAppView } from "./app-screen.tsx";
import { REPLAY_GATEWAY, type RecordedExchange, type Recording, recordingFetch } from "./recording.ts";
import { type ScreenSpec, screensOf } from "./screens.ts";

i18n.load({ en, id });
i18n.activate("en");

const BRAND = process.env.RECORD_BRAND || "main";
const manifest = loadBrand(BRAND);
// the pages of the brand's bundle (its first country, as the Storybook compiles it): the others are not recorded
const bundlePages = bundleTarget(manifest, Object.keys(manifest.countries)[0] as Country).pages;
const SCREENS = screensOf(BRAND).filter((s) => !s.page || bundlePages.has(s.page));
const OUT = process.env.RECORD_OUT || path.join(import.meta.dirname, "recordings", BRAND);
const listed = process.env.RECORD_SCREENS?.split(",").filter(Boolean) ?? [];
const only = listed.length > 0 ? listed : undefined;

let gateway: Awaited<ReturnType<typeof startSandbox>>;
beforeAll(async () => {
  gateway = await startSandbox({ port: 0 });
  mkdirSync(OUT, { recursive: true });
}, 180_000);
afterAll(async () => {
  await gateway?.close();
});

/**
 * Until no query is fetching, the router is idle and `text` shows (a page screen: its route
 * module shows). False when a page screen's guard sent the persona elsewhere (not recorded).
 */
async function settled(
  app: Awaited<ReturnType<typeof createScreenApp>>,
  text: string,
  spec?: ScreenSpec,
  resolved?: string,
): Promise<boolean> {
  const wanted = spec?.page ? new URL(resolved ?? spec.path, "http://screen").pathname : null;
  let redirected = false;
  await waitFor(
    () => {
      expect(app.router.state.status).toBe("idle");
      expect(app.queryClient.isFetching()).toBe(0);
      // a page: whatever it shows once its data came (not every page renders its module for every business)
      if (wanted) {
        redirected = app.router.state.location.pathname !== wanted;
        return;
      }
      expect(document.body.textContent ?? "").toMatch(new RegExp(text, "i"));
    },
    { timeout: 20_000, interval: 100 },
  );
  if (redirected) return false;
  // one more turn: queries started by what just rendered
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  await waitFor(() => expect(app.queryClient.isFetching()).toBe(0), { timeout: 10_000 });
  return true;
}

/** Records one screen to OUT; answers why it was not recorded, or null when it was. */
async function record(spec: ScreenSpec): Promise<string | null> {
  const exchanges: RecordedExchange[] = [];
  const realFetch: typeof fetch = (input, init) => fetch(input, init);
  const recorder = recordingFetch(realFetch, exchanges);
  const resolved = await resolveScreenPath(spec, gateway.url, realFetch);
  if (resolved === null) return `${spec.path}: the list is empty for ${spec.persona}`;
  const app = await createScreenApp({
    path: resolved,
    persona: spec.persona,
    gatewayUrl: gateway.url,
    fetch: recorder,
    setup: spec,
  });
  render(
    <I18nProvider i18n={i18n}>
      <ScreenAppView app={app} />
    </I18nProvider>,
  );
  if (!(await settled(app, spec.ready, spec, resolved))) return `${spec.path}: ${spec.persona} is sent elsewhere`;
  // a page its visibility rule hides from this persona's business shows Page not found: not recorded
  if (spec.page && !document.querySelector(`[data-route-module="route-module:${spec.page}"]`))
    return `${spec.path}: not shown to ${spec.persona} (${(document.querySelector("main") ?? document.body).textContent?.slice(-160)})`;
  if (spec.step) {
    const user = userEvent.setup();
    for (const { label, value } of spec.step.fill ?? [])
      await user.type(await screen.findByLabelText(label, { selector: "input" }), value);
    for (const { role, name } of [spec.step.click, ...(spec.step.next ?? [])])
      await user.click((await screen.findAllByRole(role, { name }))[0] as HTMLElement);
    await settled(app, spec.step.waitFor);
  }
  const recording: Recording & { path: string } = {
    screen: spec.id,
    path: resolved,
    recordedAt: new Date().toISOString(),
    exchanges: exchanges.map((e) => ({ ...e, response: e.response.replaceAll(gateway.url, REPLAY_GATEWAY) })),
  };
  writeFileSync(path.join(OUT, `${spec.id}.json`), `${JSON.stringify(recording, null, 2)}\n`);
  return null;
}

/**
 * RECORD_TOLERANT (a static build): a screen that cannot be recorded (e.g. a persona whose
 * language the screen's texts do not match) is left out with a warning, its story says so.
 * Without it (npm run storybook:record, the committed recordings) it fails.
 */
const TOLERANT = process.env.RECORD_TOLERANT === "1";

describe(`record the screens' gateway answers (${BRAND})`, () => {
  for (const spec of SCREENS) {
    it.skipIf(only && !only.includes(spec.id))(spec.id, { timeout: 60_000 }, async ({ skip }) => {
      let why: string | null;
      try {
        why = await record(spec);
      } catch (error) {
        if (!TOLERANT) throw error;
        why = `could not be recorded: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`;
        console.warn(`screen ${spec.id} of ${BRAND} ${why}`);
      }
      if (why) skip(why);
    });
  }
});
