/**
 * What the home page shows (spec 001 §2 "Home carousel slides" and "Home cards", §6 "Roles and
 * permissions"): one pure function of the brand, the country, the environment, the user's
 * flags, the business's state and today's date. The screen renders exactly what it returns.
 */
import type { Country, PageKey } from "../brand/sections.ts";
import type { PermissionFlags } from "../visibility/pages.ts";

export const QUICK_ACTIONS = [
  "create_invoice",
  "create_payment_link",
  "create_disbursement",
  "create_donation_link",
] as const;
export type QuickAction = (typeof QUICK_ACTIONS)[number];

export const SETUP_CARDS = [
  "add_bank_account",
  "add_team_members",
  "manage_api_keys",
  "set_callback_urls",
  "preview_invoice",
] as const;
export type SetupCard = (typeof SETUP_CARDS)[number];

export const LEARN_CARDS = ["help_guide", "video_tutorials", "docs", "api_reference", "postman_guide"] as const;
export type LearnCard = (typeof LEARN_CARDS)[number];

export const REQUEST_CARDS = ["company_establishment", "early_settlement"] as const;
export type RequestCard = (typeof REQUEST_CARDS)[number];

/** spec 001 §2 "Home carousel slides, in order" (slide 11 is four Philippine slides). */
export const SLIDES = [
  "activate_payment_methods",
  "mobile_app",
  "partnership",
  "capital_financing",
  "tax_integration",
  "platform",
  "pay_later",
  "ewallet_signup",
  "calendar_booking",
  "referral",
  "social_media",
  "direct_debit",
  "cyber_security",
  "survey",
  "safeguard",
  "connect_issuing",
  "you_are_live",
  "pending_live",
] as const;
export type SlideId = (typeof SLIDES)[number];

/** spec 001 §9: the referral slide is shown until 15 Aug 2020. */
export const REFERRAL_LAST_DAY = "2020-08-14";

/** Quick actions a user with only the operation flag may use (no balance is needed to collect money). */
const NO_BALANCE: ReadonlySet<QuickAction> = new Set(["create_invoice", "create_payment_link", "create_donation_link"]);

/** The page each quick action opens; an action whose page the user may not see is left out. */
export const QUICK_ACTION_PAGE: Record<QuickAction, PageKey> = {
  create_invoice: "invoices",
  create_payment_link: "payment-link",
  create_disbursement: "disbursements",
  create_donation_link: "invoices",
};

export interface HomeInput {
  brand: { entity: string; whiteLabel: boolean };
  country: Country;
  environment: "PRODUCTION" | "DEVELOPMENT";
  user: PermissionFlags;
  business: {
    goLiveStatus: string;
    /** The business was activated instantly (common company detail `instant_activation_before_bdd`). */
    instantActivation: boolean;
    isSubAccount: boolean;
    hasBankAccount: boolean;
    /** Another member than the user exists. */
    hasTeamMember: boolean;
    hasSecretKey: boolean;
    donationMode: boolean;
    invoiceCreationEnabled: boolean;
  };
  /** Run-time flags: the calendar-booking slide is shown only when its flag is on. */
  flags: { calendarBooking: boolean };
  /** Pages the user may see (the visibility rule); quick actions need their page. */
  visiblePages: ReadonlySet<PageKey>;
  /** Today as YYYY-MM-DD in the business's time zone. */
  today: string;
}

export interface HomeContent {
  quickActions: QuickAction[];
  setupCards: SetupCard[];
  learnCards: LearnCard[];
  requestCards: RequestCard[];
  slides: SlideId[];
  /** Slide 1 reads "accept payments" for an instantly activated business. */
  instantLiveVariant: boolean;
  /** Beyond the spec: today's figures for users who may view the money pages. */
  figures: boolean;
}

const viewOrEdit = (u: PermissionFlags) => u.can_view || u.can_edit;

/** Regional remittance is the Singapore mode (spec 001 §2). */
export const isRegionalRemittance = (country: Country) => country === "SG";

/** An instant-live business that is not live yet (spec 001 §2 "pending live" slide). */
export function isInstantLivePending(business: HomeInput["business"]): boolean {
  const instant = business.instantActivation || business.goLiveStatus.startsWith("INSTANT_LIVE_");
  return instant && business.goLiveStatus !== "LIVE";
}

/** spec 001 §6 "Quick actions". */
export function quickActions(input: HomeInput): QuickAction[] {
  const { user, business } = input;
  const all = viewOrEdit(user);
  const operationOnly = !all && user.operation;
  return QUICK_ACTIONS.filter((action) => {
    if (!all && !(operationOnly && NO_BALANCE.has(action))) return false;
    if (!business.invoiceCreationEnabled && (action === "create_invoice" || action === "create_donation_link"))
      return false;
    if (business.donationMode && (action === "create_invoice" || action === "create_donation_link")) return false;
    if (!business.donationMode && action === "create_payment_link") return false;
    return input.visiblePages.has(QUICK_ACTION_PAGE[action]);
  });
}

/** spec 001 §6 "Account-setup cards" and their dismissal. */
export function setupCards(input: HomeInput): SetupCard[] {
  const { user, business, country } = input;
  const remittance = isRegionalRemittance(country);
  return SETUP_CARDS.filter((card) => {
    switch (card) {
      case "add_bank_account":
        return user.can_administer && !remittance && (!business.hasBankAccount || country === "PH");
      case "add_team_members":
        return user.can_administer && !remittance && !business.hasTeamMember;
      case "manage_api_keys":
        return user.can_manage_tech_settings && !business.hasSecretKey;
      case "set_callback_urls":
        return user.can_manage_tech_settings;
      case "preview_invoice":
        return !remittance && input.visiblePages.has("invoices");
    }
    return false;
  });
}

/** spec 001 §6 "Learn-more cards". */
export function learnCards(input: HomeInput): LearnCard[] {
  const tech = input.user.can_administer || input.user.can_manage_tech_settings;
  return LEARN_CARDS.filter((card) => tech || (card !== "api_reference" && card !== "postman_guide"));
}

/**
 * spec 001 §2 "Home cards: Others". Designed: requests made on behalf of the business need
 * can_administer (the gateway's rule for both calls), and regional remittance, which takes no
 * payments, has none.
 */
export function requestCards(input: HomeInput): RequestCard[] {
  return isRegionalRemittance(input.country) || !input.user.can_administer ? [] : [...REQUEST_CARDS];
}

/** spec 001 §2 "Home carousel slides, in order", with every condition. */
export function slides(input: HomeInput): SlideId[] {
  const { country, business, brand } = input;
  if (isRegionalRemittance(country)) return ["you_are_live"];
  if (isInstantLivePending(business)) return ["pending_live"];
  const id = country === "ID";
  const ph = country === "PH";
  const secondBrand = brand.entity === "INSTAMONEY";
  const shown: Record<SlideId, boolean> = {
    activate_payment_methods: true,
    mobile_app: id,
    partnership: id,
    capital_financing: id,
    tax_integration: id || ph,
    platform: !business.isSubAccount,
    pay_later: input.environment === "PRODUCTION" && (id || ph),
    ewallet_signup: id,
    calendar_booking: id && input.flags.calendarBooking,
    referral: id && input.today <= REFERRAL_LAST_DAY,
    social_media: ph,
    direct_debit: ph,
    cyber_security: ph,
    survey: ph,
    safeguard: id || ph,
    connect_issuing: (id || ph) && !brand.whiteLabel && !secondBrand,
    you_are_live: false,
    pending_live: false,
  };
  return SLIDES.filter((slide) => shown[slide]);
}

export function homeContent(input: HomeInput): HomeContent {
  return {
    quickActions: quickActions(input),
    setupCards: setupCards(input),
    learnCards: learnCards(input),
    requestCards: requestCards(input),
    slides: slides(input),
    instantLiveVariant: input.business.instantActivation && !isInstantLivePending(input.business),
    figures: viewOrEdit(input.user),
  };
}
