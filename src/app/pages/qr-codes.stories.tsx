/**
 * Screens/Pages/Qr codes (issue 21): every route of this section of the route table, as
 * the brand's owner sees it, populated (the sandbox's answers), empty (its lists answer no items),
 * failing (its calls answer 503: the error state with a retry) and loading (its calls never
 * answer). Generated from src/app/route-table.ts by scripts/storybook-pages.ts: do not edit.
 * The story tests of `npm test` run those of .storybook/screens/page-tests.ts, each in one brand's
 * instance (the others are tagged `!test`; node scripts/storybook-test-all.ts runs them all).
 */
import type { Meta } from "@storybook/react-vite";
import { pageStory } from "../../../.storybook/screens/page-story.tsx";

const meta = { title: "Screens/Pages/Qr codes" } satisfies Meta;
export default meta;

export const QrCodes = pageStory("page-qr-codes", "populated");
export const QrCodesEmpty = {
  ...pageStory("page-qr-codes", "empty"),
  tags: ["!test"],
};
export const QrCodesError = {
  ...pageStory("page-qr-codes", "error"),
  tags: ["!test"],
};
export const QrCodesLoading = {
  ...pageStory("page-qr-codes", "loading"),
  tags: ["!test"],
};
export const QrCodeDownload = pageStory("page-qr-code-download", "populated");
export const QrCodeDownloadEmpty = {
  ...pageStory("page-qr-code-download", "empty"),
  tags: ["!test"],
};
export const QrCodeDownloadError = {
  ...pageStory("page-qr-code-download", "error"),
  tags: ["!test"],
};
export const QrCodeDownloadLoading = {
  ...pageStory("page-qr-code-download", "loading"),
  tags: ["!test"],
};
