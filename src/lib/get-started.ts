/**
 * Get-started progress with the patching rule of spec 000 §4 / spec 001 §4: once the activation
 * form has a submitted date, sections still at 0 are patched to 100 (establishment_details only
 * in the Philippines). One loader for the prompts and the /get-started page.
 */
import { authEndpoints } from "../contract/auth-endpoints.ts";
import type { Country } from "../domain/brand/sections.ts";
import { getStartedPatch } from "../domain/reminders/reminders.ts";
import type { Session } from "./session/runtime.ts";

/** Loads the progress and, when the rule says so, patches it; answers the progress after the patch. */
export async function loadPatchedGetStarted(session: Session, country: Country, signal?: AbortSignal) {
  const [progress, company] = await Promise.all([
    session.http.get(authEndpoints.getStartedStatuses.path, {
      schema: authEndpoints.getStartedStatuses.response,
      signal,
    }),
    session.http.get(authEndpoints.commonCompanyDetail.path, {
      schema: authEndpoints.commonCompanyDetail.response,
      signal,
    }),
  ]);
  const patch = getStartedPatch(progress.data, company.data.submitted_date, country);
  if (Object.keys(patch).length === 0) return progress.data;
  return session.http.patch(authEndpoints.patchGetStartedStatuses.path, {
    schema: authEndpoints.patchGetStartedStatuses.response,
    body: { progress: patch },
  });
}
