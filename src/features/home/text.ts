/** The home page's words (en + id through Lingui), keyed by the ids of src/domain/home. */
import { useLingui } from "@lingui/react/macro";
import type { LearnCard, QuickAction, RequestCard, SetupCard, SlideId } from "../../domain/home/home-content.ts";

export interface SlideText {
  title: string;
  body: string;
  action?: string;
}

export function useHomeText() {
  const { t } = useLingui();
  const slides: Record<SlideId, SlideText> = {
    activate_payment_methods: {
      title: t`Activate payment methods`,
      body: t`Turn on e-wallets, virtual accounts, retail outlets and QR codes for your customers.`,
      action: t`Choose payment methods`,
    },
    mobile_app: { title: t`Get the mobile app`, body: t`Check payments and balances wherever you are.` },
    partnership: { title: t`Become a partner`, body: t`Grow with us by referring and serving other businesses.` },
    capital_financing: { title: t`Capital financing`, body: t`Working capital based on your payment history.` },
    tax_integration: { title: t`Tax integration`, body: t`Prepare tax invoices from your transactions.` },
    platform: { title: t`Platform accounts`, body: t`Run a marketplace: manage sub-accounts and split payments.` },
    pay_later: { title: t`Pay later`, body: t`Let customers pay in instalments while you are paid in full.` },
    ewallet_signup: {
      title: t`Accept e-wallets`,
      body: t`Sign up for OVO, DANA, LinkAja and more in a few minutes.`,
      action: t`Sign up for e-wallets`,
    },
    calendar_booking: { title: t`Talk to our team`, body: t`Book a call at a time that suits you.` },
    referral: { title: t`Refer a business`, body: t`Earn rewards for every business you bring.` },
    social_media: { title: t`Follow us`, body: t`News and tips on our social media channels.` },
    direct_debit: { title: t`Direct debit`, body: t`Collect recurring payments straight from bank accounts.` },
    cyber_security: { title: t`Stay safe online`, body: t`Protect your account from phishing and fraud.` },
    survey: { title: t`Tell us what you think`, body: t`A two-minute survey helps us improve.` },
    safeguard: { title: t`Your funds are safeguarded`, body: t`Customer funds are held apart from our own.` },
    connect_issuing: { title: t`Connect and issue cards`, body: t`Link accounts and issue cards to your team.` },
    you_are_live: { title: t`You are live`, body: t`Your account can send remittances.` },
    pending_live: {
      title: t`Your account is almost live`,
      body: t`We are verifying your business. Reload to see whether you are live.`,
    },
  };
  return {
    slide(id: SlideId, instantLive: boolean): SlideText {
      if (id === "activate_payment_methods" && instantLive)
        return {
          title: t`Accept payments now`,
          body: t`Your account is live instantly: share a payment link or invoice today.`,
          action: t`Choose payment methods`,
        };
      return slides[id];
    },
    quickAction: {
      create_invoice: t`Create invoice`,
      create_payment_link: t`Create payment link`,
      create_disbursement: t`Create disbursement`,
      create_donation_link: t`Create donation link`,
    } satisfies Record<QuickAction, string>,
    setup: {
      add_bank_account: {
        title: t`Add a bank account`,
        body: t`Where your withdrawals are sent.`,
        action: t`Add bank account`,
      },
      add_team_members: {
        title: t`Invite your team`,
        body: t`Give colleagues their own login and permissions.`,
        action: t`Add team members`,
      },
      manage_api_keys: {
        title: t`Create API keys`,
        body: t`Connect your website or app to accept payments.`,
        action: t`Manage API keys`,
      },
      set_callback_urls: {
        title: t`Set callback URLs`,
        body: t`Be told at once when a payment completes.`,
        action: t`Set callback URLs`,
      },
      preview_invoice: {
        title: t`Preview an invoice`,
        body: t`See what your customers see when they pay.`,
        action: t`Preview invoice`,
      },
    } satisfies Record<SetupCard, SlideText & { action: string }>,
    learn: {
      help_guide: t`Help guide`,
      video_tutorials: t`Video tutorials`,
      docs: t`Documentation`,
      api_reference: t`API reference`,
      postman_guide: t`Postman guide`,
    } satisfies Record<LearnCard, string>,
    request: {
      company_establishment: {
        title: t`Company establishment service`,
        body: t`We help you set up a company to accept payments.`,
        action: t`Request the service`,
      },
      early_settlement: {
        title: t`Early settlement`,
        body: t`Receive your funds before the usual settlement time.`,
        action: t`Request early settlement`,
      },
    } satisfies Record<RequestCard, SlideText & { action: string }>,
  };
}
