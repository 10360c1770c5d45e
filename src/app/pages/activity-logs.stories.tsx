/**
 * Screens/Pages/Activity logs (issue 21): every route of this section of the route table, as
 * the brand's owner sees it, populated (the sandbox's answers), empty (its lists answer no items),
 * failing (its calls answer 503: the error state with a retry) and loading (its calls never
 * answer). Generated from src/app/route-table.ts by scripts/storybook-pages.ts: do not edit.
 * The story tests of `npm test` run those of .storybook/screens/page-tests.ts, each in one brand's
 * instance (the others are tagged `!test`; node scripts/storybook-test-all.ts runs them all).
 */
import type { Meta } from "@storybook/react-vite";
import { pageStory } from "../../../.storybook/screens/page-story.tsx";

const meta = { title: "Screens/Pages/Activity logs" } satisfies Meta;
export default meta;

export const ActivityLogs = pageStory("page-activity-logs", "populated");
export const ActivityLogsEmpty = {
  ...pageStory("page-activity-logs", "empty"),
  tags: ["!test"],
};
export const ActivityLogsError = {
  ...pageStory("page-activity-logs", "error"),
  tags: ["!test"],
};
export const ActivityLogsLoading = {
  ...pageStory("page-activity-logs", "loading"),
  tags: ["!test"],
};
export const ActivityLogDetail = {
  ...pageStory("page-activity-log-detail", "populated"),
  tags: ["!test"],
};
export const ActivityLogDetailEmpty = {
  ...pageStory("page-activity-log-detail", "empty"),
  tags: ["!test"],
};
export const ActivityLogDetailError = {
  ...pageStory("page-activity-log-detail", "error"),
  tags: ["!test"],
};
export const ActivityLogDetailLoading = {
  ...pageStory("page-activity-log-detail", "loading"),
  tags: ["!test"],
};
