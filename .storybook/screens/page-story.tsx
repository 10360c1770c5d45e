/**
 * The page stories of src/app/pages.stories.tsx (issue 21): every page of the route table that
 * opens without a parameter, in its four main states, generated from src/app/route-table.ts by
 * scripts/storybook-pages.ts. A state changes only the page's own calls (the frame keeps its
 * data): the endpoints the contract gates by that page (`page` in src/contract), or, for a page
 * whose calls name no page, every call but the frame's.
 */
import type { StoryObj } from "@storybook/react-vite";
import { ENDPOINTS } from "../../src/contract/endpoints.ts";
import type { PageKey } from "../../src/domain/brand/sections.ts";
import { type CallMatch, type ScreenState, screenStory } from "./screen-story.tsx";
import { pageScreenId } from "./screens.ts";

/** What the dashboard frame calls on every page (session, business, flags, bell, bills). */
const FRAME_CALLS = [
  "/api/auth",
  "/api/authenticated-user-data",
  "/api/feature-flags",
  "/api/businesses",
  "/api/balance_view_flag",
  "/api/notifications",
  "/api/billing_statements",
  "/api/saved-views",
  "/api/users",
];

const pattern = (path: string) => new RegExp(`^${path.replace(/\{\w+\}/g, "[^/]+")}$`);

/** The calls of `page`: its gated endpoints, else everything but the frame's calls. */
export function pageCalls(page: PageKey): CallMatch {
  const own = Object.values(ENDPOINTS)
    .filter((e) => e.page === page)
    .map((e) => pattern(e.path));
  if (own.length > 0) return (_method, pathname) => own.some((re) => re.test(pathname));
  return (_method, pathname) => !FRAME_CALLS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** One page in one state. */
export function pageStory(page: PageKey, state: ScreenState): StoryObj {
  const calls = pageCalls(page);
  const variant =
    state === "error"
      ? { fail: calls }
      : state === "loading"
        ? { hang: calls }
        : state === "empty"
          ? { empty: calls }
          : {};
  return screenStory(pageScreenId(page), { ...variant, state });
}
