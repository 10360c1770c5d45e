/**
 * The escrow balances (issue 17; spec 002 §2.1 /escrow-balance, the escrow brand's landing page):
 * apart from escrow.ts (which re-exports them and spreads the endpoints into `escrowEndpoints`)
 * so the landing page loads no other escrow or RDL schema (issue 19).
 */
import * as v from "valibot";
import { escrowAreaOf } from "../domain/areas/escrow-areas.ts";
import { ESCROW_BALANCE_STATUSES } from "../domain/escrow/statuses.ts";
import { areaEndpointsOf, RecordEntries } from "./area-records.ts";

export const EscrowBalanceSchema = v.object({
  ...RecordEntries,
  status: v.picklist(ESCROW_BALANCE_STATUSES),
  amount: v.number(),
  currency: v.string(),
  account_name: v.string(),
  bank_name: v.string(),
  account_number: v.string(),
  available: v.number(),
  held: v.number(),
});
export type EscrowBalance = v.InferOutput<typeof EscrowBalanceSchema>;

export const escrowBalanceEndpoints = areaEndpointsOf(escrowAreaOf("escrow_balances"), EscrowBalanceSchema);
