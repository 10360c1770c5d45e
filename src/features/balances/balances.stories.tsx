/**
 * Screens/Balances (issue 10 leftover, issue 21): the balance summary, the movement list and
 * detail and the top-up dialog, in their main states, over the sandbox's recorded answers
 * (.storybook/screens/). Re-record: `npm run -s storybook:record -- balance,cash,...`.
 */
import type { Meta } from "@storybook/react-vite";
import { screenStory } from "../../../.storybook/screens/screen-story.tsx";

const meta = { title: "Screens/Balances" } satisfies Meta;
export default meta;

export const BalanceSummary = screenStory("balance");
export const TopUpDialogLoading = screenStory("balance-top-up", { hang: "/api/balance/top-up" });
export const BalanceSummaryError = screenStory("balance", { fail: "/api/balance" });
export const TopUpDialog = screenStory("balance-top-up");
export const CashWithSummary = screenStory("cash");
export const MovementList = screenStory("transactions");
export const MovementListEmpty = screenStory("transactions-empty");
export const MovementListError = screenStory("transactions", {
  fail: "/api/transactions",
});
export const MovementDetail = screenStory("transaction-detail");
