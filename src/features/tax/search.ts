/**
 * The tax documents list's URL filters. Route files import this light module for their
 * `validateSearch` (it stays in the entry chunk): no contract, no UI here.
 */
import { TAX_PERIOD_PATTERN } from "../../domain/tax/period.ts";
import { defineList } from "../../lib/lists/search.ts";

export const taxList = defineList({
  statuses: ["ISSUED", "PENDING", "CANCELLED"],
  channels: ["FAKTUR_PAJAK", "BUKTI_POTONG_PPH23", "BIR_SERVICE_INVOICE", "BIR_2307"],
  // the period picker: the months the documents cover (`YYYY-MM`; the gateway's `period`)
  facets: { period: TAX_PERIOD_PATTERN },
  sorts: ["-created", "created", "-amount", "amount"],
  defaultSort: "-created",
});
