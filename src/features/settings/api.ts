/**
 * The settings pages' calls (src/contract/settings-pages.ts and the settings reads of
 * src/contract/settings.ts): one query-options factory per read, keyed by business (and
 * environment where the answer depends on it), used by the route loaders and the screens; writes
 * invalidate by those keys. PIN-guarded writes take the token of the PIN step-up.
 */
import { queryOptions } from "@tanstack/react-query";
import * as v from "valibot";
import { authEndpoints } from "../../contract/auth-endpoints.ts";
import { OkSchema } from "../../contract/common.ts";
import { type Endpoint, pathFor } from "../../contract/define.ts";
import { ApiKeySchema, settingsEndpoints, TeamMemberSchema } from "../../contract/settings.ts";
import { BankAccountSchema, settingsPageEndpoints as P } from "../../contract/settings-pages.ts";
import { pinTokenHeaders } from "../../lib/pin-step-up.ts";
import type { Session } from "../../lib/session/runtime.ts";

type Params = Record<string, string>;

/** GET an endpoint; answers its parsed response. */
export async function read<E extends Endpoint>(
  session: Session,
  ep: E,
  options: { params?: Params; query?: Record<string, string | undefined>; signal?: AbortSignal } = {},
): Promise<v.InferOutput<E["response"]>> {
  const { data } = await session.http.get(pathFor(ep.path, options.params), {
    schema: ep.response,
    query: options.query,
    signal: options.signal,
  });
  return data as v.InferOutput<E["response"]>;
}

/** A write (POST, PUT, PATCH, DELETE); `pinToken` adds the PIN step-up header. */
export async function write<E extends Endpoint>(
  session: Session,
  ep: E,
  options: { params?: Params; body?: Record<string, unknown> | FormData; pinToken?: string } = {},
): Promise<v.InferOutput<E["response"]>> {
  const method = ep.method.toLowerCase() as "post" | "put" | "patch" | "delete";
  return (await session.http[method](pathFor(ep.path, options.params), {
    schema: ep.response,
    ...(options.body ? { body: options.body } : {}),
    ...(options.pinToken ? { headers: pinTokenHeaders(options.pinToken) } : {}),
  })) as v.InferOutput<E["response"]>;
}

export const settingsKeys = {
  all: ["settings"] as const,
  of: (name: string, businessId: string, ...rest: string[]) =>
    [...settingsKeys.all, name, businessId, ...rest] as const,
};

/** An endpoint of the untyped settings table with its answer's schema (the same schema, kept typed here). */
function typed<R extends v.GenericSchema>(ep: Endpoint | undefined, response: R): Endpoint & { response: R } {
  if (!ep) throw new Error("missing settings endpoint");
  return { ...ep, response };
}
const S = {
  teamMembers: typed(settingsEndpoints.teamMembers, v.array(TeamMemberSchema)),
  secretKeys: typed(settingsEndpoints.secretKeys, v.array(ApiKeySchema)),
  apiSettings: typed(settingsEndpoints.apiSettings, v.object({ cidr_whitelist: v.array(v.string()) })),
  updateApiSettings: typed(settingsEndpoints.updateApiSettings, v.object({ cidr_whitelist: v.array(v.string()) })),
  bankAccounts: typed(settingsEndpoints.bankAccounts, v.array(BankAccountSchema)),
  removeTeamMember: typed(settingsEndpoints.removeTeamMember, OkSchema),
};

export { S as settingsTable };

/** One read as query options: `key` names it, `environment` when the answer depends on live/test. */
function readOptions<E extends Endpoint>(
  name: string,
  ep: E,
  session: Session,
  businessId: string,
  extra: { environment?: string; params?: Params; query?: Record<string, string | undefined> } = {},
) {
  return queryOptions({
    queryKey: settingsKeys.of(
      name,
      businessId,
      ...(extra.environment ? [extra.environment] : []),
      ...Object.values(extra.params ?? {}),
    ),
    queryFn: ({ signal }) => read(session, ep, { params: extra.params, query: extra.query, signal }),
    staleTime: 30_000,
  });
}

export const settingsQueries = {
  profile: (session: Session, businessId: string) => readOptions("profile", P.businessProfile, session, businessId),
  members: (session: Session, businessId: string) => readOptions("members", S.teamMembers, session, businessId),
  invitations: (session: Session, businessId: string) => readOptions("invitations", P.invitations, session, businessId),
  apiKeys: (session: Session, businessId: string, environment: string) =>
    readOptions("api-keys", S.secretKeys, session, businessId, { environment, query: { environment } }),
  callbackUrls: (session: Session, businessId: string, environment: string) =>
    readOptions("callback-urls", P.callbackUrls, session, businessId, { environment, query: { environment } }),
  allowList: (session: Session, businessId: string) => readOptions("allow-list", S.apiSettings, session, businessId),
  statements: (session: Session, businessId: string) =>
    readOptions("statements", authEndpoints.billingStatements, session, businessId, { query: { limit: "50" } }),
  statement: (session: Session, businessId: string, id: string) =>
    readOptions("statement", P.billingStatement, session, businessId, { params: { id } }),
  bankAccounts: (session: Session, businessId: string) =>
    readOptions("bank-accounts", S.bankAccounts, session, businessId),
  banks: (session: Session, businessId: string) => readOptions("banks", P.withdrawalBanks, session, businessId),
  sendingMoney: (session: Session, businessId: string) =>
    readOptions("sending-money", P.sendingMoneySettings, session, businessId),
  integrations: (session: Session, businessId: string) =>
    readOptions("integrations", P.integrations, session, businessId),
  escrow: (session: Session, businessId: string) => readOptions("escrow", P.escrowSettings, session, businessId),
  securityLog: (session: Session, businessId: string) =>
    readOptions("security-log", P.securityLog, session, businessId),
};
