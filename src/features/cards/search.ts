/**
 * The URL filters of the card lists (the kit's `defineList`, a `prefix` per sub-list so the six
 * lists of /credit_cards/payments never clash). Route files import this light module for their
 * `validateSearch` / `loaderDeps`, which stay in the entry chunk the login page loads (issue 19):
 * it imports no contract and no query code. `api.ts` builds each resource's queries on these.
 * The statuses and channels are those of `CARD_AREAS` (src/contract/cards.ts), from the same
 * domain constants.
 */
import {
  AUTHENTICATION_STATUSES,
  AUTHORIZATION_STATUSES,
  CARD_BRANDS,
  CHANGE_REQUEST_STATUSES,
  CHARGE_STATUSES,
  CHARGEBACK_STATUSES,
  FRAUD_PROFILE_STATUSES,
  PREDICT_REPORT_STATUSES,
  PROMO_TYPES,
  PROMOTION_STATUSES,
  REFUND_STATUSES,
  SETTINGS_LOG_STATUSES,
  SETTLEMENT_STATUSES,
  TOKEN_STATUSES,
  TOKEN_TYPES,
  TRANSACTION_SOURCES,
} from "../../domain/cards/card-facts.ts";
import { defineList } from "../../lib/lists/search.ts";

const none: readonly string[] = [];
/** The transaction-source filter (`?source=SDK,INVOICE`) of the kinds whose records carry a source (spec 002 §3). */
const sourced = { source: TRANSACTION_SOURCES };

export const chargesList = defineList({ statuses: CHARGE_STATUSES, channels: CARD_BRANDS, facets: sourced });
export const refundsList = defineList({ statuses: REFUND_STATUSES, channels: none, prefix: "refunds_" });
export const authorizationsList = defineList({
  statuses: AUTHORIZATION_STATUSES,
  channels: CARD_BRANDS,
  facets: sourced,
  prefix: "authorizations_",
});
export const authenticationsList = defineList({
  statuses: AUTHENTICATION_STATUSES,
  channels: none,
  prefix: "authentications_",
});
export const tokensList = defineList({
  statuses: TOKEN_STATUSES,
  channels: TOKEN_TYPES,
  facets: sourced,
  prefix: "tokens_",
});
export const settlementsList = defineList({ statuses: SETTLEMENT_STATUSES, channels: none, prefix: "settlements_" });
export const chargebacksList = defineList({ statuses: CHARGEBACK_STATUSES, channels: none });
export const promotionsList = defineList({ statuses: PROMOTION_STATUSES, channels: PROMO_TYPES });
export const predictReportsList = defineList({ statuses: PREDICT_REPORT_STATUSES, channels: none, prefix: "reports_" });
export const fraudProfilesList = defineList({ statuses: FRAUD_PROFILE_STATUSES, channels: none, prefix: "profiles_" });

/** The fraud prevention page's two lists (prediction reports and profiles) on one URL. */
export const fraudPreventionValidateSearch = (search: Record<string, unknown>) => ({
  ...predictReportsList.validateSearch(search),
  ...fraudProfilesList.validateSearch(search),
});
export const changeRequestsList = defineList({
  statuses: CHANGE_REQUEST_STATUSES,
  channels: none,
  prefix: "requests_",
});
export const settingsLogList = defineList({ statuses: SETTINGS_LOG_STATUSES, channels: none, prefix: "log_" });

/** Every route search param of the payments page (the six sub-lists on one page). */
export const paymentsValidateSearch = (search: Record<string, unknown>) => ({
  ...chargesList.validateSearch(search),
  ...refundsList.validateSearch(search),
  ...authorizationsList.validateSearch(search),
  ...authenticationsList.validateSearch(search),
  ...tokensList.validateSearch(search),
  ...settlementsList.validateSearch(search),
});
