/**
 * Accept payments: one list definition and query factory per resource (the kit of issue 10),
 * the reads that are not lists, and the writes. Who may write comes from the endpoint's
 * `requires` (the gateway enforces the same declaration).
 */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type * as v from "valibot";
import {
  acceptEndpoints,
  CheckoutSettingsSchema,
  CustomerSchema,
  DisputeSchema,
  EwalletChargeSchema,
  FixedVaSchema,
  InvoiceSchema,
  OnDemandLinkSchema,
  PaymentLinkSchema,
  QrCodeSchema,
  RecurringLinkSchema,
  RecurringPlanSchema,
  RecurringScheduleSchema,
  RetailPaymentSchema,
  VaPaymentSchema,
} from "../../contract/accept.ts";
import { activationEndpoints } from "../../contract/activation.ts";
import type { AreaKind } from "../../contract/areas.ts";
import { type Endpoint, pathFor } from "../../contract/define.ts";
import { settingsEndpoints } from "../../contract/settings.ts";
import { useCanCall } from "../../lib/can-call.ts";
import { areaResource, type QuerySession } from "../../lib/lists/index.ts";
import { useSession } from "../../lib/session/hooks.ts";

const E = acceptEndpoints;

const resource = <K extends AreaKind, S extends v.GenericSchema>(kind: K, item: S) =>
  areaResource(kind, item, E as Record<string, Endpoint>);

export const invoices = resource("invoices", InvoiceSchema);
export const recurringPlans = resource("recurring", RecurringPlanSchema);
export const recurringSchedules = resource("recurring_new", RecurringScheduleSchema);
export const recurringLinks = resource("payment_recurring", RecurringLinkSchema);
export const onDemandLinks = resource("on_demand_links", OnDemandLinkSchema);
export const paymentLinks = resource("payment_links", PaymentLinkSchema);
export const fixedVas = resource("virtual_account_numbers", FixedVaSchema);
export const vaPayments = resource("virtual_accounts", VaPaymentSchema);
export const ewalletCharges = resource("ewallets", EwalletChargeSchema);
export const retailPayments = resource("retail_outlets", RetailPaymentSchema);
export const qrCodes = resource("qr_codes", QrCodeSchema);
export const customers = resource("customers", CustomerSchema);
export const disputes = resource("disputes", DisputeSchema);

export type AcceptResource = typeof invoices;

// ---------------------------------------------------------------- other reads

export type InvoiceHistoryEntry = { invoice_id: string; status: string; created: string };

export const invoiceHistoryQuery = (session: QuerySession, invoiceId: string) => {
  const ep = settingsEndpoints.invoiceHistory as Endpoint;
  return queryOptions({
    queryKey: ["invoices", "history", invoiceId, session.store.environment()],
    queryFn: async ({ signal }) =>
      (await session.http.get(ep.path, { schema: ep.response, query: { invoice_id: invoiceId }, signal }))
        .data as InvoiceHistoryEntry[],
  });
};

/** The business's invoice settings: `invoice_creation_enabled` hides invoice creation (issue 11). */
export const invoiceSettingsQuery = (session: QuerySession) => {
  const ep = activationEndpoints.invoiceSettings as Endpoint;
  return queryOptions({
    queryKey: ["invoices", "settings", session.store.environment()],
    queryFn: async ({ signal }) =>
      (await session.http.get(ep.path, { schema: ep.response, signal })).data as { invoice_creation_enabled: boolean },
  });
};

export const customerPaymentsQuery = (session: QuerySession, customerId: string) =>
  queryOptions({
    queryKey: ["customers", "payments", customerId, session.store.environment()],
    queryFn: async ({ signal }) =>
      (
        await session.http.get(pathFor(E["customers.payments"].path, { id: customerId }), {
          schema: E["customers.payments"].response,
          signal,
        })
      ).data,
  });

export const vaBlocksQuery = (session: QuerySession) =>
  queryOptions({
    queryKey: ["virtual_account_numbers", "blocks", session.store.environment()],
    queryFn: async ({ signal }) =>
      (
        await session.http.get(E["virtual_account_numbers.ranges"].path, {
          schema: E["virtual_account_numbers.ranges"].response,
          signal,
        })
      ).data,
  });

export const checkoutSettingsQuery = (session: QuerySession) =>
  queryOptions({
    queryKey: ["checkout", "settings", session.store.environment()],
    queryFn: async ({ signal }) =>
      (await session.http.get(E["checkout.settings"].path, { schema: CheckoutSettingsSchema, signal })).data,
  });

// ---------------------------------------------------------------- writes

type WriteName =
  | "invoices.create"
  | "invoices.expire"
  | "recurring.pause"
  | "recurring.resume"
  | "recurring.stop"
  | "payment_links.create"
  | "virtual_account_numbers.create"
  | "qr_codes.create"
  | "customers.create"
  | "disputes.reply"
  | "checkout.update";

type WriteBody<N extends WriteName> = (typeof E)[N]["body"] extends v.GenericSchema
  ? Omit<v.InferInput<(typeof E)[N]["body"]>, "environment">
  : never;
type WriteAnswer<N extends WriteName> = v.InferOutput<(typeof E)[N]["response"]>;

/** Whether the signed-in member may call this write (its `requires` flags; the gateway checks the same). */
export function useCanWrite(name: WriteName): boolean {
  return useCanCall(E[name] as Endpoint);
}

/**
 * A write of this area: POST/PUT to its path (with `id` when it has one); on success the
 * resource's lists and details are refetched (by the resource's key, nothing else).
 */
export function useAcceptWrite<N extends WriteName>(name: N, options: { id?: string } = {}) {
  const session = useSession();
  const client = useQueryClient();
  const ep = E[name] as Endpoint;
  const resourceKey = name.split(".")[0] as string;
  return useMutation({
    mutationFn: (body: WriteBody<N>) => {
      const path = pathFor(ep.path, options.id ? { id: options.id } : {});
      const call = ep.method === "PUT" ? session.http.put : session.http.post;
      return call(path, { schema: ep.response, body: body as Record<string, unknown> }) as Promise<WriteAnswer<N>>;
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: [resourceKey === "checkout" ? "checkout" : resourceKey] });
    },
  });
}
