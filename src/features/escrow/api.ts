/** Escrow and RDL (issue 17; escrow brand only): one list definition and query factory per resource (the writes: writes.ts). */
import type { Endpoint } from "../../contract/define.ts";
import {
  EscrowAccountSchema,
  EscrowCustomerSchema,
  escrowEndpoints,
  RdlInvestorSchema,
  RdlTransactionSchema,
} from "../../contract/escrow.ts";
import { areaResource } from "../../lib/lists/area-resource.ts";
import * as L from "./lists.ts";

export const E = escrowEndpoints;
const READS = E as Record<string, Endpoint>;

export { escrowBalances } from "./balance-api.ts";
export const escrowAccounts = areaResource("escrow_accounts", EscrowAccountSchema, READS, {
  kit: L.escrowAccountsList,
});
export const escrowCustomers = areaResource("escrow_customers", EscrowCustomerSchema, READS, {
  kit: L.escrowCustomersList,
});
export const rdlInvestors = areaResource("rdl_investors", RdlInvestorSchema, READS, { kit: L.rdlInvestorsList });
export const rdlTransactions = areaResource("rdl_transactions", RdlTransactionSchema, READS, {
  kit: L.rdlTransactionsList,
});
