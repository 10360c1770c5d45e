/**
 * The onboarding forms of spec 001 §7: OVO (with the PNG logo upload), DANA (apply, then submit
 * the merchant data), LINKAJA (prefilled from the business), BCA VA and QRIS. One form renderer
 * checks the contract's own valibot schema, shows the gateway's field errors on the fields, and
 * keeps what was typed when a call fails.
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import * as v from "valibot";
import { Banner } from "../../components/ui/banner.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { FileUpload } from "../../components/ui/file-upload.tsx";
import { Select } from "../../components/ui/select.tsx";
import type { PaymentMethod } from "../../contract/activation.ts";
import { DanaSubmitSchema, ONBOARDING_BODIES, type OnboardingProduct } from "../../contract/payment-methods.ts";
import { isHttpError } from "../../lib/http/http-error.ts";
import { useDescribeError, useSession } from "../../lib/session/hooks.ts";
import { applyFor, linkajaPrepopulateQueryOptions, submitDanaData, uploadOvoLogo } from "./api.ts";

type FieldKind = "text" | "email" | "tel" | "url" | "digits" | "monthly" | "logo";
interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  description?: string;
}

type Values = Record<string, string>;
type Errors = Record<string, string>;

/** The translated message for a contract check that failed (valibot issue type, or the gateway's message). */
function useFieldMessage() {
  const { t } = useLingui();
  return (kind: FieldKind, problem: string): string => {
    if (/required|non_empty/.test(problem)) return t`This field is required.`;
    if (/max_length|at most/.test(problem)) return t`This is too long.`;
    if (kind === "email") return t`Enter a valid e-mail address.`;
    if (kind === "tel") return t`Enter a mobile number with its country code, e.g. +6281234567890.`;
    if (kind === "url") return t`Enter a valid URL, e.g. https://example.com.`;
    if (kind === "digits") return t`Enter the digits only, in the length shown.`;
    return t`Check this value.`;
  };
}

/** Only filled fields go out (optional ones stay absent). */
function bodyOf(values: Values): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ""));
}

function SchemaForm({
  schema,
  fields,
  initial = {},
  submitLabel,
  onSubmit,
  extra,
}: {
  schema: v.GenericSchema;
  fields: FieldSpec[];
  initial?: Values;
  submitLabel: string;
  onSubmit: (body: Record<string, string>) => Promise<unknown>;
  extra?: (set: (name: string, value: string) => void, errors: Errors) => ReactNode;
}) {
  const { t } = useLingui();
  const describeError = useDescribeError();
  const message = useFieldMessage();
  const [values, setValues] = useState<Values>(() =>
    Object.fromEntries(fields.map((f) => [f.name, initial[f.name] ?? ""])),
  );
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const kindOf = (name: string) => fields.find((f) => f.name === name)?.kind ?? "text";
  const set = (name: string, value: string) => {
    setValues((old) => ({ ...old, [name]: value }));
    setErrors(({ [name]: _, ...rest }) => rest);
  };

  async function submit() {
    setFailure(null);
    const body = bodyOf(values);
    const checked = v.safeParse(schema, body);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.issues) {
        const key = issue.path?.[0]?.key;
        if (typeof key === "string" && !found[key])
          found[key] = message(kindOf(key), issue.input === undefined ? "required" : issue.type);
      }
      setErrors(found);
      return;
    }
    setPending(true);
    try {
      await onSubmit(body);
    } catch (error) {
      if (isHttpError(error) && error.details.length > 0) {
        setErrors(Object.fromEntries(error.details.map((d) => [d.field, message(kindOf(d.field), d.message)])));
      } else {
        setFailure(describeError(error));
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {failure ? (
        <div role="alert">
          <Banner tone="danger">{failure}</Banner>
        </div>
      ) : null}
      {fields.map((field) =>
        field.kind === "logo" ? null : field.kind === "monthly" ? (
          <Select
            key={field.name}
            label={field.label}
            options={[
              { id: "<100", label: t`Fewer than 100` },
              { id: "100-1000", label: t`100 to 1,000` },
              { id: ">1000", label: t`More than 1,000` },
            ]}
            selectedKey={values[field.name] || null}
            onSelectionChange={(key) => set(field.name, key ?? "")}
            errorMessage={errors[field.name]}
            isRequired
          />
        ) : (
          <TextField
            key={field.name}
            name={field.name}
            label={field.label}
            description={field.description}
            value={values[field.name] ?? ""}
            onChange={(value) => set(field.name, value)}
            errorMessage={errors[field.name]}
            type={
              field.kind === "email" ? "email" : field.kind === "tel" ? "tel" : field.kind === "url" ? "url" : "text"
            }
            inputMode={field.kind === "digits" ? "numeric" : field.kind === "tel" ? "tel" : undefined}
          />
        ),
      )}
      {extra?.(set, errors)}
      <div className="flex justify-end">
        <Button type="submit" isPending={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** The form that applies for `product`; `onApplied` gets the method, now pending. */
export function OnboardingForm({
  product,
  onApplied,
}: {
  product: OnboardingProduct;
  onApplied: (method: PaymentMethod) => void;
}) {
  const { t } = useLingui();
  const session = useSession();
  const router = useRouter();
  const business = session.store.business();
  const prefill = useQuery({
    ...linkajaPrepopulateQueryOptions(session, business?.id ?? ""),
    enabled: product === "linkaja",
  });
  const displayName = {
    name: "display_name",
    label: t`Name shown to payers`,
    kind: "text",
    description: t`Up to 25 characters.`,
  } as const;
  const category = { name: "business_category", label: t`Business category`, kind: "text" } as const;
  const fields: Record<OnboardingProduct, FieldSpec[]> = {
    ovo: [
      displayName,
      category,
      { name: "contact_email", label: t`Contact e-mail`, kind: "email" },
      { name: "contact_phone", label: t`Contact mobile number`, kind: "tel" },
      { name: "logo_file_id", label: t`Logo`, kind: "logo" },
    ],
    dana: [displayName, { name: "website", label: t`Website (optional)`, kind: "url" }],
    linkaja: [
      { name: "business_name", label: t`Business name`, kind: "text" },
      { name: "legal_name", label: t`Legal name`, kind: "text" },
      { name: "email", label: t`E-mail`, kind: "email" },
      { name: "website", label: t`Website (optional)`, kind: "url" },
    ],
    bcava: [
      {
        name: "bca_account_number",
        label: t`BCA account number`,
        kind: "digits",
        description: t`10 digits.`,
      },
      { name: "bca_account_name", label: t`BCA account name`, kind: "text" },
      { name: "monthly_transactions", label: t`Expected transactions a month`, kind: "monthly" },
    ],
    qris: [
      { name: "merchant_name", label: t`Merchant name on the QR`, kind: "text", description: t`Up to 25 characters.` },
      { name: "merchant_city", label: t`City`, kind: "text" },
      { name: "postal_code", label: t`Postal code`, kind: "digits", description: t`5 digits.` },
      category,
    ],
  };
  if (product === "linkaja" && prefill.isPending)
    return <p className="text-sm text-muted">{t`Loading your business details…`}</p>;
  const initial: Values =
    product === "linkaja" && prefill.data
      ? {
          business_name: prefill.data.business_name,
          legal_name: prefill.data.legal_name ?? "",
          email: prefill.data.email,
          website: prefill.data.website ?? "",
        }
      : {};
  const baseUrl = router.options.context.config.gatewayUrl;
  return (
    <SchemaForm
      schema={ONBOARDING_BODIES[product]}
      fields={fields[product]}
      initial={initial}
      submitLabel={t`Apply`}
      onSubmit={async (body) => onApplied(await applyFor(session, product, body))}
      extra={
        product === "ovo"
          ? (set, errors) => (
              <div className="flex flex-col gap-1">
                <FileUpload
                  label={t`Logo`}
                  description={t`PNG, at least 200×200 px, up to 1 MB.`}
                  kind="image"
                  upload={(file, onProgress, signal) => uploadOvoLogo(session, baseUrl, file, onProgress, signal)}
                  onUploaded={(_, result) => set("logo_file_id", result.id)}
                  onRemove={() => set("logo_file_id", "")}
                />
                {errors.logo_file_id ? (
                  <p role="alert" className="text-sm text-danger">
                    {t`Upload a logo.`}
                  </p>
                ) : null}
              </div>
            )
          : undefined
      }
    />
  );
}

/** DANA's second step: the person in charge, sent once the application is pending. */
export function DanaSubmitForm({ onSubmitted }: { onSubmitted: (method: PaymentMethod) => void }) {
  const { t } = useLingui();
  const session = useSession();
  return (
    <SchemaForm
      schema={DanaSubmitSchema}
      fields={[
        { name: "pic_name", label: t`Person in charge`, kind: "text" },
        { name: "pic_email", label: t`Their e-mail`, kind: "email" },
        { name: "pic_phone", label: t`Their mobile number`, kind: "tel" },
      ]}
      submitLabel={t`Submit to DANA`}
      onSubmit={async (body) => onSubmitted(await submitDanaData(session, body))}
    />
  );
}
