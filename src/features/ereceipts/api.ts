/** E-receipts queries and writes (contract: src/contract/ereceipts.ts). No JSX, no UI imports. */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { type Endpoint, pathFor } from "../../contract/define.ts";
import {
  type CreateReceiptBody,
  ereceiptEndpoints as E,
  type EReceipt,
  EReceiptSchema,
  type ReceiptSettings,
  type ReceiptSettingsBody,
} from "../../contract/ereceipts.ts";
import { settingsEndpoints } from "../../contract/settings.ts";
import { useCanCall } from "../../lib/can-call.ts";
import { areaResource } from "../../lib/lists/area-resource.ts";
import type { QuerySession } from "../../lib/lists/queries.ts";
import { useSession } from "../../lib/session/hooks.ts";
import { receiptList } from "./search.ts";

const L = E as Record<string, Endpoint>;

export const receiptQueries = areaResource("ereceipts", EReceiptSchema, L, { kit: receiptList }).queries;

export const receiptSettingsQuery = (session: QuerySession) =>
  queryOptions({
    queryKey: ["ereceipts", "settings", session.store.environment()],
    queryFn: async ({ signal }) =>
      (await session.http.get(E["ereceipts.settings"].path, { schema: E["ereceipts.settings"].response, signal }))
        .data as ReceiptSettings,
  });

/** GET /api/ereceipts/merchants/ (spec 000 §7): `is_activated`, with the business-id header. */
export const activationQuery = (session: QuerySession, businessId: string) => {
  const ep = settingsEndpoints.ereceiptsMerchant as Endpoint;
  return queryOptions({
    queryKey: ["ereceipts", "activation", businessId],
    queryFn: async ({ signal }) =>
      (await session.http.get(ep.path, { schema: ep.response, headers: { "business-id": businessId }, signal }))
        .data as { is_activated: boolean },
  });
};

export const useCanWriteReceipts = () => useCanCall(E["ereceipts.create"]);

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ["ereceipts"] });
}

export function useCreateReceipt() {
  const session = useSession();
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (body: Omit<CreateReceiptBody, "environment">) =>
      session.http.post(E["ereceipts.create"].path, {
        schema: E["ereceipts.create"].response,
        body,
      }) as Promise<EReceipt>,
    onSuccess,
  });
}

export function useReceiptAction(id: string) {
  const session = useSession();
  const onSuccess = useInvalidate();
  const resend = useMutation({
    mutationFn: () =>
      session.http.post(pathFor(E["ereceipts.resend"].path, { id }), {
        schema: E["ereceipts.resend"].response,
        body: {},
      }) as Promise<EReceipt>,
    onSuccess,
  });
  const voidIt = useMutation({
    mutationFn: (reason: string) =>
      session.http.post(pathFor(E["ereceipts.void"].path, { id }), {
        schema: E["ereceipts.void"].response,
        body: { reason },
      }) as Promise<EReceipt>,
    onSuccess,
  });
  return { resend, voidIt };
}

export function useSaveReceiptSettings() {
  const session = useSession();
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (body: ReceiptSettingsBody) =>
      session.http.put(E["ereceipts.settings.update"].path, {
        schema: E["ereceipts.settings.update"].response,
        body,
      }) as Promise<ReceiptSettings>,
    onSuccess,
  });
}

/** The logo upload for the settings form's file upload (the gateway checks type, size and pixels again). */
export function useLogoUpload() {
  const session = useSession();
  return async (file: File, onProgress: (loaded: number, total: number) => void, signal: AbortSignal) => {
    const body = new FormData();
    body.append("file", file);
    const result = await session.http.post(E["ereceipts.logo"].path, {
      schema: E["ereceipts.logo"].response,
      body,
      signal,
    });
    onProgress(file.size, file.size);
    return result;
  };
}

export function useActivateReceipts() {
  const session = useSession();
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: () =>
      session.http.post(E["ereceipts.activate"].path, {
        schema: E["ereceipts.activate"].response,
        body: { accept_terms: true },
      }) as Promise<{ is_activated: boolean }>,
    onSuccess,
  });
}
