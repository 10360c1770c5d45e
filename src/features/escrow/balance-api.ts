/**
 * The escrow balances' queries (issue 17): apart from api.ts (which re-exports them) so the escrow
 * balance page, the escrow brand's landing page, loads only its own contract (issue 19).
 */
import type { Endpoint } from "../../contract/define.ts";
import { EscrowBalanceSchema, escrowBalanceEndpoints } from "../../contract/escrow-balances.ts";
import { resourceQueries } from "../../lib/lists/queries.ts";
import { escrowBalancesList } from "./lists.ts";

// as areaResource (lib/lists/area-resource.ts) builds it, without its default kit's areas table
const endpoints = escrowBalanceEndpoints as Record<string, Endpoint>;
export const escrowBalances = {
  kind: "escrow_balances" as const,
  kit: escrowBalancesList,
  queries: resourceQueries({
    resource: "escrow_balances",
    item: EscrowBalanceSchema,
    list: endpoints["escrow_balances.list"],
    detail: endpoints["escrow_balances.detail"],
    kit: escrowBalancesList,
  }),
};
