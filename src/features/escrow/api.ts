/** Escrow and RDL (issue 17; escrow brand only): one list definition and query factory per resource, the writes. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type * as v from "valibot";
import type { Endpoint } from "../../contract/define.ts";
import {
  type CreateEscrowCustomerBody,
  EscrowAccountSchema,
  EscrowBalanceSchema,
  EscrowCustomerSchema,
  escrowEndpoints,
  RdlInvestorSchema,
  RdlTransactionSchema,
} from "../../contract/escrow.ts";
import { type ListKit, resourceQueries } from "../../lib/lists/index.ts";
import { useSession } from "../../lib/session/hooks.ts";
import * as L from "./lists.ts";

export const E = escrowEndpoints;
const READS = E as Record<string, Endpoint>;

function resource<S extends v.GenericSchema, K extends ListKit<string, string, string, "">>(
  kind: string,
  kit: K,
  item: S,
) {
  const queries = resourceQueries({
    resource: kind,
    item,
    list: READS[`${kind}.list`],
    detail: READS[`${kind}.detail`],
    kit,
  });
  return { kit, queries };
}

export const escrowBalances = resource("escrow_balances", L.escrowBalancesList, EscrowBalanceSchema);
export const escrowAccounts = resource("escrow_accounts", L.escrowAccountsList, EscrowAccountSchema);
export const escrowCustomers = resource("escrow_customers", L.escrowCustomersList, EscrowCustomerSchema);
export const rdlInvestors = resource("rdl_investors", L.rdlInvestorsList, RdlInvestorSchema);
export const rdlTransactions = resource("rdl_transactions", L.rdlTransactionsList, RdlTransactionSchema);

export function useCreateEscrowCustomer() {
  const session = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CreateEscrowCustomerBody, "environment">) =>
      session.http.post(E["escrow_customers.create"].path, { schema: E["escrow_customers.create"].response, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["escrow_customers"] }),
  });
}
