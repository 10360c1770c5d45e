/**
 * Screen stories (issue 21): the real app at a path, answered from a recording of the sandbox
 * (recordings/<brand>/<id>.json, written by scripts/record-stories.ts), so the static Storybook a
 * partner receives shows real screens with no server. Variants replay the same recording with
 * one call failing (error state) or never answering (loading state).
 */
/// <reference path="../storybook-env.d.ts" />
import { brands, recordings } from "virtual:storybook-brands";
import type { StoryObj } from "@storybook/react-vite";
import { useMemo } from "react";
import { expect, waitFor } from "storybook/test";
import { AppScreen } from "./app-screen.tsx";
import { REPLAY_GATEWAY, type Recording, replayFetch } from "./recording.ts";
import { screenSpec } from "./screens.ts";

/** The brand a story renders for: the Vitest instance's, else the toolbar's, else the only one built. */
function storyBrandId(globals: Record<string, unknown>): string {
  const wanted = globalThis.__STORYBOOK_TEST_BRAND__ ?? globals.brand;
  return brands.find((b) => b.id === wanted)?.id ?? brands[0]?.id ?? "main";
}

export interface ScreenVariant {
  /** Calls to this path (or below it) answer 503 (the screen's error state). */
  fail?: string;
  /** Calls to this path (or below it) never answer (the screen's loading state). */
  hang?: string;
}

function variantFetch(recording: Recording, variant: ScreenVariant): typeof fetch {
  const replay = replayFetch(recording);
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const under = (prefix?: string) => prefix && (url.pathname === prefix || url.pathname.startsWith(`${prefix}/`));
    if (under(variant.hang)) return new Promise<Response>(() => {});
    if (under(variant.fail)) {
      return new Response(JSON.stringify({ error_code: "SERVER_ERROR", message: "The gateway is unavailable." }), {
        status: 503,
        headers: { "content-type": "application/json" },
      });
    }
    return replay(input, init);
  };
}

function RecordedScreen({ id, brand, variant }: { id: string; brand: string; variant: ScreenVariant }) {
  const spec = screenSpec(id, brand);
  const recording = recordings[brand]?.[id];
  // one fetch per story render: AppScreen restarts when it changes
  const fetch = useMemo(() => (recording ? variantFetch(recording, variant) : null), [recording, variant]);
  if (!spec || !recording || !fetch) {
    return (
      <p className="p-6 text-muted" data-not-recorded="">
        {`This screen is not recorded for ${brand}: add it to .storybook/screens/screens.ts and run npm run -s storybook:record -- --brand ${brand}.`}
      </p>
    );
  }
  return <AppScreen path={recording.path} persona={spec.persona} gatewayUrl={REPLAY_GATEWAY} fetch={fetch} />;
}

const textShows = async (pattern: RegExp) =>
  waitFor(() => expect(document.body.textContent ?? "").toMatch(pattern), { timeout: 10_000 });

/**
 * A story of a screen of screens.ts (or one chosen from the toolbar's globals, e.g. the persona's
 * frame) with its recording; `variant` for the error and loading states.
 */
export function screenStory(
  screen: string | ((globals: Record<string, unknown>) => string),
  variant: ScreenVariant = {},
): StoryObj {
  const idOf = (globals: Record<string, unknown>) => (typeof screen === "string" ? screen : screen(globals));
  return {
    parameters: {
      layout: "fullscreen",
      // Known and reported (issue 21): the top bar's bell ("99+" shown, "Notifications, 110 unread"
      // named) and profile button ("+7" shown, "Profile and businesses" named) fail WCAG 2.5.3
      // label-in-name; every other axe rule runs on the screens.
      a11y: { options: { rules: { "label-content-name-mismatch": { enabled: false } } } },
    },
    render: (_args, { globals }) => (
      <RecordedScreen id={idOf(globals)} brand={storyBrandId(globals)} variant={variant} />
    ),
    play: async ({ canvas, userEvent, globals }) => {
      const id = idOf(globals);
      const spec = screenSpec(id, storyBrandId(globals));
      // a screen this brand does not record (e.g. the viewer's frame on a partner brand) says so
      if (!spec || !recordings[storyBrandId(globals)]?.[id]) {
        await expect(canvas.getByText(/is not recorded for/)).toBeVisible();
        return;
      }
      if (variant.fail) {
        // the failed part offers a retry (the frame around it still renders)
        await expect(await canvas.findByRole("button", { name: "Try again" }, { timeout: 10_000 })).toBeVisible();
        return;
      }
      // a hanging call may hold the page itself (its route loader waits): then only the frame shows
      if (!variant.hang || spec.step) await textShows(new RegExp(spec.ready, "i"));
      if (spec.step) {
        for (const { label, value } of spec.step.fill ?? [])
          await userEvent.type(await canvas.findByLabelText(label, { selector: "input" }), value);
        await userEvent.click(await canvas.findByRole(spec.step.click.role, { name: spec.step.click.name }));
        if (!variant.hang) await textShows(new RegExp(spec.step.waitFor, "i"));
      }
      if (variant.hang) {
        // the screen's loading state: a busy region or skeleton placeholders
        const scope = spec.step ? '[role="dialog"] ' : "";
        const busy = `${scope}[aria-busy="true"], ${scope}[data-skeleton]`;
        await waitFor(() => expect(document.querySelector(busy)).not.toBeNull(), { timeout: 10_000 });
      }
    },
  };
}
