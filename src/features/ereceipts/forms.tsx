/**
 * The e-receipt create form (customer, items, tax treatment, send by e-mail) and the receipt
 * settings form (business name, TIN, address, logo, footer). Both check with the contract's
 * valibot schema first, then show the gateway's field errors on the same fields; a failed
 * submit keeps everything typed.
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import * as v from "valibot";
import { Banner } from "../../components/ui/banner.tsx";
import { Button, IconButton } from "../../components/ui/button.tsx";
import { Checkbox } from "../../components/ui/choice.tsx";
import { Card } from "../../components/ui/display.tsx";
import { EmailField, TextField } from "../../components/ui/field.tsx";
import { FileUpload } from "../../components/ui/file-upload.tsx";
import { PageHeader, Skeleton } from "../../components/ui/layout.tsx";
import { LazyDialogTrigger } from "../../components/ui/lazy-dialog-trigger.tsx";
import { Select } from "../../components/ui/select.tsx";
import { ErrorState } from "../../components/ui/states.tsx";
import { TextAreaField } from "../../components/ui/textarea-field.tsx";
import { CreateReceiptBodySchema, type ReceiptSettings, ReceiptSettingsBodySchema } from "../../contract/ereceipts.ts";
import { receiptTotals, TAX_TYPES, type TaxType } from "../../domain/ereceipts/rules.ts";
import { isHttpError } from "../../lib/http/http-error.ts";
import { useDescribeError, useSession } from "../../lib/session/hooks.ts";
import {
  receiptSettingsQuery,
  useCanWriteReceipts,
  useCreateReceipt,
  useLogoUpload,
  useSaveReceiptSettings,
} from "./api.ts";
import { type PaperReceipt, ReceiptPaper, ReceiptTotals, useTaxLabels } from "./receipt-paper.tsx";
import { ReceiptsNav } from "./screens.tsx";

type Errors = Record<string, string>;

/** Field paths of valibot issues ("customer.email", "items.0.quantity") → the first message key. */
function issuePaths(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => (issue.path ?? []).map((p) => String(p.key)).join(".") || "form");
}

/** The gateway's API_VALIDATION_ERROR fields, or null for any other failure. */
function serverErrors(error: unknown): Errors | null {
  if (!isHttpError(error) || error.error_code !== "API_VALIDATION_ERROR") return null;
  const out: Errors = {};
  for (const d of error.details) out[d.field] ??= d.message;
  return out;
}

type Line = { key: number; description: string; quantity: string; unit_price: string };
let lineKey = 0;
const newLine = (): Line => ({ key: ++lineKey, description: "", quantity: "1", unit_price: "" });
const toNumber = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

export function CreateReceiptScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const explain = useDescribeError();
  const create = useCreateReceipt();
  const canWrite = useCanWriteReceipts();
  const taxLabels = useTaxLabels();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [tin, setTin] = useState("");
  const [lines, setLines] = useState<Line[]>(() => [newLine()]);
  const [tax, setTax] = useState<TaxType>("VAT_12");
  const [send, setSend] = useState(true);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const messages: Record<string, string> = {
    "customer.name": t`Enter the customer's name.`,
    "customer.email": t`Enter a valid e-mail address.`,
    "customer.tin": t`Enter the TIN as 000-000-000-000.`,
    items: t`Add at least one item.`,
    description: t`Describe the item.`,
    quantity: t`Enter a whole quantity of at least 1.`,
    unit_price: t`Enter a price above zero.`,
  };
  const items = lines.map((l) => ({
    description: l.description,
    quantity: toNumber(l.quantity),
    unit_price: toNumber(l.unit_price),
  }));
  const valid = items.filter((i) => i.quantity > 0 && i.unit_price > 0);
  const totals = receiptTotals(valid, tax);
  const setLine = (key: number, patch: Partial<Line>) =>
    setLines((old) => old.map((l) => (l.key === key ? { ...l, ...patch } : l)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const body = {
      customer: { name, email, tin: tin.trim() ? tin.trim() : null },
      items,
      tax_type: tax,
      send_email: send,
    };
    const parsed = v.safeParse(CreateReceiptBodySchema, body);
    if (!parsed.success) {
      const local: Errors = {};
      for (const path of issuePaths(parsed.issues)) {
        const last = path.split(".").pop() ?? path;
        local[path] ??= messages[path] ?? messages[last] ?? t`Check this field.`;
      }
      setErrors(local);
      return;
    }
    setErrors({});
    try {
      const receipt = await create.mutateAsync(parsed.output);
      await navigate({ to: "/ereceipts/$id", params: { id: receipt.id } });
    } catch (error) {
      const fields = serverErrors(error);
      if (fields) setErrors(fields);
      else setFailure(explain(error) || String(error));
    }
  };

  return (
    <section className="flex flex-col gap-4">
      <PageHeader title={t`New e-receipt`} description={t`Issue an official receipt and e-mail it to the customer.`} />
      <ReceiptsNav />
      {!canWrite ? (
        <Banner tone="info" title={t`View only`}>
          {t`Your role cannot issue receipts.`}
        </Banner>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <Card title={t`Customer`}>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField label={t`Name`} value={name} onChange={setName} errorMessage={errors["customer.name"]} />
              <EmailField label={t`E-mail`} value={email} onChange={setEmail} errorMessage={errors["customer.email"]} />
              <TextField
                label={t`TIN (optional)`}
                value={tin}
                onChange={setTin}
                description={t`For business customers, e.g. 123-456-789-000.`}
                errorMessage={errors["customer.tin"]}
              />
            </div>
          </Card>
          <Card title={t`Items`}>
            <div className="flex flex-col gap-3">
              {errors.items ? <p className="text-danger">{errors.items}</p> : null}
              {lines.map((line, k) => (
                <fieldset key={line.key} className="grid items-start gap-2 sm:grid-cols-[2fr_1fr_1fr_auto]">
                  <legend className="sr-only">{t`Item ${k + 1}`}</legend>
                  <TextField
                    label={t`Description`}
                    value={line.description}
                    onChange={(description) => setLine(line.key, { description })}
                    errorMessage={errors[`items.${k}.description`]}
                  />
                  <TextField
                    label={t`Quantity`}
                    inputMode="numeric"
                    value={line.quantity}
                    onChange={(quantity) => setLine(line.key, { quantity })}
                    errorMessage={errors[`items.${k}.quantity`]}
                  />
                  <TextField
                    label={t`Unit price (PHP)`}
                    inputMode="decimal"
                    value={line.unit_price}
                    onChange={(unit_price) => setLine(line.key, { unit_price })}
                    errorMessage={errors[`items.${k}.unit_price`]}
                  />
                  <IconButton
                    icon="close"
                    label={t`Remove item ${k + 1}`}
                    isDisabled={lines.length === 1}
                    onPress={() => setLines((old) => old.filter((l) => l.key !== line.key))}
                    className="sm:mt-6"
                  />
                </fieldset>
              ))}
              <div>
                <Button
                  variant="secondary"
                  icon="plus"
                  isDisabled={lines.length >= 50}
                  onPress={() => setLines((old) => [...old, newLine()])}
                >
                  {t`Add item`}
                </Button>
              </div>
            </div>
          </Card>
          <Card title={t`Tax and delivery`}>
            <div className="flex flex-col gap-3">
              <Select
                label={t`Tax`}
                selectedKey={tax}
                onSelectionChange={(key) => key && setTax(key as TaxType)}
                options={TAX_TYPES.map((id) => ({ id, label: taxLabels[id] }))}
                className="max-w-xs"
              />
              <ReceiptTotals taxType={tax} totals={totals} className="max-w-xs" />
              <Checkbox isSelected={send} onChange={setSend}>
                {t`E-mail the receipt to the customer`}
              </Checkbox>
            </div>
          </Card>
          {failure ? (
            <Banner tone="danger" title={t`Not issued`}>
              {failure}
            </Banner>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <DraftPreview
              receipt={{
                receipt_number: t`Draft`,
                created: new Date().toISOString(),
                customer: { name, email, tin: tin.trim() || null },
                items: valid.map((i) => ({ ...i, amount: Math.round(i.quantity * i.unit_price * 100) / 100 })),
                tax_type: tax,
                ...totals,
              }}
            />
            <Button type="submit" isPending={create.isPending}>
              {t`Issue receipt`}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

/** The receipt as it would print now, with the business's settings, before issuing it. */
function DraftPreview({ receipt }: { receipt: PaperReceipt }) {
  const { t } = useLingui();
  const session = useSession();
  const settings = useQuery(receiptSettingsQuery(session));
  return (
    <LazyDialogTrigger trigger={<Button variant="secondary">{t`Preview`}</Button>} title={t`Receipt preview`}>
      {settings.data ? (
        <ReceiptPaper settings={settings.data} receipt={receipt} />
      ) : settings.isError ? (
        <ErrorState message={t`The receipt settings could not be loaded.`} onRetry={() => void settings.refetch()} />
      ) : (
        <Skeleton className="h-64 w-full" />
      )}
    </LazyDialogTrigger>
  );
}

export function ReceiptSettingsScreen() {
  const { t } = useLingui();
  const session = useSession();
  const query = useQuery(receiptSettingsQuery(session));
  return (
    <section className="flex flex-col gap-4">
      <PageHeader title={t`Receipt settings`} description={t`What every e-receipt prints.`} />
      <ReceiptsNav />
      {query.isError ? (
        <ErrorState message={t`The receipt settings could not be loaded.`} onRetry={() => void query.refetch()} />
      ) : query.data ? (
        <SettingsForm settings={query.data} />
      ) : (
        <Skeleton className="h-64 w-full" />
      )}
    </section>
  );
}

function SettingsForm({ settings }: { settings: ReceiptSettings }) {
  const { t } = useLingui();
  const explain = useDescribeError();
  const save = useSaveReceiptSettings();
  const canWrite = useCanWriteReceipts();
  const [values, setValues] = useState({
    business_name: settings.business_name,
    tin: settings.tin,
    address: settings.address,
    footer: settings.footer,
  });
  const [logo, setLogo] = useState({ id: settings.logo_file_id ?? null, url: settings.logo_url });
  const upload = useLogoUpload();
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const messages: Record<string, string> = {
    business_name: t`Enter the business name.`,
    tin: t`Enter the TIN as 000-000-000-000.`,
    address: t`Enter the business address.`,
    logo_file_id: t`Upload the logo again.`,
    footer: t`Keep the footer under 300 characters.`,
  };
  const set = (field: keyof typeof values) => (value: string) => {
    setSaved(false);
    setValues((old) => ({ ...old, [field]: value }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = v.safeParse(ReceiptSettingsBodySchema, { ...values, logo_file_id: logo.id });
    if (!parsed.success) {
      const local: Errors = {};
      for (const path of issuePaths(parsed.issues)) local[path] ??= messages[path] ?? t`Check this field.`;
      setErrors(local);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.output);
      setSaved(true);
    } catch (error) {
      const fields = serverErrors(error);
      if (fields)
        setErrors(fields.logo_file_id ? { ...fields, logo_file_id: messages.logo_file_id as string } : fields);
      else setFailure(explain(error) || String(error));
    }
  };
  return (
    <form noValidate onSubmit={submit} className="flex max-w-xl flex-col gap-4">
      <TextField
        label={t`Business name`}
        value={values.business_name}
        onChange={set("business_name")}
        errorMessage={errors.business_name}
        isDisabled={!canWrite}
      />
      <TextField
        label={t`TIN`}
        value={values.tin}
        onChange={set("tin")}
        errorMessage={errors.tin}
        isDisabled={!canWrite}
      />
      <TextField
        label={t`Address`}
        value={values.address}
        onChange={set("address")}
        errorMessage={errors.address}
        isDisabled={!canWrite}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-text">{t`Logo (optional)`}</legend>
        {logo.url ? (
          <div className="flex flex-wrap items-center gap-3">
            <img
              src={logo.url}
              alt={t`Logo preview`}
              className="h-16 max-w-48 rounded-brand border border-border object-contain"
            />
            {canWrite ? (
              <Button
                variant="secondary"
                size="sm"
                icon="trash"
                onPress={() => {
                  setSaved(false);
                  setLogo({ id: null, url: null });
                }}
              >
                {t`Remove logo`}
              </Button>
            ) : null}
          </div>
        ) : (
          <p className="text-sm text-muted">{t`No logo: receipts print the business name only.`}</p>
        )}
        {canWrite ? (
          <FileUpload
            label={logo.url ? t`Replace the logo` : t`Upload a logo`}
            description={t`JPEG or PNG, at most 1 MB, at least 200 × 200 pixels.`}
            kind="image"
            upload={upload}
            onUploaded={(_file, result) => {
              setSaved(false);
              setLogo({ id: result.id, url: result.url });
            }}
          />
        ) : null}
        {errors.logo_file_id ? <p className="text-sm text-danger">{errors.logo_file_id}</p> : null}
      </fieldset>
      <TextAreaField
        label={t`Footer`}
        maxLength={300}
        defaultValue={values.footer}
        onChange={set("footer")}
        errorMessage={errors.footer}
        isDisabled={!canWrite}
      />
      {failure ? (
        <Banner tone="danger" title={t`Not saved`}>
          {failure}
        </Banner>
      ) : null}
      {saved ? (
        <Banner tone="success" title={t`Saved`}>
          {t`New receipts print these settings.`}
        </Banner>
      ) : null}
      {canWrite ? (
        <div className="flex justify-end">
          <Button type="submit" isPending={save.isPending}>
            {t`Save settings`}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
