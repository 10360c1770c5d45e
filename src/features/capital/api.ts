/** Capital queries and the loan application (contract: src/contract/capital.ts). No JSX, no UI imports. */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { type ApplyLoanBody, capitalEndpoints, type Loan, LoanSchema } from "../../contract/capital.ts";
import type { Endpoint } from "../../contract/define.ts";
import { settingsEndpoints } from "../../contract/settings.ts";
import { useCanCall } from "../../lib/can-call.ts";
import { areaResource } from "../../lib/lists/area-resource.ts";
import type { QuerySession } from "../../lib/lists/queries.ts";
import { pinTokenHeaders } from "../../lib/pin-step-up.ts";
import { useSession } from "../../lib/session/hooks.ts";
import { loanList } from "./search.ts";

const L = capitalEndpoints as Record<string, Endpoint>;
const APPLY = capitalEndpoints["capital_loans.apply"];

export const loanQueries = areaResource("capital_loans", LoanSchema, L, { kit: loanList }).queries;

export type CapitalOffer = { eligible: boolean; max_amount: number | null; currency: string };

/** The financing offer (GET /api/xencap-offering, spec 001 §7). */
export const offerQuery = (session: QuerySession) => {
  const ep = settingsEndpoints.capitalOffering as Endpoint;
  return queryOptions({
    queryKey: ["capital_loans", "offer", session.store.environment()],
    queryFn: async ({ signal }) =>
      (await session.http.get(ep.path, { schema: ep.response, signal })).data as CapitalOffer,
  });
};

export const useCanApply = () => useCanCall(APPLY);

/** Apply for financing with a PIN token (spec 000 §4); the loans refetch after. */
export function useApplyLoan() {
  const session = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, pinToken }: { body: Omit<ApplyLoanBody, "environment">; pinToken: string }) =>
      session.http.post(APPLY.path, {
        schema: APPLY.response,
        body,
        headers: pinTokenHeaders(pinToken),
      }) as Promise<Loan>,
    onSuccess: () => client.invalidateQueries({ queryKey: ["capital_loans"] }),
  });
}
