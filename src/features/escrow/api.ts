/** Escrow and RDL (issue 17; escrow brand only): one list definition and query factory per resource, the writes. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type * as v from "valibot";
import type { Endpoint } from "../../contract/define.ts";
import {
  type CreateEscrowCustomerBody,
  ESCROW_ACCOUNT_STATUSES,
  ESCROW_BALANCE_STATUSES,
  ESCROW_CUSTOMER_STATUSES,
  EscrowAccountSchema,
  EscrowBalanceSchema,
  EscrowCustomerSchema,
  escrowEndpoints,
  RDL_INVESTOR_STATUSES,
  RDL_TRANSACTION_STATUSES,
  RdlInvestorSchema,
  RdlTransactionSchema,
} from "../../contract/escrow.ts";
import { defineList, resourceQueries } from "../../lib/lists/index.ts";
import { useSession } from "../../lib/session/hooks.ts";

export const E = escrowEndpoints;
const READS = E as Record<string, Endpoint>;

function resource<S extends v.GenericSchema>(kind: string, statuses: readonly string[], item: S) {
  const kit = defineList({ statuses, channels: [] as string[] });
  const queries = resourceQueries({
    resource: kind,
    item,
    list: READS[`${kind}.list`],
    detail: READS[`${kind}.detail`],
    kit,
  });
  return { kit, queries };
}

export const escrowBalances = resource("escrow_balances", ESCROW_BALANCE_STATUSES, EscrowBalanceSchema);
export const escrowAccounts = resource("escrow_accounts", ESCROW_ACCOUNT_STATUSES, EscrowAccountSchema);
export const escrowCustomers = resource("escrow_customers", ESCROW_CUSTOMER_STATUSES, EscrowCustomerSchema);
export const rdlInvestors = resource("rdl_investors", RDL_INVESTOR_STATUSES, RdlInvestorSchema);
export const rdlTransactions = resource("rdl_transactions", RDL_TRANSACTION_STATUSES, RdlTransactionSchema);

export function useCreateEscrowCustomer() {
  const session = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CreateEscrowCustomerBody, "environment">) =>
      session.http.post(E["escrow_customers.create"].path, { schema: E["escrow_customers.create"].response, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["escrow_customers"] }),
  });
}
