/**
 * Issuing lists' URL filters. Route files import this light module for `validateSearch` /
 * `loaderDeps` (it stays in the entry chunk): domain constants only, no contract, no UI.
 */
import {
  CARD_PRODUCT_STATUSES,
  FORM_FACTORS,
  ISSUED_CARD_STATUSES,
  ISSUING_TRANSACTION_STATUSES,
} from "../../domain/issuing/rules.ts";
import { defineList } from "../../lib/lists/search.ts";

export const productList = defineList({
  statuses: CARD_PRODUCT_STATUSES,
  channels: FORM_FACTORS,
  sorts: ["-created", "created"],
});
export const cardList = defineList({
  statuses: ISSUED_CARD_STATUSES,
  channels: FORM_FACTORS,
  sorts: ["-created", "created", "-updated", "updated"],
});
export const transactionList = defineList({ statuses: ISSUING_TRANSACTION_STATUSES, channels: [] as string[] });
