/**
 * Card-payment administration (issue 12): one list definition and query factory per card kind
 * (the kit of issue 10, a `prefix` per sub-list so the lists of one page never clash), the other
 * reads. Route files import this module (their validateSearch and loaders are in the login's
 * initial JS, docs/kit.md): it has no JSX and no UI imports; the writes live in `calls.ts`.
 */
import { queryOptions } from "@tanstack/react-query";
import type * as v from "valibot";
import {
  CARD_AREAS,
  CARD_KIND_SCHEMAS,
  type CardKind,
  cardEndpoints,
  type RuleSetSchema,
} from "../../contract/cards.ts";
import { type Endpoint, pathFor } from "../../contract/define.ts";
import { type ListKit, type QuerySession, resourceQueries } from "../../lib/lists/index.ts";
import * as L from "./search.ts";

export const E = cardEndpoints as Record<string, Endpoint>;

type AreaKey = (typeof CARD_AREAS)[number]["key"];

function cardResource<K extends AreaKey, S extends string, C extends string, O extends string, P extends string>(
  key: K,
  kit: ListKit<S, C, O, P>,
) {
  const area = CARD_AREAS.find((a) => a.key === key) as (typeof CARD_AREAS)[number];
  const queries = resourceQueries({
    resource: area.kind,
    item: CARD_KIND_SCHEMAS[area.kind as CardKind],
    list: E[`${key}.list`],
    detail: E[`${key}.detail`],
    kit,
  });
  return { key, kind: area.kind, kit, queries };
}

/** The sub-lists of /credit_cards/payments: charges without a prefix, the others prefixed (search.ts). */
export const charges = cardResource("card_payments", L.chargesList);
export const refunds = cardResource("card_refunds", L.refundsList);
export const authorizations = cardResource("card_authorizations", L.authorizationsList);
export const authentications = cardResource("card_authentications", L.authenticationsList);
export const tokens = cardResource("card_tokens", L.tokensList);
export const settlements = cardResource("card_settlements", L.settlementsList);
export const chargebacks = cardResource("card_chargebacks", L.chargebacksList);
export const promotions = cardResource("promotions", L.promotionsList);
export const predictReports = cardResource("predict_reports", L.predictReportsList);
export const fraudProfiles = cardResource("fraud_profiles", L.fraudProfilesList);
export const changeRequests = cardResource("change_requests", L.changeRequestsList);
export const settingsLog = cardResource("cc_settings_log", L.settingsLogList);

export { paymentsValidateSearch } from "./search.ts";

export const read = <T>(session: QuerySession, key: unknown[], name: string, params: Record<string, string> = {}) =>
  queryOptions({
    queryKey: [...key, session.store.environment()],
    queryFn: async ({ signal }) => {
      const ep = E[name] as Endpoint;
      return (await session.http.get(pathFor(ep.path, params), { schema: ep.response, signal })).data as T;
    },
  });

export type RuleSet = v.InferOutput<typeof RuleSetSchema>;
export type CardSettings = {
  can_skip_cvn: boolean;
  should_authenticate: boolean;
  can_use_dynamic_3ds: boolean;
  installment_enabled: boolean;
};
export type MidSetting = { id: string; mid: string; label: string; card_brands: string[]; currency: string };

export const chargeRefundsQuery = (session: QuerySession, chargeId: string) =>
  read<v.InferOutput<(typeof CARD_KIND_SCHEMAS)["card_refunds"]>[]>(
    session,
    ["card_payments", "refunds", chargeId],
    "chargeRefunds",
    { id: chargeId },
  );
export const ruleSetsQuery = (session: QuerySession, businessId: string) =>
  read<RuleSet[]>(session, ["fraud", "rule_sets", businessId], "ruleSets", { id: businessId });
export const profileFeaturesQuery = (session: QuerySession, businessId: string) =>
  read<{ name: string; enabled: boolean }[]>(session, ["fraud", "features", businessId], "profileFeatures", {
    id: businessId,
  });
export const cardSettingsQuery = (session: QuerySession) => read<CardSettings>(session, ["card_settings"], "settings");
export const midSettingsQuery = (session: QuerySession) => read<MidSetting[]>(session, ["mid_settings"], "midSettings");
