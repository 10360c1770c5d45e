/** Tax documents and settings: queries and the settings write (src/contract/tax.ts). No JSX, no UI imports. */
import { queryOptions } from "@tanstack/react-query";
import { pathFor } from "../../contract/define.ts";
import {
  TaxDocumentSchema,
  type TaxSettings,
  TaxSettingsSchema,
  taxEndpoints,
  type UpdateTaxSettingsBody,
} from "../../contract/tax.ts";
import { areaResource } from "../../lib/lists/area-resource.ts";
import type { QuerySession } from "../../lib/lists/queries.ts";
import { taxList } from "./search.ts";

export const E = taxEndpoints;

export const taxQueries = areaResource("tax", TaxDocumentSchema, taxEndpoints, { kit: taxList }).queries;

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

/** The gateway makes the issued document's official PDF and answers where to read it. */
export async function taxDocumentFile(session: QuerySession, id: string) {
  const ep = E["tax.documents.file"];
  return (await session.http.get(pathFor(ep.path, { id }), { schema: ep.response })).data;
}
