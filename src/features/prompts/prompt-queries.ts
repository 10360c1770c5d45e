/**
 * What the prompt host asks on arrival to decide whether a prompt is due (spec 000 §4, §7): the
 * IP-whitelist reminder's settings and keys and the consent rule's company id. The prompts' own
 * calls (api.ts, which re-exports these) load with the prompt that shows (issue 19).
 */
import { queryOptions } from "@tanstack/react-query";
import { authEndpoints } from "../../contract/auth-endpoints.ts";
import type { Session } from "../../lib/session/runtime.ts";

/**
 * The prompts' settings calls, declared by the settings contract: loaded when a prompt needs them,
 * so the settings contract stays out of every signed-in page's JS (issue 19).
 */
export const settingsCalls = () => import("../../contract/prompts.ts").then((m) => m.promptCalls);

export const promptKeys = {
  all: ["prompts"] as const,
  ipSettings: (businessId: string) => [...promptKeys.all, "ip-settings", businessId] as const,
  companyDetail: (businessId: string) => [...promptKeys.all, "company-detail", businessId] as const,
  getStarted: (businessId: string) => [...promptKeys.all, "get-started", businessId] as const,
};

/** GET /api/api-settings and the live secret keys (spec 000 §4 IP-whitelist reminder, §7). */
export function ipSettingsQueryOptions(session: Session, businessId: string) {
  return queryOptions({
    queryKey: promptKeys.ipSettings(businessId),
    queryFn: async ({ signal }) => {
      const promptCalls = await settingsCalls();
      const [settings, keys] = await Promise.all([
        session.http.get(promptCalls.apiSettings.path, { schema: promptCalls.apiSettings.response, signal }),
        session.http.get(promptCalls.secretKeys.path, {
          schema: promptCalls.secretKeys.response,
          query: { environment: "PRODUCTION" },
          signal,
        }),
      ]);
      return {
        cidrWhitelist: settings.data.cidr_whitelist,
        liveSecretKeyCount: keys.data.filter((k) => k.environment === "PRODUCTION").length,
      };
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** GET /api/common-company-detail (the company id of the consent rule, the submitted date of get-started). */
export async function fetchCompanyDetail(session: Session, signal?: AbortSignal) {
  const { data } = await session.http.get(authEndpoints.commonCompanyDetail.path, {
    schema: authEndpoints.commonCompanyDetail.response,
    signal,
  });
  return data;
}

export function companyDetailQueryOptions(session: Session, businessId: string) {
  return queryOptions({
    queryKey: promptKeys.companyDetail(businessId),
    queryFn: ({ signal }) => fetchCompanyDetail(session, signal),
    staleTime: 5 * 60_000,
  });
}
