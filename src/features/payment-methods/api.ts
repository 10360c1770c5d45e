/**
 * Payment-method activation calls (spec 001 §7 "Payment-method activation"), parsed with the
 * contract: the methods with their tracks, the VA bank blocks, the retail outlets, and the
 * onboarding writes (which need ACTIVATE_REQUIRES; the screen disables them from the same list).
 */
import { queryOptions } from "@tanstack/react-query";
import { activationEndpoints as A, type PaymentMethod, UploadedFileSchema } from "../../contract/activation.ts";
import { type Endpoint, pathFor } from "../../contract/define.ts";
import type { OnboardingProduct } from "../../contract/payment-methods.ts";
import { uploadWithProgress } from "../../lib/http/upload.ts";
import type { Session } from "../../lib/session/runtime.ts";

const ep = (name: string): Endpoint => {
  const found = A[name];
  if (!found) throw new Error(`no endpoint ${name}`);
  return found;
};

export const paymentMethodKeys = {
  all: ["payment-methods"] as const,
  methods: (businessId: string, environment: string) =>
    [...paymentMethodKeys.all, "methods", businessId, environment] as const,
  va: (businessId: string, environment: string) => [...paymentMethodKeys.all, "va", businessId, environment] as const,
  outlets: (businessId: string, environment: string) =>
    [...paymentMethodKeys.all, "outlets", businessId, environment] as const,
  prepopulate: (businessId: string) => [...paymentMethodKeys.all, "linkaja-prepopulate", businessId] as const,
};

export function paymentMethodsQueryOptions(session: Session, businessId: string, environment: string) {
  const e = ep("productOnboarding");
  return queryOptions({
    queryKey: paymentMethodKeys.methods(businessId, environment),
    queryFn: async ({ signal }) =>
      (await session.http.get(e.path, { schema: e.response, signal })).data as PaymentMethod[],
    staleTime: 30_000,
  });
}

type VaRange = {
  bank_code: string;
  bank_name: string;
  account_block_start: string | null;
  account_block_end: string | null;
};

export function vaRangesQueryOptions(session: Session, businessId: string, environment: string) {
  return queryOptions({
    queryKey: paymentMethodKeys.va(businessId, environment),
    queryFn: async ({ signal }) => {
      const [fixed, invoice] = await Promise.all(
        ["callbackVaRanges", "invoiceVaRanges"].map(
          async (name) =>
            (await session.http.get(ep(name).path, { schema: ep(name).response, signal })).data as VaRange[],
        ),
      );
      return { fixed: fixed ?? [], invoice: invoice ?? [] };
    },
    staleTime: 60_000,
  });
}

export type RetailOutlet = {
  retail_outlet_name: string;
  prefix: string | null;
  type: "Fixed" | "Non-fixed";
  status: "disabled" | "pending" | "enabled";
};

export function retailOutletsQueryOptions(session: Session, businessId: string, environment: string) {
  const e = ep("retailOutletSettings");
  return queryOptions({
    queryKey: paymentMethodKeys.outlets(businessId, environment),
    queryFn: async ({ signal }) =>
      (await session.http.get(e.path, { schema: e.response, signal })).data as RetailOutlet[],
    staleTime: 60_000,
  });
}

export function linkajaPrepopulateQueryOptions(session: Session, businessId: string) {
  const e = ep("linkajaPrepopulate");
  return queryOptions({
    queryKey: paymentMethodKeys.prepopulate(businessId),
    queryFn: async ({ signal }) =>
      (await session.http.get(e.path, { schema: e.response, signal })).data as {
        business_name: string;
        legal_name: string | null;
        email: string;
        website: string | null;
      },
    staleTime: 5 * 60_000,
  });
}

/** POST /api/{product}-onboarding: apply; answers the method, now pending. */
export async function applyFor(
  session: Session,
  product: OnboardingProduct,
  body: Record<string, unknown>,
): Promise<PaymentMethod> {
  const e = ep(`onboard.${product}`);
  return (await session.http.post(e.path, { schema: e.response, body })) as PaymentMethod;
}

/** POST /api/dana-onboarding/submit: the merchant data of a pending DANA application. */
export async function submitDanaData(session: Session, body: Record<string, unknown>): Promise<PaymentMethod> {
  const e = ep("danaSubmit");
  return (await session.http.post(e.path, { schema: e.response, body })) as PaymentMethod;
}

/** POST /api/alfamart-onboarding. */
export async function applyForAlfamart(session: Session): Promise<PaymentMethod> {
  const e = ep("alfamartOnboarding");
  return (await session.http.post(e.path, { schema: e.response, body: {} })) as PaymentMethod;
}

/** GET /api/retail_outlet_prefix_availability/{outlet}/{prefix}. */
export async function prefixAvailable(session: Session, outlet: string, prefix: string): Promise<boolean> {
  const e = ep("retailPrefix");
  const { data } = await session.http.get(pathFor(e.path, { outlet, prefix }), { schema: e.response });
  return (data as { available: boolean }).available;
}

/** POST /api/upload_ovo_logo with progress (PNG, ≤ 1 MB, ≥ 200×200 px). */
export function uploadOvoLogo(
  session: Session,
  baseUrl: string,
  file: File,
  onProgress: (loaded: number, total: number) => void,
  signal: AbortSignal,
) {
  const form = new FormData();
  form.append("file", file, file.name);
  return uploadWithProgress({
    baseUrl,
    session,
    path: ep("uploadOvoLogo").path,
    form,
    schema: UploadedFileSchema,
    onProgress,
    signal,
  });
}
