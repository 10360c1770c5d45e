/**
 * The escrow balances' queries (issue 17): apart from api.ts (which re-exports them) so the escrow
 * balance page, the escrow brand's landing page, loads only its own contract (issue 19).
 */
import type { Endpoint } from "../../contract/define.ts";
import { EscrowBalanceSchema, escrowBalanceEndpoints } from "../../contract/escrow-balances.ts";
import { areaResource } from "../../lib/lists/area-resource.ts";
import { escrowBalancesList } from "./lists.ts";

export const escrowBalances = areaResource(
  "escrow_balances",
  EscrowBalanceSchema,
  escrowBalanceEndpoints as Record<string, Endpoint>,
  { kit: escrowBalancesList },
);
