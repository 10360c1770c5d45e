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

/** The latest transactions of one card (its detail page). */
export const cardTransactionsQuery = (session: QuerySession, cardId: string) =>
  queryOptions({
    queryKey: ["issuing_transactions", "card", cardId, session.store.environment()],
    queryFn: async ({ signal }) => {
      const ep = L["issuing_transactions.list"] as Endpoint;
      const answer = await session.http.get(ep.path, {
        schema: ep.response,
        query: { card_id: cardId, limit: "5" },
        signal,
      });
      return (answer.data as { data: IssuingTransaction[] }).data;
    },
  });

/** The cards issued on one card product (its detail page), newest first. */
export const productCardsQuery = (session: QuerySession, productId: string) =>
  queryOptions({
    queryKey: ["issuing_cards", "product", productId, session.store.environment()],
    queryFn: async ({ signal }) => {
      const ep = L["issuing_cards.list"] as Endpoint;
      const answer = await session.http.get(ep.path, {
        schema: ep.response,
        query: { product_id: productId, limit: "50" },
        signal,
      });
      return (answer.data as { data: IssuedCard[] }).data;
    },
  });

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
