/**
 * Card writes and the reads the screens alone need (imported by screens only, never by route
 * files): who may write comes from the endpoint's `requires` (the gateway enforces the same
 * declaration, src/contract/cards.ts); money-moving writes carry the PIN token.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import type * as v from "valibot";
import type { EvidenceFileSchema, FraudListEntry } from "../../contract/cards.ts";
import { type Endpoint, pathFor } from "../../contract/define.ts";
import { FRAUD_LIST_PATHS, type FraudListKind } from "../../domain/cards/card-rules.ts";
import { useCanCall } from "../../lib/can-call.ts";
import { uploadWithProgress } from "../../lib/http/upload.ts";
import type { QuerySession } from "../../lib/lists/index.ts";
import { pinTokenHeaders } from "../../lib/pin-step-up.ts";
import { useSession } from "../../lib/session/hooks.ts";
import { E, read } from "./api.ts";

export const fraudListQuery = (session: QuerySession, kind: FraudListKind) =>
  read<FraudListEntry[]>(session, ["fraud", kind], `fraud.${FRAUD_LIST_PATHS[kind]}.list`);
export const countryCodesQuery = (session: QuerySession) =>
  read<{ code: string; name: string }[]>(session, ["lookup", "countries"], "countryCodes");
export const binLookupQuery = (session: QuerySession, bin: string) =>
  read<{ bin: string; brand: string; issuer: string; country_code: string; type: string }>(
    session,
    ["lookup", "bin", bin],
    "binLookup",
    { bin },
  );

/** Whether the signed-in member may call this write (its `requires` flags). */
export const useCanWrite = (name: string): boolean => useCanCall(E[name] as Endpoint);

/**
 * A card write: method and path from the contract (`params` fill `{id}`), optional PIN token;
 * on success the named resources' queries are refetched (by their keys, nothing else).
 */
export function useCardWrite<TBody extends Record<string, unknown>, TAnswer = unknown>(
  name: string,
  options: { params?: Record<string, string>; invalidate: string[][] },
) {
  const session = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, pinToken }: { body: TBody; pinToken?: string }) => {
      const ep = E[name] as Endpoint;
      const call = {
        POST: session.http.post,
        PATCH: session.http.patch,
        PUT: session.http.put,
        DELETE: session.http.delete,
        GET: session.http.post,
      }[ep.method];
      return call(pathFor(ep.path, options.params ?? {}), {
        schema: ep.response,
        ...(ep.method === "DELETE" ? {} : { body }),
        ...(pinToken ? { headers: pinTokenHeaders(pinToken) } : {}),
      }) as Promise<TAnswer>;
    },
    onSuccess: async () => {
      await Promise.all(options.invalidate.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}

/** The gateway address of this deployment (runtime config), for uploads with progress. */
export function useGatewayUrl(): string {
  const context = useRouter().options.context as unknown as { config?: { gatewayUrl: string } };
  return context.config?.gatewayUrl ?? "/";
}

export type EvidenceFile = v.InferOutput<typeof EvidenceFileSchema>;

export function uploadEvidence(
  session: Parameters<typeof uploadWithProgress>[0]["session"],
  baseUrl: string,
  chargebackId: string,
  file: File,
  onProgress: (loaded: number, total: number) => void,
  signal: AbortSignal,
) {
  const ep = E.chargebackEvidence as Endpoint;
  const form = new FormData();
  form.append("file", file, file.name);
  return uploadWithProgress({
    baseUrl,
    session,
    path: pathFor(ep.path, { id: chargebackId }),
    form,
    schema: ep.response,
    onProgress,
    signal,
  }) as Promise<EvidenceFile>;
}
