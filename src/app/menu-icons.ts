/**
 * One icon per menu entry (issue 22 item 11), all from one set (Lucide, the same 24 px line style
 * as the design system's icons), so a shrunk sidebar shows recognisable marks instead of letters.
 * The icons are Lucide's names: the build draws them, from the pinned lucide-react's own icon data,
 * into one SVG sprite (scripts/lib/icon-sprite.ts) that `SpriteIcon` points at, so the frame's
 * JavaScript carries names, not drawings (issue 19). Data only: the build imports it.
 */
import type { IconName } from "lucide-react/dynamic";
import type { PageKey } from "../domain/brand/sections";

/** A Lucide icon's name (its file in lucide-react/icons, not an alias: the sprite's symbol ids). */
export type FrameIconName = IconName;

export const MENU_ICONS: Partial<Record<PageKey, FrameIconName>> = {
  get_started: "rocket",
  home: "house",
  "all-accounts": "wallet-cards",
  balance: "wallet",
  "transactions-new": "arrow-left-right",
  cash: "banknote",
  pending: "hourglass",
  "escrow-balance": "vault",
  "escrow-account": "shield-check",
  "escrow-customers": "users",
  "rdl-transactions": "chart-line",
  "rdl-investors": "user-round-check",
  reporting: "file-spreadsheet",
  credit_cards: "credit-card",
  virtual_accounts: "landmark",
  ewallets: "smartphone",
  retail_outlets: "store",
  invoices: "file-text",
  "on-demand": "receipt-text",
  recurring: "repeat",
  "payment-links": "link",
  "payment-recurring": "repeat-2",
  "recurring-new": "calendar-sync",
  "qr-codes": "qr-code",
  disbursements: "send",
  batch_disbursements: "layers",
  "batch-remittances": "globe",
  payouts: "hand-coins",
  "remittance-payouts": "coins",
  tax: "receipt",
  customers: "contact",
  issuing: "id-card",
  xenplatform: "network",
  "xenplatform-activation": "clipboard-check",
  xencapital: "piggy-bank",
  storeops: "shopping-bag",
  "apps-partners": "layout-grid",
  integrations: "plug",
  add_payment_methods: "building-complex",
  callbacks: "webhook",
  eReceipts: "scroll-text",
  "ereceipts-activation": "file-check",
  "activity-logs": "rotate-ccw-clock",
  activation: "badge-check",
  settings: "settings",
};

/** The icons the signed-in frame draws from the sprite: exactly what the build puts in it. */
export const FRAME_ICONS: readonly FrameIconName[] = [
  ...new Set(Object.values(MENU_ICONS).filter((name) => name !== undefined)),
].sort();
