/**
 * Invoices (spec 002 §2.1–§2.2, issue 11): the list with export, the detail (items, payer,
 * methods offered, payment attempts, invoice history of GET /api/invoice-history), creating an
 * invoice (hidden when the business disables invoice creation) and expiring an unpaid one.
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useLocation, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { AmountField } from "../../components/ui/amount-field.tsx";
import { Button, IconButton } from "../../components/ui/button.tsx";
import { Checkbox } from "../../components/ui/choice.tsx";
import { useCountry } from "../../components/ui/country-context.tsx";
import { ConfirmAction, DetailSection } from "../../components/ui/detail-page.tsx";
import { Amount, DateText, DescriptionList } from "../../components/ui/display.tsx";
import { EmailField, TextField } from "../../components/ui/field.tsx";
import { StatusPill } from "../../components/ui/status-pill.tsx";
import { CHECKOUT_METHODS, type CheckoutMethod, type Invoice, REMINDERS } from "../../contract/accept.ts";
import { checkoutMethodsFor } from "../../domain/accept/channels.ts";
import { currencyForCountry } from "../../domain/format/money.ts";
import { amountProblem } from "../../domain/input/amount.ts";
import { useSession } from "../../lib/session/hooks.ts";
import { invoiceHistoryQuery, invoiceSettingsQuery, invoices, useAcceptWrite, useCanWrite } from "./api.ts";
import { type Errors, FormDialog, useAmountMessages, useSubmit } from "./form.tsx";
import { AcceptDetail, AcceptList, type Column, useChannelLabel, useCommonColumns } from "./shared.tsx";

export function InvoicesScreen() {
  const { t } = useLingui();
  const common = useCommonColumns<Invoice>();
  const label = useChannelLabel();
  const columns: Column<Invoice>[] = [
    { id: "reference", header: t`Invoice`, cell: (i) => i.external_id },
    common.status,
    { id: "payer", header: t`Payer`, cell: (i) => i.payer.email ?? i.payer.name ?? "–" },
    common.amount,
    { id: "due", header: t`Due`, cell: (i) => <DateText value={i.due_date} /> },
    { id: "channel", header: t`Paid with`, cell: (i) => label(i.channel), hideOnCard: true },
    common.created,
  ];
  return (
    <AcceptList<Invoice>
      kind="invoices"
      title={t`Invoices`}
      description={t`Bills you send to customers, paid online through the methods you offer.`}
      kit={invoices.kit}
      queries={invoices.queries}
      columns={columns}
      detailPath={(i) => `/invoice/${i.id}`}
      rowLinkLabel={(i) => t`Invoice ${i.external_id}`}
      channels={CHECKOUT_METHODS.map((m) => ({ id: m, label: label(m) }))}
      channelLabel={t`Paid with`}
      actions={<CreateInvoiceButton />}
      empty={{ title: t`No invoices yet.`, description: t`Create an invoice and send its link to your customer.` }}
    />
  );
}

/** Shown to members who may create, when the business has not disabled invoice creation. */
export function CreateInvoiceButton() {
  const { t } = useLingui();
  const session = useSession();
  const canCreate = useCanWrite("invoices.create");
  const settings = useQuery({ ...invoiceSettingsQuery(session), enabled: canCreate });
  if (!canCreate || !settings.data) return null;
  if (!settings.data.invoice_creation_enabled)
    return <p className="text-sm text-muted">{t`Invoice creation is turned off for this business.`}</p>;
  return <CreateInvoiceDialog />;
}

type ItemDraft = { key: number; name: string; quantity: string; price: number | null };

function CreateInvoiceDialog() {
  const { t } = useLingui();
  const country = useCountry();
  const currency = currencyForCountry(country);
  const navigate = useNavigate();
  const label = useChannelLabel();
  const amountMessages = useAmountMessages();
  const create = useAcceptWrite("invoices.create");
  const methodsOffered = checkoutMethodsFor(CHECKOUT_METHODS, country);
  const openedByHash = useLocation({ select: (location) => location.hash });
  // the home page's quick action opens this form directly (/invoices#create)
  const [open, setOpen] = useState(() => openedByHash === "create");
  const [items, setItems] = useState<ItemDraft[]>([{ key: 0, name: "", quantity: "1", price: null }]);
  const [payerEmail, setPayerEmail] = useState("");
  const [payerName, setPayerName] = useState("");
  const [dueDate, setDueDate] = useState("");
  const [description, setDescription] = useState("");
  const [methods, setMethods] = useState<CheckoutMethod[]>(methodsOffered.slice(0, 2));
  const [reminders, setReminders] = useState<string[]>(["ONE_DAY_BEFORE"]);
  const reminderLabels: Record<(typeof REMINDERS)[number], string> = {
    THREE_DAYS_BEFORE: t`3 days before the due date`,
    ONE_DAY_BEFORE: t`1 day before the due date`,
    ON_DUE_DATE: t`On the due date`,
    ONE_DAY_AFTER: t`1 day after the due date`,
  };
  const total = items.reduce((sum, i) => sum + (Number(i.quantity) || 0) * (i.price ?? 0), 0);

  const { errors, failure, pending, submit } = useSubmit({
    validate: () => {
      const e: Errors = {};
      items.forEach((item, k) => {
        if (!item.name.trim()) e[`items.${k}.name`] = t`Enter what the customer pays for.`;
        const q = Number(item.quantity);
        if (!Number.isInteger(q) || q < 1 || q > 10_000)
          e[`items.${k}.quantity`] = t`Enter a quantity from 1 to 10,000.`;
        const problem = amountProblem(item.price, currency);
        if (problem) e[`items.${k}.price`] = amountMessages[problem];
      });
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(payerEmail.trim())) e.payer_email = t`Enter a valid e-mail address.`;
      if (!dueDate) e.due_date = t`Choose a due date.`;
      else if (dueDate <= new Date().toISOString().slice(0, 10)) e.due_date = t`The due date must be after today.`;
      if (methods.length === 0) e.payment_methods = t`Choose at least one payment method.`;
      return e;
    },
    send: () =>
      create.mutateAsync({
        items: items.map((i) => ({ name: i.name.trim(), quantity: Number(i.quantity), price: i.price ?? 0 })),
        payer_email: payerEmail.trim(),
        ...(payerName.trim() ? { payer_name: payerName.trim() } : {}),
        ...(description.trim() ? { description: description.trim() } : {}),
        due_date: dueDate,
        payment_methods: methods,
        reminders: reminders as (typeof REMINDERS)[number][],
      }),
    onDone: (invoice) => {
      setOpen(false);
      void navigate({ to: "/invoice/$id", params: { id: invoice.id } });
    },
  });

  return (
    <FormDialog
      title={t`Create invoice`}
      size="lg"
      trigger={
        <Button icon="plus" onPress={() => setOpen(true)}>
          {t`Create invoice`}
        </Button>
      }
      isOpen={open}
      onOpenChange={setOpen}
      submitLabel={t`Create invoice`}
      pending={pending}
      failure={failure}
      onSubmit={submit}
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold">{t`Items`}</legend>
        {items.map((item, k) => (
          <div key={item.key} className="grid grid-cols-1 gap-2 sm:grid-cols-[2fr_1fr_2fr_auto] sm:items-start">
            <TextField
              label={t`Item ${k + 1}`}
              value={item.name}
              onChange={(name) => setItems((list) => list.map((x) => (x.key === item.key ? { ...x, name } : x)))}
              errorMessage={errors[`items.${k}.name`]}
            />
            <TextField
              label={t`Quantity`}
              inputMode="numeric"
              value={item.quantity}
              onChange={(quantity) =>
                /^\d{0,5}$/.test(quantity) &&
                setItems((list) => list.map((x) => (x.key === item.key ? { ...x, quantity } : x)))
              }
              errorMessage={errors[`items.${k}.quantity`]}
            />
            <AmountField
              label={t`Price`}
              currency={currency}
              defaultValue={item.price === null ? "" : String(item.price)}
              onChange={(price) => setItems((list) => list.map((x) => (x.key === item.key ? { ...x, price } : x)))}
              errorMessage={errors[`items.${k}.price`]}
            />
            {items.length > 1 ? (
              <div className="sm:pt-6">
                <IconButton
                  icon="trash"
                  label={t`Remove item ${k + 1}`}
                  onPress={() => setItems((list) => list.filter((x) => x.key !== item.key))}
                />
              </div>
            ) : null}
          </div>
        ))}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button
            variant="secondary"
            icon="plus"
            isDisabled={items.length >= 50}
            onPress={() =>
              setItems((list) => [
                ...list,
                { key: Math.max(...list.map((x) => x.key)) + 1, name: "", quantity: "1", price: null },
              ])
            }
          >
            {t`Add item`}
          </Button>
          <p className="font-semibold" aria-live="polite">
            {t`Total`}: <Amount value={total} currency={currency} unmasked />
          </p>
        </div>
        {errors.items ? <p className="text-sm text-danger">{errors.items}</p> : null}
      </fieldset>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <EmailField
          label={t`Payer e-mail`}
          value={payerEmail}
          onChange={setPayerEmail}
          errorMessage={errors.payer_email}
        />
        <TextField label={t`Payer name (optional)`} value={payerName} onChange={setPayerName} />
        <TextField
          label={t`Due date`}
          type="date"
          value={dueDate}
          onChange={setDueDate}
          errorMessage={errors.due_date}
        />
        <TextField
          label={t`Description (optional)`}
          value={description}
          onChange={setDescription}
          errorMessage={errors.description}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">{t`Payment methods`}</legend>
        <div className="flex flex-wrap gap-4">
          {methodsOffered.map((m) => (
            <Checkbox
              key={m}
              isSelected={methods.includes(m)}
              onChange={(on) => setMethods((list) => (on ? [...list, m] : list.filter((x) => x !== m)))}
            >
              {label(m)}
            </Checkbox>
          ))}
        </div>
        {errors.payment_methods ? (
          <p className="text-sm text-danger" role="alert">
            {errors.payment_methods}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">{t`Reminders`}</legend>
        <div className="flex flex-wrap gap-4">
          {REMINDERS.map((r) => (
            <Checkbox
              key={r}
              isSelected={reminders.includes(r)}
              onChange={(on) => setReminders((list) => (on ? [...list, r] : list.filter((x) => x !== r)))}
            >
              {reminderLabels[r]}
            </Checkbox>
          ))}
        </div>
      </fieldset>
    </FormDialog>
  );
}

export function InvoiceScreen({ id }: { id: string }) {
  const { t } = useLingui();
  const session = useSession();
  const label = useChannelLabel();
  const canExpire = useCanWrite("invoices.expire");
  const expire = useAcceptWrite("invoices.expire", { id });
  const history = useQuery(invoiceHistoryQuery(session, id));
  return (
    <AcceptDetail<Invoice>
      id={id}
      queries={invoices.queries}
      list={{ label: t`Invoices`, path: "/invoices" }}
      title={(i) => t`Invoice ${i.external_id}`}
      actions={(i) =>
        canExpire && i.status === "PENDING" ? (
          <ConfirmAction
            label={t`Expire invoice`}
            title={t`Expire this invoice?`}
            confirmLabel={t`Expire`}
            tone="danger"
            onConfirm={async () => {
              await expire.mutateAsync({});
            }}
          >
            {t`The payer can no longer pay it. This cannot be undone.`}
          </ConfirmAction>
        ) : null
      }
    >
      {(i) => (
        <>
          <DetailSection title={t`Summary`}>
            <DescriptionList
              items={[
                { term: t`Amount`, details: <Amount value={i.amount} currency={i.currency} /> },
                { term: t`Due date`, details: <DateText value={i.due_date} /> },
                { term: t`Description`, details: i.description ?? "" },
                { term: t`Paid at`, details: i.paid_at ? <DateText value={i.paid_at} withTime /> : "" },
                {
                  term: t`Invoice link`,
                  details: (
                    <a
                      className="break-all text-primary underline"
                      href={i.invoice_url}
                      target="_blank"
                      rel="noreferrer"
                    >
                      {i.invoice_url}
                    </a>
                  ),
                },
                { term: t`Created by`, details: i.created_by ?? "" },
              ]}
            />
          </DetailSection>
          <DetailSection title={t`Items`}>
            <table className="w-full text-sm">
              <caption className="sr-only">{t`Items`}</caption>
              <thead>
                <tr className="text-left text-muted">
                  <th scope="col" className="py-1">{t`Item`}</th>
                  <th scope="col" className="py-1 text-right">{t`Quantity`}</th>
                  <th scope="col" className="py-1 text-right">{t`Price`}</th>
                  <th scope="col" className="py-1 text-right">{t`Subtotal`}</th>
                </tr>
              </thead>
              <tbody>
                {i.items.map((item, k) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: an invoice's items never reorder and may repeat a name
                  <tr key={k} className="border-t border-border">
                    <td className="py-1">{item.name}</td>
                    <td className="py-1 text-right tabular-nums">{item.quantity}</td>
                    <td className="py-1 text-right">
                      <Amount value={item.price} currency={i.currency} />
                    </td>
                    <td className="py-1 text-right">
                      <Amount value={item.price * item.quantity} currency={i.currency} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </DetailSection>
          <DetailSection title={t`Payer`}>
            <DescriptionList
              items={[
                { term: t`Name`, details: i.payer.name ?? "" },
                { term: t`E-mail`, details: i.payer.email ?? "" },
                { term: t`Mobile number`, details: i.payer.mobile_number ?? "" },
              ]}
            />
          </DetailSection>
          <DetailSection title={t`Payment methods offered`}>
            <ul className="flex flex-wrap gap-2">
              {i.payment_methods.map((m) => (
                <li key={m} className="rounded-brand border border-border px-2 py-1 text-sm">
                  {label(m)}
                </li>
              ))}
            </ul>
          </DetailSection>
          <DetailSection title={t`Payment attempts`}>
            {i.payment_attempts.length === 0 ? (
              <p className="text-muted">{t`No payment attempts yet.`}</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {i.payment_attempts.map((a) => (
                  <li key={a.id} className="flex flex-wrap items-center gap-2 border-b border-border pb-2">
                    <StatusPill family="accept" status={a.status} />
                    <span>
                      {label(a.method)} · {label(a.channel)}
                    </span>
                    <Amount value={a.amount} currency={i.currency} />
                    <DateText value={a.created} withTime />
                    {a.failure_reason ? <span className="text-sm text-muted">{a.failure_reason}</span> : null}
                  </li>
                ))}
              </ul>
            )}
          </DetailSection>
          <DetailSection title={t`Invoice history`}>
            {history.isError ? (
              <p className="text-muted">{t`The history could not be loaded.`}</p>
            ) : (
              <ol className="flex flex-col gap-1">
                {(history.data ?? i.status_history.map((h) => ({ invoice_id: i.id, status: h.status, created: h.at })))
                  .slice()
                  .sort((a, b) => a.created.localeCompare(b.created))
                  .map((h) => (
                    <li key={`${h.status}-${h.created}`} className="flex items-center gap-2">
                      <StatusPill family="accept" status={h.status} />
                      <DateText value={h.created} withTime />
                    </li>
                  ))}
              </ol>
            )}
          </DetailSection>
        </>
      )}
    </AcceptDetail>
  );
}
