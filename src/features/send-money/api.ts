/**
 * Sending money (issue 17): one list definition and query factory per resource (the kit of
 * issue 10), the payment proof read, and the writes. Money-moving writes carry the PIN step-up
 * token (`pinTokenHeaders`).
 */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type * as v from "valibot";
import type { AreaKind } from "../../contract/areas.ts";
import { type Endpoint, pathFor } from "../../contract/define.ts";
import {
  type AccountCheck,
  BatchDisbursementSchema,
  BatchRemittanceSchema,
  type CreateBatchBody,
  type CreateDisbursementBody,
  type CreatePayoutLinkBatchBody,
  DisbursementSchema,
  PayoutLinkSchema,
  PayoutSchema,
  RemittancePayoutSchema,
  sendMoneyEndpoints,
} from "../../contract/send-money.ts";
import { type areaList, areaResource, type QuerySession } from "../../lib/lists/index.ts";
import { pinTokenHeaders } from "../../lib/pin-step-up.ts";
import { useSession } from "../../lib/session/hooks.ts";
import { payoutLinksList, payoutsList } from "./lists.ts";

export const E = sendMoneyEndpoints;

const resource = <K extends AreaKind, S extends v.GenericSchema>(
  kind: K,
  item: S,
  options: { kit?: ReturnType<typeof areaList> } = {},
) => areaResource(kind, item, E as Record<string, Endpoint>, options);

export const disbursements = resource("disbursements", DisbursementSchema);
export const batchDisbursements = resource("batch_disbursements", BatchDisbursementSchema);
export const batchRemittances = resource("batch_remittances", BatchRemittanceSchema);
export { PAYOUT_PAGE_SIZE } from "./lists.ts";
export const payouts = resource("payouts", PayoutSchema, { kit: payoutsList });
export const payoutLinks = resource("payout_links", PayoutLinkSchema, { kit: payoutLinksList });
export const remittances = resource("remittances", RemittancePayoutSchema);

export function paymentProofQueryOptions(session: QuerySession, id: string) {
  const environment = session.store.environment();
  return queryOptions({
    queryKey: ["disbursements", "payment-proof", id, environment],
    queryFn: async ({ signal }) =>
      (await session.http.get(pathFor(E.paymentProof.path, { id }), { schema: E.paymentProof.response, signal })).data,
    staleTime: 60_000,
  });
}

type Body<B> = Omit<B, "environment">;

/** Invalidate one resource (its lists and details), nothing else. */
function useInvalidate() {
  const client = useQueryClient();
  return (resource: string) => client.invalidateQueries({ queryKey: [resource] });
}

export function useAccountCheck() {
  const session = useSession();
  return useMutation({
    mutationFn: (body: { bank_code: string; account_number: string }): Promise<AccountCheck> =>
      session.http.post(E["disbursements.accountCheck"].path, {
        schema: E["disbursements.accountCheck"].response,
        body,
      }),
  });
}

export function useCreateDisbursement() {
  const session = useSession();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ body, pinToken }: { body: Body<CreateDisbursementBody>; pinToken: string }) =>
      session.http.post(E["disbursements.create"].path, {
        schema: E["disbursements.create"].response,
        body: body as Record<string, unknown>,
        headers: pinTokenHeaders(pinToken),
      }),
    onSuccess: () => invalidate("disbursements"),
  });
}

export type ApproveName = "disbursements.approve" | "batch_disbursements.approve" | "batch_remittances.approve";

/** Approve or reject with the PIN token; the resource's lists and details are refetched. */
export function useApprove<N extends ApproveName>(name: N, id: string) {
  const session = useSession();
  const invalidate = useInvalidate();
  const ep = E[name];
  return useMutation({
    mutationFn: ({ decision, pinToken }: { decision: "APPROVED" | "REJECTED"; pinToken: string }) =>
      session.http.post(pathFor(ep.path, { id }), {
        schema: ep.response as (typeof E)[N]["response"],
        body: { decision },
        headers: pinTokenHeaders(pinToken),
      }) as Promise<v.InferOutput<(typeof E)[N]["response"]>>,
    onSuccess: () => invalidate(name.split(".")[0] as string),
  });
}

export function useCreateBatch() {
  const session = useSession();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: Body<CreateBatchBody>) =>
      session.http.post(E["batch_disbursements.create"].path, {
        schema: E["batch_disbursements.create"].response,
        body: body as Record<string, unknown>,
      }),
    onSuccess: () => invalidate("batch_disbursements"),
  });
}

export function useVoidPayoutLink(id: string) {
  const session = useSession();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () =>
      session.http.post(pathFor(E["payout_links.void"].path, { id }), {
        schema: E["payout_links.void"].response,
        body: {},
      }),
    onSuccess: () => invalidate("payout_links"),
  });
}

/** Send a batch of payout links with the PIN token (the batch_payout_links feature). */
export function useCreatePayoutLinkBatch() {
  const session = useSession();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ body, pinToken }: { body: Body<CreatePayoutLinkBatchBody>; pinToken: string }) =>
      session.http.post(E["payout_links.batch"].path, {
        schema: E["payout_links.batch"].response,
        body: body as Record<string, unknown>,
        headers: pinTokenHeaders(pinToken),
      }),
    onSuccess: () => invalidate("payout_links"),
  });
}
