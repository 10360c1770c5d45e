/** Platform (issue 17): sub-accounts and fee rules on the kit, the activation request, and the writes. */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { type Endpoint, pathFor } from "../../contract/define.ts";
import {
  type CreatePlatformFeeBody,
  type CreateSubAccountBody,
  PlatformFeeSchema,
  platformEndpoints,
  SubAccountSchema,
} from "../../contract/platform.ts";
import { type QuerySession, resourceQueries } from "../../lib/lists/index.ts";
import { useSession } from "../../lib/session/hooks.ts";
import { feeList, subAccountList } from "./lists.ts";

export { feeList, subAccountList };

export const E = platformEndpoints;

const READS = E as Record<string, Endpoint>;
export const subAccountQueries = resourceQueries({
  resource: "platform_accounts",
  item: SubAccountSchema,
  list: READS["platform_accounts.list"],
  detail: READS["platform_accounts.detail"],
  kit: subAccountList,
});

export const feeQueries = resourceQueries({
  resource: "platform_fees",
  item: PlatformFeeSchema,
  list: READS["platform_fees.list"],
  detail: READS["platform_fees.detail"],
  kit: feeList,
});

export function activationQueryOptions(session: QuerySession) {
  return queryOptions({
    queryKey: ["platform_activation", session.store.environment()],
    queryFn: async ({ signal }) =>
      (await session.http.get(E["platform.activation"].path, { schema: E["platform.activation"].response, signal }))
        .data,
  });
}

type Body<B> = Omit<B, "environment">;

export function useCreateSubAccount() {
  const session = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<CreateSubAccountBody>) =>
      session.http.post(E["platform_accounts.create"].path, { schema: E["platform_accounts.create"].response, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["platform_accounts"] }),
  });
}

export function useCreateFee() {
  const session = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<CreatePlatformFeeBody>) =>
      session.http.post(E["platform_fees.create"].path, { schema: E["platform_fees.create"].response, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["platform_fees"] }),
  });
}

export function useSetFeeStatus(id: string) {
  const session = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: "ACTIVE" | "INACTIVE") =>
      session.http.post(pathFor(E["platform_fees.setStatus"].path, { id }), {
        schema: E["platform_fees.setStatus"].response,
        body: { status },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["platform_fees"] }),
  });
}

export function useActivate() {
  const session = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { use_case: string; account_types: ("OWNED" | "MANAGED")[]; expected_sub_accounts: number }) =>
      session.http.post(E["platform.activate"].path, { schema: E["platform.activate"].response, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["platform_activation"] }),
  });
}
