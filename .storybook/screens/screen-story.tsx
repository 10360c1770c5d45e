/**
 * Screen stories (issue 21): the real app at a path, answered from a recording of the sandbox
 * (recordings/<id>.json, written by scripts/record-stories.ts), so the static Storybook a
 * partner receives shows real screens with no server. Variants replay the same recording with
 * one call failing (error state) or never answering (loading state).
 */
import type { StoryObj } from "@storybook/react-vite";
import { useMemo } from "react";
import { expect, waitFor } from "storybook/test";
import { AppScreen } from "./app-screen.tsx";
import { REPLAY_GATEWAY, type Recording, replayFetch } from "./recording.ts";
import { screenSpec } from "./screens.ts";

type Recorded = Recording & { path: string };

const RECORDINGS = import.meta.glob<Recorded>("./recordings/*.json", { eager: true, import: "default" });

function recordingOf(id: string): Recorded {
  const recording = RECORDINGS[`./recordings/${id}.json`];
  if (!recording) throw new Error(`no recording for screen ${id}: run npm run -s storybook:record -- ${id}`);
  return recording;
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

function RecordedScreen({ id, variant }: { id: string; variant: ScreenVariant }) {
  const spec = screenSpec(id);
  const recording = recordingOf(id);
  // one fetch per story render: AppScreen restarts when it changes
  const fetch = useMemo(() => variantFetch(recording, variant), [recording, variant]);
  return <AppScreen path={recording.path} persona={spec.persona} gatewayUrl={REPLAY_GATEWAY} fetch={fetch} />;
}

const textShows = async (pattern: RegExp) =>
  waitFor(() => expect(document.body.textContent ?? "").toMatch(pattern), { timeout: 10_000 });

/** A story of screen `id` (screens.ts) with its recording; `variant` for the error and loading states. */
export function screenStory(id: string, variant: ScreenVariant = {}): StoryObj {
  const spec = screenSpec(id);
  return {
    parameters: {
      layout: "fullscreen",
      // Known and reported (issue 21): the top bar's bell ("99+" shown, "Notifications, 110 unread"
      // named) and profile button ("+7" shown, "Profile and businesses" named) fail WCAG 2.5.3
      // label-in-name; every other axe rule runs on the screens.
      a11y: { options: { rules: { "label-content-name-mismatch": { enabled: false } } } },
    },
    render: () => <RecordedScreen id={id} variant={variant} />,
    play: async ({ canvas, userEvent }) => {
      if (variant.fail) {
        // the failed part offers a retry (the frame around it still renders)
        await expect(await canvas.findByRole("button", { name: "Try again" }, { timeout: 10_000 })).toBeVisible();
        return;
      }
      // a hanging call may hold the page itself (its route loader waits): then only the frame shows
      if (!variant.hang || spec.step) await textShows(new RegExp(spec.ready, "i"));
      if (spec.step) {
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
