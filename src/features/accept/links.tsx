/**
 * Payment links (spec 002 §2.1–§2.2): the list, a single- or multi-use link's page (copy and
 * share), creating one (single-use or multi-use, fixed or open amount, expiry), recurring
 * payment links, and the on-demand invoice links with their detail.
 */
import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { AmountField } from "../../components/ui/amount-field.tsx";
import { Banner } from "../../components/ui/banner.tsx";
import { Button, LinkButton } from "../../components/ui/button.tsx";
import { RadioGroup } from "../../components/ui/choice.tsx";
import { useCountry } from "../../components/ui/country-context.tsx";
import { DetailSection } from "../../components/ui/detail-page.tsx";
import { Amount, Card, DateText, DescriptionList } from "../../components/ui/display.tsx";
import { EmailField, TextField } from "../../components/ui/field.tsx";
import { PageHeader } from "../../components/ui/layout.tsx";
import type { OnDemandLink, PaymentLink, RecurringLink } from "../../contract/accept.ts";
import { currencyForCountry } from "../../domain/format/money.ts";
import { amountProblem } from "../../domain/input/amount.ts";
import { onDemandLinks, paymentLinks, recurringLinks, useAcceptWrite, useCanWrite } from "./api.ts";
import { type Errors, useAmountMessages, useSubmit } from "./form.tsx";
import { AcceptDetail, AcceptList, type Column, ShareLink, useCommonColumns } from "./shared.tsx";

export const paymentLinkPath = (link: Pick<PaymentLink, "id" | "type">) =>
  link.type === "SINGLE" ? `/payment-links/single/${link.id}` : `/payment-links/multiple/${link.id}`;

export function PaymentLinksScreen() {
  const { t } = useLingui();
  const common = useCommonColumns<PaymentLink>();
  const canCreate = useCanWrite("payment_links.create");
  const columns: Column<PaymentLink>[] = [
    { id: "title", header: t`Link`, cell: (l) => l.title },
    common.status,
    { id: "type", header: t`Use`, cell: (l) => (l.type === "SINGLE" ? t`Single use` : t`Multiple use`) },
    {
      ...common.amount,
      cell: (l) =>
        l.amount === null ? t`Open amount` : <Amount value={l.amount} currency={l.currency ?? undefined} />,
    },
    { id: "payments", header: t`Payments`, align: "end", cell: (l) => l.payments_count, hideOnCard: true },
    common.created,
  ];
  return (
    <AcceptList<PaymentLink>
      kind="payment_links"
      title={t`Payment links`}
      description={t`Links your customers open to pay you, single-use or for many payers.`}
      kit={paymentLinks.kit}
      queries={paymentLinks.queries}
      columns={columns}
      detailPath={paymentLinkPath}
      rowLinkLabel={(l) => t`Payment link ${l.title}`}
      actions={
        canCreate ? (
          <LinkButton href="/payment-links/create" icon="plus">
            {t`Create payment link`}
          </LinkButton>
        ) : null
      }
      empty={{ title: t`No payment links yet.`, description: t`Create a link and share it with your customers.` }}
    />
  );
}

export function PaymentLinkScreen({ id }: { id: string }) {
  const { t } = useLingui();
  return (
    <AcceptDetail<PaymentLink>
      id={id}
      queries={paymentLinks.queries}
      list={{ label: t`Payment links`, path: "/payment-links" }}
      title={(l) => l.title}
    >
      {(l) => (
        <>
          <DetailSection title={t`Share this link`}>
            {l.status === "ACTIVE" ? (
              <ShareLink url={l.url} title={l.title} />
            ) : (
              <p className="text-muted">{t`This link no longer takes payments.`}</p>
            )}
          </DetailSection>
          <DetailSection title={t`Details`}>
            <DescriptionList
              items={[
                { term: t`Use`, details: l.type === "SINGLE" ? t`Single use` : t`Multiple use` },
                {
                  term: t`Amount`,
                  details:
                    l.amount === null ? (
                      t`Open amount (the payer types it)`
                    ) : (
                      <Amount value={l.amount} currency={l.currency ?? undefined} />
                    ),
                },
                { term: t`Expires`, details: l.expires_at ? <DateText value={l.expires_at} withTime /> : t`Never` },
                { term: t`Payments`, details: String(l.payments_count) },
                { term: t`Customer e-mail`, details: l.customer_email ?? "" },
                { term: t`Description`, details: l.description ?? "" },
              ]}
            />
          </DetailSection>
        </>
      )}
    </AcceptDetail>
  );
}

export function CreatePaymentLinkScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const country = useCountry();
  const currency = currencyForCountry(country);
  const amountMessages = useAmountMessages();
  const canCreate = useCanWrite("payment_links.create");
  const create = useAcceptWrite("payment_links.create");
  const [title, setTitle] = useState("");
  const [type, setType] = useState<"SINGLE" | "MULTI">("SINGLE");
  const [amountType, setAmountType] = useState<"FIXED" | "OPEN">("FIXED");
  const [amount, setAmount] = useState<number | null>(null);
  const [expires, setExpires] = useState("");
  const [email, setEmail] = useState("");
  const [description, setDescription] = useState("");
  const { errors, failure, pending, submit } = useSubmit({
    validate: () => {
      const e: Errors = {};
      if (!title.trim()) e.title = t`Enter a title your customers will see.`;
      if (amountType === "FIXED") {
        const problem = amountProblem(amount, currency);
        if (problem) e.amount = amountMessages[problem];
      }
      if (expires && expires <= new Date().toISOString().slice(0, 10))
        e.expires_at = t`The expiry must be after today.`;
      if (email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()))
        e.customer_email = t`Enter a valid e-mail address.`;
      return e;
    },
    send: () =>
      create.mutateAsync({
        title: title.trim(),
        type,
        amount_type: amountType,
        ...(amountType === "FIXED" && amount !== null ? { amount } : {}),
        ...(expires ? { expires_at: expires } : {}),
        ...(email.trim() ? { customer_email: email.trim() } : {}),
        ...(description.trim() ? { description: description.trim() } : {}),
      }),
    onDone: (link) => void navigate({ to: paymentLinkPath(link) }),
  });
  if (!canCreate)
    return (
      <Card>
        <p className="text-muted">{t`You can see payment links but not create them. Ask an administrator for access.`}</p>
      </Card>
    );
  return (
    <section className="flex max-w-2xl flex-col gap-4">
      <PageHeader title={t`Create payment link`} />
      <Card>
        <form noValidate onSubmit={(e: FormEvent) => void submit(e)} className="flex flex-col gap-4">
          <TextField label={t`Title`} value={title} onChange={setTitle} errorMessage={errors.title} />
          <RadioGroup
            label={t`Use`}
            orientation="horizontal"
            value={type}
            onChange={(v) => setType(v as "SINGLE" | "MULTI")}
            options={[
              { id: "SINGLE", label: t`Single use (one payment)` },
              { id: "MULTI", label: t`Multiple use (many payers)` },
            ]}
          />
          <RadioGroup
            label={t`Amount`}
            orientation="horizontal"
            value={amountType}
            onChange={(v) => setAmountType(v as "FIXED" | "OPEN")}
            options={[
              { id: "FIXED", label: t`Fixed amount` },
              { id: "OPEN", label: t`Open amount (the payer types it)` },
            ]}
          />
          {amountType === "FIXED" ? (
            <AmountField
              label={t`Amount to pay`}
              currency={currency}
              defaultValue={amount === null ? "" : String(amount)}
              onChange={setAmount}
              errorMessage={errors.amount}
            />
          ) : null}
          <TextField
            label={t`Expires on (optional)`}
            type="date"
            value={expires}
            onChange={setExpires}
            errorMessage={errors.expires_at}
          />
          <EmailField
            label={t`Customer e-mail (optional)`}
            value={email}
            onChange={setEmail}
            errorMessage={errors.customer_email}
          />
          <TextField
            label={t`Description (optional)`}
            value={description}
            onChange={setDescription}
            errorMessage={errors.description}
          />
          {failure ? (
            <Banner tone="danger" title={t`Not saved`}>
              {failure}
            </Banner>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <LinkButton variant="secondary" href="/payment-links">
              {t`Cancel`}
            </LinkButton>
            <Button type="submit" isPending={pending}>
              {t`Create payment link`}
            </Button>
          </div>
        </form>
      </Card>
    </section>
  );
}

export function RecurringLinksScreen() {
  const { t } = useLingui();
  const common = useCommonColumns<RecurringLink>();
  const columns: Column<RecurringLink>[] = [
    { id: "reference", header: t`Reference`, cell: (l) => l.reference },
    common.status,
    { id: "payer", header: t`Payer`, cell: (l) => l.payer.email ?? "–" },
    common.amount,
    { id: "next", header: t`Next charge`, cell: (l) => (l.next_charge ? <DateText value={l.next_charge} /> : "–") },
    common.created,
  ];
  return (
    <AcceptList<RecurringLink>
      kind="payment_recurring"
      title={t`Recurring payment links`}
      description={t`Links that charge the payer again on a schedule.`}
      kit={recurringLinks.kit}
      queries={recurringLinks.queries}
      columns={columns}
      empty={{ title: t`No recurring payment links yet.` }}
    />
  );
}

export function OnDemandScreen() {
  const { t } = useLingui();
  const common = useCommonColumns<OnDemandLink>();
  const columns: Column<OnDemandLink>[] = [
    { id: "title", header: t`Link`, cell: (l) => l.title },
    common.status,
    common.amount,
    { id: "payments", header: t`Payments`, align: "end", cell: (l) => l.payments_count },
    common.created,
  ];
  return (
    <AcceptList<OnDemandLink>
      kind="on_demand_links"
      title={t`On-demand invoice links`}
      description={t`One link that creates a fresh invoice for every payer.`}
      kit={onDemandLinks.kit}
      queries={onDemandLinks.queries}
      columns={columns}
      detailPath={(l) => `/on-demand/${l.id}`}
      rowLinkLabel={(l) => t`On-demand link ${l.title}`}
      empty={{ title: t`No on-demand links yet.` }}
    />
  );
}

export function OnDemandDetailScreen({ id }: { id: string }) {
  const { t } = useLingui();
  return (
    <AcceptDetail<OnDemandLink>
      id={id}
      queries={onDemandLinks.queries}
      list={{ label: t`On-demand invoice links`, path: "/on-demand" }}
      title={(l) => l.title}
    >
      {(l) => (
        <>
          <DetailSection title={t`Share this link`}>
            <ShareLink url={l.url} title={l.title} />
          </DetailSection>
          <DetailSection title={t`Details`}>
            <DescriptionList
              items={[
                {
                  term: t`Amount`,
                  details:
                    l.amount === null ? t`Open amount` : <Amount value={l.amount} currency={l.currency ?? undefined} />,
                },
                { term: t`Payments`, details: String(l.payments_count) },
                {
                  term: t`Collected`,
                  details: <Amount value={l.total_collected} currency={l.currency ?? undefined} />,
                },
                { term: t`Created`, details: <DateText value={l.created} withTime /> },
              ]}
            />
          </DetailSection>
        </>
      )}
    </AcceptDetail>
  );
}
