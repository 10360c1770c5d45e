/** Issuing queries and writes (contract: src/contract/issuing.ts). No JSX, no UI imports. */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { type Endpoint, pathFor } from "../../contract/define.ts";
import {
  CardProductSchema,
  issuingEndpoints as E,
  type IssuedCard,
  IssuedCardSchema,
  type IssuingTransaction,
  IssuingTransactionSchema,
} from "../../contract/issuing.ts";
import type { SpendingLimits } from "../../domain/issuing/rules.ts";
import { useCanCall } from "../../lib/can-call.ts";
import { areaResource } from "../../lib/lists/area-resource.ts";
import type { QuerySession } from "../../lib/lists/queries.ts";
import { useSession } from "../../lib/session/hooks.ts";
import { cardList, productList, transactionList } from "./search.ts";

/** The typed list/detail endpoints by name (typedAreaEndpoints keys them by template). */
const L = E as Record<string, Endpoint>;

export const productQueries = areaResource("issuing_card_products", CardProductSchema, L, { kit: productList }).queries;
export const cardQueries = areaResource("issuing_cards", IssuedCardSchema, L, { kit: cardList }).queries;
export const transactionQueries = areaResource("issuing_transactions", IssuingTransactionSchema, L, {
  kit: transactionList,
}).queries;

/** The first records of `kind` that belong to one parent (`field` = its id): a detail page's related list. */
function relatedQuery<T>(
  kind: "issuing_transactions" | "issuing_cards",
  field: "card_id" | "product_id",
  limit: number,
) {
  return (session: QuerySession, parentId: string) =>
    queryOptions({
      queryKey: [kind, field, parentId, session.store.environment()],
      queryFn: async ({ signal }) => {
        const ep = L[`${kind}.list`] as Endpoint;
        const query = { [field]: parentId, limit: String(limit) };
        const answer = await session.http.get(ep.path, { schema: ep.response, query, signal });
        return (answer.data as { data: T[] }).data;
      },
    });
}

/** The latest transactions of one card (its detail page). */
export const cardTransactionsQuery = relatedQuery<IssuingTransaction>("issuing_transactions", "card_id", 5);

/** The cards issued on one card product (its detail page), newest first. */
export const productCardsQuery = relatedQuery<IssuedCard>("issuing_cards", "product_id", 50);

export const useCanManageCards = () => useCanCall(E["issuing_cards.freeze"] as Endpoint);

/** Freeze / unfreeze / set limits of a card; the card's lists and detail refetch after. */
export function useCardWrite(id: string) {
  const session = useSession();
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: ["issuing_cards"] });
  const freeze = useMutation({
    mutationFn: (to: "FREEZE" | "UNFREEZE") => {
      const ep = to === "FREEZE" ? E["issuing_cards.freeze"] : E["issuing_cards.unfreeze"];
      return session.http.post(pathFor(ep.path, { id }), { schema: ep.response, body: {} }) as Promise<IssuedCard>;
    },
    onSuccess,
  });
  const limits = useMutation({
    mutationFn: (body: SpendingLimits) =>
      session.http.put(pathFor(E["issuing_cards.limits"].path, { id }), {
        schema: E["issuing_cards.limits"].response,
        body,
      }) as Promise<IssuedCard>,
    onSuccess,
  });
  return { freeze, limits };
}
