/**
 * Store queries and writes (src/contract/store.ts). No JSX, no UI imports. Who may write comes
 * from the endpoint's `requires` (the gateway enforces the same declaration); after a write every
 * store query (keys starting with "store") is refetched.
 */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import * as v from "valibot";
import { UploadedFileSchema } from "../../contract/activation.ts";
import { type Endpoint, pathFor } from "../../contract/define.ts";
import {
  StoreAppearanceSchema,
  StoreChannelSchema,
  StoreLogisticsSchema,
  StoreOrderSchema,
  StorePaymentConfigSchema,
  StoreProductSchema,
  StoreSalesSummarySchema,
  storeEndpoints,
} from "../../contract/store.ts";
import { useCanCall } from "../../lib/can-call.ts";
import { type QuerySession, resourceQueries } from "../../lib/lists/queries.ts";
import { useSession } from "../../lib/session/hooks.ts";
import { orderList, productList, settledOrderList, storeOrderList } from "./search.ts";

const E = storeEndpoints as Record<string, Endpoint>;
const ep = (name: string): Endpoint => {
  const found = E[name];
  if (!found) throw new Error(`store: no endpoint ${name}`);
  return found;
};

const orderQueries = (
  resource: string,
  kit: typeof orderList | typeof settledOrderList | typeof storeOrderList,
  extra: Record<string, string>,
) => ({
  kit,
  queries: resourceQueries({
    resource,
    item: StoreOrderSchema,
    list: ep("store_orders.list"),
    detail: ep("store_orders.detail"),
    kit: kit as typeof orderList,
    extraQuery: () => extra,
  }),
});

/** Every order; the completed and cancelled lists (status fixed by the page). */
export const orders = orderQueries("store_orders", orderList, {});
export const completedOrders = orderQueries("store_orders:COMPLETED", settledOrderList, { status: "COMPLETED" });
export const cancelledOrders = orderQueries("store_orders:CANCELLED", settledOrderList, { status: "CANCELLED" });

const perStore = new Map<string, ReturnType<typeof orderQueries>>();
/** One store's orders (its own query keys, so the lists never share a cache entry). */
export function storeOrders(storeId: string) {
  let q = perStore.get(storeId);
  if (!q) {
    q = orderQueries(`store_orders:store:${storeId}`, storeOrderList, { store_id: storeId });
    perStore.set(storeId, q);
  }
  return q;
}

const productQueries = (resource: string, extra: Record<string, string>) => ({
  kit: productList,
  queries: resourceQueries({
    resource,
    item: StoreProductSchema,
    list: ep("store_products.list"),
    detail: ep("store_products.detail"),
    kit: productList,
    extraQuery: () => extra,
  }),
});
export const products = productQueries("store_products", {});
const perChannel = new Map<string, ReturnType<typeof productQueries>>();
/** The products listed on one sales channel. */
export function channelProducts(channelId: string) {
  let q = perChannel.get(channelId);
  if (!q) {
    q = productQueries(`store_products:channel:${channelId}`, { channel_id: channelId });
    perChannel.set(channelId, q);
  }
  return q;
}

const read =
  <S extends v.GenericSchema>(
    key: readonly unknown[],
    name: string,
    /** Types the answer (the endpoint's own response schema parses it). */
    _schema: S,
    params: Record<string, string> = {},
    query: Record<string, string | undefined> = {},
  ) =>
  (session: QuerySession) =>
    queryOptions({
      queryKey: [...key, session.store.environment()],
      queryFn: async ({ signal }) =>
        (
          await session.http.get(pathFor(ep(name).path, params), {
            schema: ep(name).response,
            query: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as Record<
              string,
              string
            >,
            signal,
          })
        ).data as v.InferOutput<S>,
    });

const ChannelListSchema = v.array(StoreChannelSchema);
export const channelsQuery = (session: QuerySession) =>
  read(["store", "channels"], "store.channels", ChannelListSchema)(session);
export const channelQuery = (session: QuerySession, id: string) =>
  read(["store", "channel", id], "store.channel", StoreChannelSchema, { id })(session);
export const appearanceQuery = (session: QuerySession, id: string) =>
  read(["store", "appearance", id], "store.appearance", StoreAppearanceSchema, { id })(session);
export const logisticsQuery = (session: QuerySession, id: string) =>
  read(["store", "logistics", id], "store.logistics", StoreLogisticsSchema, { id })(session);
export const paymentConfigQuery = (session: QuerySession) =>
  read(["store", "payment-config"], "store.paymentConfig", StorePaymentConfigSchema)(session);
export const salesSummaryQuery = (session: QuerySession, id: string, range: { from?: string; to?: string }) =>
  read(
    ["store", "summary", id, range.from ?? "", range.to ?? ""],
    "store.salesSummary",
    StoreSalesSummarySchema,
    { id },
    range,
  )(session);

export type StoreWrite =
  | "store_products.create"
  | "store_products.update"
  | "store_orders.move"
  | "store.channels.connect"
  | "store.channels.authorize"
  | "store.channels.disconnect"
  | "store.appearance.update"
  | "store.logistics.update"
  | "store.paymentConfig.update";

/** Whether the signed-in member may call this write (its `requires` flags; the gateway checks the same). */
export function useCanStoreWrite(name: StoreWrite): boolean {
  return useCanCall(ep(name));
}

/** A store write: POST/PUT to its path (with `id` when it has one); then every store query refetches. */
export function useStoreWrite<T = unknown>(name: StoreWrite, options: { id?: string } = {}) {
  const session = useSession();
  const client = useQueryClient();
  const endpoint = ep(name);
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => {
      const path = pathFor(endpoint.path, options.id ? { id: options.id } : {});
      const call = endpoint.method === "PUT" ? session.http.put : session.http.post;
      return call(path, { schema: endpoint.response, body }) as Promise<T>;
    },
    onSuccess: () => client.invalidateQueries({ predicate: (q) => String(q.queryKey[0] ?? "").startsWith("store") }),
  });
}

/** The file-upload component's upload function for product images (JPEG/PNG, 1 MB, 200×200 px). */
export function useProductImageUpload() {
  const session = useSession();
  return async (file: File, onProgress: (loaded: number, total: number) => void, signal: AbortSignal) => {
    const body = new FormData();
    body.append("file", file);
    const result = await session.http.post(ep("store.productImages").path, {
      schema: UploadedFileSchema,
      body,
      signal,
    });
    onProgress(file.size, file.size);
    return result as v.InferOutput<typeof UploadedFileSchema>;
  };
}
