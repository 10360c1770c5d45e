/**
 * Get-started progress with the patching rule of spec 000 §4: once the activation form has a
 * submitted date, sections still at 0 are patched to 100 (establishment_details only in the
 * Philippines). §8: a failed load shows the unexpected-error message.
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import type { Country } from "../../domain/brand/sections.ts";
import { loadPatchedGetStarted } from "../../lib/get-started.ts";
import { useSession } from "../../lib/session/hooks.ts";
import { promptKeys } from "./api.ts";

export { loadPatchedGetStarted };

export function useGetStartedProgress(businessId: string, country: Country) {
  const { t } = useLingui();
  const session = useSession();
  const query = useQuery({
    queryKey: [...promptKeys.getStarted(businessId), "patched", country],
    queryFn: ({ signal }) => loadPatchedGetStarted(session, country, signal),
  });
  return {
    progress: query.data,
    isPending: query.isPending,
    error: query.isError ? t`Something went wrong on our side. Please try again.` : null,
    retry: () => void query.refetch(),
  };
}
