/**
 * The feature areas of spec 002 §2.1–2.2 as data (issue 19: plain data, no valibot, so the
 * lists' URL filters can use it from the entry chunk without the contract): each area's record
 * kind, API path, gating page, statuses and channels. `src/contract/areas.ts` builds the list
 * and detail endpoints from it and re-exports it; edit an area's entry here.
 */
import type { PageKey } from "../brand/sections.ts";
import { LOAN_STATUSES } from "../capital/rules.ts";
import { ERECEIPT_STATUSES } from "../ereceipts/rules.ts";
import {
  CARD_PRODUCT_STATUSES,
  FORM_FACTORS,
  ISSUED_CARD_STATUSES,
  ISSUING_TRANSACTION_STATUSES,
} from "../issuing/rules.ts";
import type { SettingsPage } from "../visibility/pages.ts";
import { areaIn } from "./area-in.ts";
import { BALANCE_AREAS } from "./balance-areas.ts";
import { ESCROW_AREAS } from "./escrow-areas.ts";

/** A page key, or a settings sub-page, whose permission rule gates an area (as `GatedPage` of the contract). */
type GatedPage = PageKey | `settings/${SettingsPage}`;

export type AreaDefinition = {
  /** Record kind in the gateway's store. */
  readonly kind: string;
  readonly path: string;
  readonly title: string;
  /** Page key (spec 000 §2) whose permission rule gates the area. */
  readonly page: GatedPage;
  readonly statuses: readonly string[];
  readonly channels?: readonly string[];
  readonly amounts?: boolean;
};

const PAYMENT = ["PENDING", "PAID", "SETTLED", "EXPIRED", "FAILED"] as const;
const SEND = ["PENDING", "COMPLETED", "FAILED", "CANCELLED"] as const;

/** The areas, in menu order (spec 002 §2.1). */
export const AREAS = [
  ...BALANCE_AREAS,
  {
    kind: "invoices",
    path: "/api/invoices",
    title: "Invoices",
    page: "invoices",
    statuses: PAYMENT,
    channels: ["VIRTUAL_ACCOUNT", "EWALLET", "RETAIL_OUTLET", "CREDIT_CARD", "QR_CODE"],
    amounts: true,
  },
  {
    kind: "recurring",
    path: "/api/recurring-plans",
    title: "Recurring plans",
    page: "recurring",
    statuses: ["ACTIVE", "PAUSED", "STOPPED"],
    amounts: true,
  },
  {
    kind: "on_demand_links",
    path: "/api/on-demand-links",
    title: "On-demand invoice links",
    page: "on-demand",
    statuses: ["ACTIVE", "INACTIVE"],
    amounts: true,
  },
  {
    kind: "recurring_new",
    path: "/api/recurring-schedules",
    title: "Recurring schedules (new)",
    page: "recurring-new",
    statuses: ["ACTIVE", "INACTIVE", "PENDING"],
    amounts: true,
  },
  {
    kind: "payment_links",
    path: "/api/payment-links",
    title: "Payment links",
    page: "payment-links",
    statuses: ["ACTIVE", "PAID", "EXPIRED", "INACTIVE"],
    amounts: true,
  },
  {
    kind: "payment_recurring",
    path: "/api/recurring-payment-links",
    title: "Recurring payment links",
    page: "payment-recurring",
    statuses: ["ACTIVE", "PAUSED", "STOPPED"],
    amounts: true,
  },
  {
    kind: "virtual_account_numbers",
    path: "/api/virtual-account-numbers",
    title: "Virtual account numbers",
    page: "virtual_accounts_list",
    statuses: ["ACTIVE", "INACTIVE", "PENDING"],
    channels: ["BCA", "BNI", "BRI", "MANDIRI", "PERMATA", "BSI", "BPI", "UNIONBANK"],
    amounts: true,
  },
  {
    kind: "virtual_accounts",
    path: "/api/virtual-accounts/payments",
    title: "Virtual account payments",
    page: "virtual_accounts",
    statuses: ["PENDING", "PAID", "EXPIRED"],
    channels: ["BCA", "BNI", "BRI", "MANDIRI", "PERMATA", "BSI", "BPI", "UNIONBANK"],
    amounts: true,
  },
  {
    kind: "ewallets",
    path: "/api/ewallets/charges",
    title: "E-wallet charges",
    page: "ewallets",
    statuses: ["PENDING", "SUCCEEDED", "FAILED", "VOIDED"],
    channels: ["OVO", "DANA", "LINKAJA", "SHOPEEPAY", "GCASH", "GRABPAY", "PAYMAYA"],
    amounts: true,
  },
  {
    kind: "retail_outlets",
    path: "/api/retail-outlets/payments",
    title: "Retail outlet payments",
    page: "retail_outlets",
    statuses: ["ACTIVE", "PAID", "EXPIRED"],
    channels: ["ALFAMART", "INDOMARET", "SEVEN_ELEVEN", "CEBUANA"],
    amounts: true,
  },
  {
    kind: "qr_codes",
    path: "/api/qr-codes",
    title: "QR codes",
    page: "qr-codes",
    statuses: ["ACTIVE", "INACTIVE", "PAID"],
    channels: ["QRIS"],
    amounts: true,
  },
  {
    kind: "disbursements",
    path: "/api/disbursements",
    title: "Disbursements",
    page: "disbursements",
    statuses: ["NEEDS_APPROVAL", "PENDING", "COMPLETED", "FAILED", "CANCELLED"],
    // destination bank codes (src/domain/send-money/banks.ts)
    channels: [
      "BCA",
      "BNI",
      "BRI",
      "MANDIRI",
      "PERMATA",
      "BSI",
      "CIMB",
      "DANAMON",
      "BTN",
      "JAGO",
      "BDO",
      "BPI",
      "METROBANK",
      "UNIONBANK",
      "LANDBANK",
    ],
    amounts: true,
  },
  {
    kind: "batch_disbursements",
    path: "/api/batch-disbursements",
    title: "Batch disbursements",
    page: "batch_disbursements",
    statuses: ["NEEDS_APPROVAL", "APPROVED", "COMPLETED", "PARTIALLY_COMPLETED", "REJECTED"],
    amounts: true,
  },
  {
    kind: "payouts",
    path: "/api/payouts",
    title: "Payouts",
    page: "payouts",
    statuses: ["ACCEPTED", "PENDING", "SUCCEEDED", "FAILED", "CANCELLED"],
    amounts: true,
  },
  {
    kind: "payout_links",
    path: "/api/payout-links",
    title: "Payout links",
    page: "payout-links",
    statuses: ["PENDING", "CLAIMED", "COMPLETED", "EXPIRED", "VOIDED"],
    amounts: true,
  },
  {
    kind: "batch_remittances",
    path: "/api/batch-remittances",
    title: "Batch remittances",
    page: "batch-remittances",
    statuses: ["NEEDS_APPROVAL", "APPROVED", "COMPLETED", "REJECTED"],
    amounts: true,
  },
  {
    kind: "remittances",
    path: "/api/remittance-payouts",
    title: "Remittance payouts",
    page: "remittance-payouts",
    statuses: SEND,
    amounts: true,
  },
  {
    kind: "customers",
    path: "/api/customers",
    title: "Customers",
    page: "customers",
    statuses: ["ACTIVE", "INACTIVE"],
  },
  {
    kind: "disputes",
    path: "/api/disputes",
    title: "Disputes (resolution centre)",
    page: "resolution-center",
    statuses: ["OPEN", "UNDER_REVIEW", "RESOLVED", "CLOSED"],
    channels: ["VIRTUAL_ACCOUNT", "EWALLET", "RETAIL_OUTLET", "CREDIT_CARD", "QR_CODE"],
    amounts: true,
  },
  {
    kind: "tax",
    path: "/api/tax/documents",
    title: "Tax documents",
    page: "tax",
    statuses: ["ISSUED", "PENDING", "CANCELLED"],
    // document types: PPN tax invoice and PPh 23 slip (ID), BIR service invoice and form 2307 (PH)
    channels: ["FAKTUR_PAJAK", "BUKTI_POTONG_PPH23", "BIR_SERVICE_INVOICE", "BIR_2307"],
    amounts: true,
  },
  {
    kind: "activity_logs",
    path: "/api/activity-logs",
    title: "Activity logs",
    page: "activity-logs",
    statuses: ["SUCCESS", "FAILED"],
    channels: ["DASHBOARD", "API"],
  },
  {
    kind: "reports",
    path: "/api/reporting/schedules",
    title: "Report schedules",
    page: "reporting",
    statuses: ["ACTIVE", "PAUSED"],
    channels: ["DAILY", "WEEKLY", "MONTHLY"],
  },
  ...ESCROW_AREAS,
  {
    kind: "platform_accounts",
    path: "/api/platform/accounts",
    title: "Platform sub-accounts",
    page: "xenplatform",
    statuses: ["INVITED", "REGISTERED", "AWAITING_DOCS", "LIVE", "SUSPENDED"],
    channels: ["OWNED", "MANAGED"],
  },
  {
    kind: "platform_fees",
    path: "/api/platform/fees",
    title: "Platform fees",
    page: "xenplatform",
    statuses: ["ACTIVE", "INACTIVE"],
    amounts: true,
  },
  {
    kind: "capital_loans",
    path: "/api/capital/loans",
    title: "Capital financing",
    page: "xencapital",
    statuses: LOAN_STATUSES,
    amounts: true,
  },
  {
    kind: "issuing_card_products",
    path: "/api/issuing/card-products",
    title: "Issuing card products",
    page: "issuing",
    statuses: CARD_PRODUCT_STATUSES,
    channels: FORM_FACTORS,
  },
  {
    kind: "issuing_cards",
    path: "/api/issuing/cards",
    title: "Issued cards",
    page: "issuing",
    statuses: ISSUED_CARD_STATUSES,
    channels: FORM_FACTORS,
  },
  {
    kind: "issuing_transactions",
    path: "/api/issuing/transactions",
    title: "Issuing transactions",
    page: "issuing",
    statuses: ISSUING_TRANSACTION_STATUSES,
    amounts: true,
  },
  {
    kind: "store_orders",
    path: "/api/store/orders",
    title: "Store orders",
    page: "storeops",
    // src/domain/store/rules.ts ORDER_STATUSES and CHANNEL_TYPES
    statuses: ["NEW", "PROCESSING", "SHIPPED", "COMPLETED", "CANCELLED"],
    channels: ["ONLINE_STORE", "SHOPEE", "TOKOPEDIA", "WOOCOMMERCE", "SHOPIFY"],
    amounts: true,
  },
  {
    kind: "store_products",
    path: "/api/store/products",
    title: "Store products",
    page: "storeops",
    statuses: ["ACTIVE", "DRAFT", "ARCHIVED"],
    amounts: true,
  },
  {
    kind: "ereceipts",
    path: "/api/ereceipts",
    title: "E-receipts",
    page: "eReceipts",
    statuses: ERECEIPT_STATUSES,
    amounts: true,
  },
  {
    kind: "apps_partners",
    path: "/api/apps-partners",
    title: "Apps and partners",
    page: "apps-partners",
    statuses: ["AVAILABLE", "CONNECTED"],
    // app categories
    channels: ["ACCOUNTING", "ECOMMERCE", "MARKETING", "POS", "LOGISTICS", "LENDING"],
  },
  {
    kind: "integrations",
    path: "/api/integrations",
    title: "Integrations",
    page: "integrations",
    statuses: ["AVAILABLE", "CONNECTED", "ERROR"],
    // integration kinds
    channels: ["ECOMMERCE", "ACCOUNTING", "PLUGIN"],
  },
] as const satisfies readonly AreaDefinition[];

export type Area = (typeof AREAS)[number];
export type AreaKind = Area["kind"];

/** The area of `kind` (throws for an unknown kind, at module load). */
export function areaOf<K extends AreaKind>(kind: K): Extract<Area, { kind: K }> {
  return areaIn(AREAS, kind);
}
