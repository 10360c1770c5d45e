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
import { ENDPOINTS } from "../../src/contract/endpoints.ts";
import { createScreenApp, ScreenAppView } from "./app-screen.tsx";
import { REPLAY_GATEWAY, type RecordedExchange, type Recording, recordingFetch } from "./recording.ts";
import { type ScreenSpec, screensOf } from "./screens.ts";

i18n.load({ en, id });
i18n.activate("en");

const BRAND = process.env.RECORD_BRAND || "main";
const SCREENS = screensOf(BRAND);
const OUT = path.join(import.meta.dirname, "recordings", BRAND);
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

/** `{first:<endpoint>}` → the id of the first row that list endpoint answers for the persona. */
async function resolvePath(spec: ScreenSpec, exchanges: RecordedExchange[]): Promise<string | null> {
  const match = /\{first:([^}]+)\}/.exec(spec.path);
  if (!match?.[1]) return spec.path;
  const endpoint = ENDPOINTS[match[1]];
  if (!endpoint) throw new Error(`${spec.id}: no endpoint ${match[1]}`);
  const app = await createScreenApp({ path: "/", persona: spec.persona, gatewayUrl: gateway.url, fetch });
  const list = await app.session.http.get(endpoint.path, { schema: endpoint.response });
  const rows = (list.data as { data?: { id: string }[] }).data;
  const first = rows?.[0]?.id;
  // nothing to open for this brand's persona: the screen is not recorded (its story says so)
  if (!first) return null;
  exchanges.length = 0;
  return spec.path.replace(match[0], encodeURIComponent(first));
}

/** Until no query is fetching, the router is idle and `text` shows. */
async function settled(app: Awaited<ReturnType<typeof createScreenApp>>, text: string): Promise<void> {
  await waitFor(
    () => {
      expect(app.router.state.status).toBe("idle");
      expect(app.queryClient.isFetching()).toBe(0);
      expect(document.body.textContent ?? "").toMatch(new RegExp(text, "i"));
    },
    { timeout: 20_000, interval: 100 },
  );
  // one more turn: queries started by what just rendered
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  await waitFor(() => expect(app.queryClient.isFetching()).toBe(0), { timeout: 10_000 });
}

describe(`record the screens' gateway answers (${BRAND})`, () => {
  for (const spec of SCREENS) {
    it.skipIf(only && !only.includes(spec.id))(spec.id, { timeout: 60_000 }, async ({ skip }) => {
      const exchanges: RecordedExchange[] = [];
      const realFetch: typeof fetch = (input, init) => fetch(input, init);
      const recorder = recordingFetch(realFetch, exchanges);
      const resolved = await resolvePath(spec, exchanges);
      if (resolved === null) return skip(`${spec.path}: the list is empty for ${spec.persona}`);
      const app = await createScreenApp({
        path: resolved,
        persona: spec.persona,
        gatewayUrl: gateway.url,
        fetch: recorder,
      });
      render(
        <I18nProvider i18n={i18n}>
          <ScreenAppView app={app} />
        </I18nProvider>,
      );
      await settled(app, spec.ready);
      if (spec.step) {
        const user = userEvent.setup();
        for (const { label, value } of spec.step.fill ?? [])
          await user.type(await screen.findByLabelText(label, { selector: "input" }), value);
        await user.click(await screen.findByRole(spec.step.click.role, { name: spec.step.click.name }));
        await settled(app, spec.step.waitFor);
      }
      const recording: Recording & { path: string } = {
        screen: spec.id,
        path: resolved,
        recordedAt: new Date().toISOString(),
        exchanges: exchanges.map((e) => ({ ...e, response: e.response.replaceAll(gateway.url, REPLAY_GATEWAY) })),
      };
      writeFileSync(path.join(OUT, `${spec.id}.json`), `${JSON.stringify(recording, null, 2)}\n`);
    });
  }
});
