/**
 * The settings sub-pages (spec 000 §2, spec 002 §2.3) with their paths and words, and which of
 * them the overview links to: only those the visibility rule (canSeeSettingsPage, the one rules
 * table of src/domain/visibility) lets this user see. Cards configuration lives under payment
 * methods and is not listed here.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  canSeePage,
  canSeeSettingsPage,
  SETTINGS_PAGES,
  type SettingsPage,
  type VisibilityContext,
} from "../../domain/visibility/pages.ts";

export const SETTINGS_PAGE_WORDS: Record<SettingsPage, { title: MessageDescriptor; description: MessageDescriptor }> = {
  "business-profile": {
    title: msg`Business profile`,
    description: msg`Business details, address, logo and company images.`,
  },
  "payment-methods": {
    title: msg`Payment methods`,
    description: msg`Activate and manage the ways you accept payments.`,
  },
  "sending-money": {
    title: msg`Sending money`,
    description: msg`Approvals and notifications for disbursements.`,
  },
  withdrawals: { title: msg`Withdrawals`, description: msg`The bank accounts you withdraw your balance to.` },
  integrations: { title: msg`Integrations`, description: msg`Connect your store and accounting apps.` },
  billings: { title: msg`Billing`, description: msg`Your billing statements, due dates and payments.` },
  team: { title: msg`Team`, description: msg`Members, invitations and what each member may see and do.` },
  developers: { title: msg`Developers`, description: msg`API keys, callback URLs and the IP allow list.` },
  "p2p-escrow-rdl": { title: msg`Escrow and RDL`, description: msg`Escrow release rules and the RDL bank.` },
};

export function settingsPath(page: SettingsPage): string {
  return `/settings/${page}`;
}

/** The sub-pages this user may open from the overview, in the spec's order. */
export function visibleSettingsPages(visibility: VisibilityContext): SettingsPage[] {
  return SETTINGS_PAGES.filter(
    (page) =>
      canSeeSettingsPage(page, visibility) &&
      // payment methods is also a page of its own (add_payment_methods) that the bundle may leave out
      (page !== "payment-methods" || canSeePage("add_payment_methods", visibility)),
  );
}
