/**
 * Get-started progress with the patching rule of spec 000 §4: once the activation form has a
 * submitted date, sections still at 0 are patched to 100 (establishment_details only in the
 * Philippines). §8: a failed load shows the unexpected-error message.
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import type { Country } from "../../domain/brand/sections.ts";
import { getStartedPatch } from "../../domain/reminders/reminders.ts";
import { useSession } from "../../lib/session/hooks.ts";
import type { Session } from "../../lib/session/runtime.ts";
import { fetchCompanyDetail, fetchGetStarted, patchGetStarted, promptKeys } from "./api.ts";

/** Loads the progress and, when the rule says so, patches it; answers the progress after the patch. */
export async function loadPatchedGetStarted(session: Session, country: Country, signal?: AbortSignal) {
  const [progress, company] = await Promise.all([
    fetchGetStarted(session, signal),
    fetchCompanyDetail(session, signal),
  ]);
  const patch = getStartedPatch(progress, company.submitted_date, country);
  if (Object.keys(patch).length === 0) return progress;
  return patchGetStarted(session, patch);
}

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
