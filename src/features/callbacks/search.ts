/**
 * The callbacks list's URL filters. Route files import this light module for their
 * `validateSearch`/`loaderDeps` (it stays in the entry chunk): no contract, no UI here.
 */
import { CALLBACK_PRODUCTS } from "../../domain/callbacks/rules.ts";
import { defineList } from "../../lib/lists/search.ts";

export const callbackList = defineList({
  statuses: ["FAILED", "COMPLETED", "CALLBACK_URL_NOT_SET"],
  channels: CALLBACK_PRODUCTS,
  sorts: ["-created", "created"],
  defaultSort: "-created",
});
