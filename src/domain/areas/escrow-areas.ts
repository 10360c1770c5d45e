/**
 * The escrow and RDL areas of spec 002 §2.1–§2.2 (escrow brand only) as data: entries of AREAS
 * (areas.ts spreads them in menu order), in a module of their own so the escrow brand's landing
 * page (/escrow-balance), its URL filters and contract read them without the whole areas table
 * (issue 19). Edit these areas here.
 */

import { areaIn } from "./area-in.ts";
import type { AreaDefinition } from "./areas.ts";

export const ESCROW_AREAS = [
  {
    kind: "escrow_balances",
    path: "/api/escrow/balances",
    title: "Escrow balances",
    page: "escrow-balance",
    statuses: ["ACTIVE", "FROZEN"],
    amounts: true,
  },
  {
    kind: "escrow_accounts",
    path: "/api/escrow/accounts",
    title: "Escrow accounts",
    page: "escrow-account",
    statuses: ["ACTIVE", "CLOSED"],
    amounts: true,
  },
  {
    kind: "escrow_customers",
    path: "/api/escrow/customers",
    title: "Escrow customers",
    page: "escrow-customers",
    statuses: ["VERIFIED", "PENDING", "REJECTED"],
  },
  {
    kind: "rdl_investors",
    path: "/api/rdl/investors",
    title: "RDL investors",
    page: "rdl-investors",
    statuses: ["ACTIVE", "PENDING", "CLOSED"],
  },
  {
    kind: "rdl_transactions",
    path: "/api/rdl/transactions",
    title: "RDL transactions",
    page: "rdl-transactions",
    statuses: ["SUCCESS", "PENDING", "FAILED"],
    amounts: true,
  },
] as const satisfies readonly AreaDefinition[];

export type EscrowArea = (typeof ESCROW_AREAS)[number];

/** The escrow or RDL area of `kind`. */
export function escrowAreaOf<K extends EscrowArea["kind"]>(kind: K): Extract<EscrowArea, { kind: K }> {
  return areaIn(ESCROW_AREAS, kind);
}
