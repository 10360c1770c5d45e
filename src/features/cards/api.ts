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
import { TRANSACTION_SOURCES } from "../../domain/cards/card-facts.ts";
import { defineList, type QuerySession, resourceQueries } from "../../lib/lists/index.ts";

export const E = cardEndpoints as Record<string, Endpoint>;

type AreaKey = (typeof CARD_AREAS)[number]["key"];

/** Filters of a sourced list may carry the transaction sources chosen (`source`, beside the kit's own). */
export type WithSource = { source?: readonly string[] };

function cardResource<K extends AreaKey>(key: K, prefix = "") {
  const area = CARD_AREAS.find((a) => a.key === key) as (typeof CARD_AREAS)[number];
  const channels: readonly string[] = "channels" in area ? area.channels : [];
  const kit = defineList({ statuses: area.statuses, channels, prefix });
  const queries = resourceQueries({
    resource: area.kind,
    item: CARD_KIND_SCHEMAS[area.kind as CardKind],
    list: E[`${key}.list`],
    detail: E[`${key}.detail`],
    kit,
    extraQuery: (filters) => ({ source: (filters as WithSource).source?.join(",") || undefined }),
  });
  return { key, kind: area.kind, kit, queries };
}

/** The sub-lists of /credit_cards/payments: charges without a prefix, the others prefixed. */
export const charges = cardResource("card_payments");
export const refunds = cardResource("card_refunds", "refunds_");
export const authorizations = cardResource("card_authorizations", "authorizations_");
export const authentications = cardResource("card_authentications", "authentications_");
export const tokens = cardResource("card_tokens", "tokens_");
export const settlements = cardResource("card_settlements", "settlements_");
export const chargebacks = cardResource("card_chargebacks");
export const promotions = cardResource("promotions");
export const predictReports = cardResource("predict_reports", "reports_");
export const changeRequests = cardResource("change_requests", "requests_");
export const settingsLog = cardResource("cc_settings_log", "log_");

/** The payments list's transaction-source filter in the URL (`?source=SDK,INVOICE`); unknown values dropped. */
export function sourceOf(search: Record<string, unknown>): { source?: string } {
  const raw = typeof search.source === "string" ? search.source.split(",") : [];
  const valid = raw.filter((s) => (TRANSACTION_SOURCES as readonly string[]).includes(s));
  return valid.length ? { source: valid.join(",") } : {};
}

/** Every route search param of the payments page (the six sub-lists on one page). */
export const paymentsValidateSearch = (search: Record<string, unknown>) => ({
  ...sourceOf(search),
  ...charges.kit.validateSearch(search),
  ...refunds.kit.validateSearch(search),
  ...authorizations.kit.validateSearch(search),
  ...authentications.kit.validateSearch(search),
  ...tokens.kit.validateSearch(search),
  ...settlements.kit.validateSearch(search),
});

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
