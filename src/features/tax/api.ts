/** Tax documents and settings: queries and the settings write (src/contract/tax.ts). No JSX, no UI imports. */
import { queryOptions } from "@tanstack/react-query";
import type { Endpoint } from "../../contract/define.ts";
import {
  TaxDocumentSchema,
  type TaxSettings,
  TaxSettingsSchema,
  taxEndpoints,
  type UpdateTaxSettingsBody,
} from "../../contract/tax.ts";
import { type QuerySession, resourceQueries } from "../../lib/lists/queries.ts";
import { taxList } from "./search.ts";

export const E = taxEndpoints;
const READS = taxEndpoints as Record<string, Endpoint>;

export const taxQueries = resourceQueries({
  resource: "tax",
  item: TaxDocumentSchema,
  list: READS["tax.list"] as never,
  detail: READS["tax.detail"] as never,
  kit: taxList,
});

export const taxSettingsKey = ["tax", "settings"] as const;

export const taxSettingsQuery = (session: QuerySession) =>
  queryOptions({
    queryKey: taxSettingsKey,
    queryFn: async ({ signal }) =>
      (await session.http.get(E["tax.settings"].path, { schema: TaxSettingsSchema, signal })).data as TaxSettings,
  });

export function updateTaxSettings(session: QuerySession, body: Omit<UpdateTaxSettingsBody, "environment">) {
  return session.http.put(E["tax.settings.update"].path, {
    schema: TaxSettingsSchema,
    body,
  }) as Promise<TaxSettings>;
}
