/**
 * Customers (spec 002 §2.1–§2.2): the list, creating a customer, and a customer's page with
 * the profile, linked payment methods and their payments (invoices, VA, e-wallet, outlet).
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { RadioGroup } from "../../components/ui/choice.tsx";
import { DetailSection } from "../../components/ui/detail-page.tsx";
import { Amount, DateText, DescriptionList } from "../../components/ui/display.tsx";
import { EmailField, TextField } from "../../components/ui/field.tsx";
import { ErrorState } from "../../components/ui/states.tsx";
import { StatusPill } from "../../components/ui/status-pill.tsx";
import type { Customer, CustomerPayment } from "../../contract/accept.ts";
import { useSession } from "../../lib/session/hooks.ts";
import { customerPaymentsQuery, customers, useAcceptWrite, useCanWrite } from "./api.ts";
import { type Errors, FormDialog, useSubmit } from "./form.tsx";
import { AcceptDetail, AcceptList, type Column, useChannelLabel, useCommonColumns } from "./shared.tsx";

export function CustomersScreen() {
  const { t } = useLingui();
  const common = useCommonColumns<Customer>();
  const canCreate = useCanWrite("customers.create");
  const columns: Column<Customer>[] = [
    { id: "name", header: t`Customer`, cell: (c) => c.name },
    common.status,
    { id: "email", header: t`E-mail`, cell: (c) => c.email },
    {
      id: "type",
      header: t`Type`,
      cell: (c) => (c.type === "BUSINESS" ? t`Business` : t`Individual`),
      hideOnCard: true,
    },
    common.created,
  ];
  return (
    <AcceptList<Customer>
      kind="customers"
      title={t`Customers`}
      description={t`The people and businesses who pay you.`}
      kit={customers.kit}
      queries={customers.queries}
      columns={columns}
      amounts={false}
      detailPath={(c) => `/customers/${c.id}`}
      rowLinkLabel={(c) => t`Customer ${c.name}`}
      actions={canCreate ? <CreateCustomerDialog /> : null}
      empty={{ title: t`No customers yet.` }}
    />
  );
}

function CreateCustomerDialog() {
  const { t } = useLingui();
  const create = useAcceptWrite("customers.create");
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<"INDIVIDUAL" | "BUSINESS">("INDIVIDUAL");
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [mobile, setMobile] = useState("");
  const [address, setAddress] = useState("");
  const { errors, failure, pending, submit } = useSubmit({
    validate: () => {
      const e: Errors = {};
      if (!name.trim()) e.name = t`Enter the customer's name.`;
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) e.email = t`Enter a valid e-mail address.`;
      if (mobile.trim() && !/^\+[1-9]\d{5,14}$/.test(mobile.trim()))
        e.mobile_number = t`Enter the number with its country code, e.g. +628123456789.`;
      return e;
    },
    send: () =>
      create.mutateAsync({
        type,
        name: name.trim(),
        email: email.trim(),
        ...(mobile.trim() ? { mobile_number: mobile.trim() } : {}),
        ...(address.trim() ? { address: address.trim() } : {}),
      }),
    onDone: () => {
      setOpen(false);
      setName("");
      setEmail("");
      setMobile("");
      setAddress("");
    },
  });
  return (
    <FormDialog
      title={t`Add customer`}
      trigger={
        <Button icon="plus" onPress={() => setOpen(true)}>
          {t`Add customer`}
        </Button>
      }
      isOpen={open}
      onOpenChange={setOpen}
      submitLabel={t`Add customer`}
      pending={pending}
      failure={failure}
      onSubmit={submit}
    >
      <RadioGroup
        label={t`Type`}
        orientation="horizontal"
        value={type}
        onChange={(v) => setType(v as "INDIVIDUAL" | "BUSINESS")}
        options={[
          { id: "INDIVIDUAL", label: t`Individual` },
          { id: "BUSINESS", label: t`Business` },
        ]}
      />
      <TextField label={t`Name`} value={name} onChange={setName} errorMessage={errors.name} />
      <EmailField label={t`E-mail`} value={email} onChange={setEmail} errorMessage={errors.email} />
      <TextField
        label={t`Mobile number (optional)`}
        inputMode="tel"
        value={mobile}
        onChange={setMobile}
        errorMessage={errors.mobile_number}
      />
      <TextField label={t`Address (optional)`} value={address} onChange={setAddress} errorMessage={errors.address} />
    </FormDialog>
  );
}

const PAYMENT_PATHS: Record<CustomerPayment["kind"], (id: string) => string> = {
  invoices: (id) => `/invoice/${id}`,
  virtual_accounts: (id) => `/virtual_accounts/payments/${id}`,
  ewallets: (id) => `/ewallets/${id}`,
  retail_outlets: (id) => `/retail_outlets/${id}`,
};

function CustomerPayments({ customerId }: { customerId: string }) {
  const { t } = useLingui();
  const session = useSession();
  const label = useChannelLabel();
  const payments = useQuery(customerPaymentsQuery(session, customerId));
  const kinds: Record<CustomerPayment["kind"], string> = {
    invoices: t`Invoice`,
    virtual_accounts: t`Virtual account`,
    ewallets: t`E-wallet`,
    retail_outlets: t`Retail outlet`,
  };
  if (payments.isError)
    return <ErrorState message={t`The payments could not be loaded.`} onRetry={() => void payments.refetch()} />;
  if (payments.isPending) return <p className="text-muted">{t`Loading…`}</p>;
  if (payments.data.length === 0) return <p className="text-muted">{t`No payments from this customer yet.`}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t`Payments`}</caption>
        <thead>
          <tr className="text-left text-muted">
            <th scope="col">{t`Reference`}</th>
            <th scope="col">{t`Kind`}</th>
            <th scope="col">{t`Status`}</th>
            <th scope="col">{t`Channel`}</th>
            <th scope="col" className="text-right">
              {t`Amount`}
            </th>
            <th scope="col">{t`Created`}</th>
          </tr>
        </thead>
        <tbody>
          {payments.data.map((p) => (
            <tr key={p.id} className="border-t border-border">
              <td className="py-1">
                <Link to={PAYMENT_PATHS[p.kind](p.id)} className="text-primary underline">
                  {p.reference}
                </Link>
              </td>
              <td className="py-1">{kinds[p.kind]}</td>
              <td className="py-1">
                <StatusPill family="accept" status={p.status} />
              </td>
              <td className="py-1">{label(p.channel)}</td>
              <td className="py-1 text-right">
                {p.amount === null ? "–" : <Amount value={p.amount} currency={p.currency ?? undefined} />}
              </td>
              <td className="py-1">
                <DateText value={p.created} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function CustomerScreen({ id }: { id: string }) {
  const { t } = useLingui();
  return (
    <AcceptDetail<Customer>
      id={id}
      queries={customers.queries}
      list={{ label: t`Customers`, path: "/customers" }}
      title={(c) => c.name}
    >
      {(c) => (
        <>
          <DetailSection title={t`Profile`}>
            <DescriptionList
              items={[
                { term: t`Type`, details: c.type === "BUSINESS" ? t`Business` : t`Individual` },
                { term: t`E-mail`, details: c.email },
                { term: t`Mobile number`, details: c.mobile_number ?? "" },
                { term: t`Address`, details: c.address ?? "" },
                { term: t`Reference`, details: c.reference },
                { term: t`Customer since`, details: <DateText value={c.created} /> },
              ]}
            />
          </DetailSection>
          <DetailSection title={t`Linked payment methods`}>
            {c.linked_methods.length === 0 ? (
              <p className="text-muted">{t`No linked payment methods.`}</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {c.linked_methods.map((m) => (
                  <li key={`${m.type}-${m.label}`} className="flex items-center gap-2">
                    <StatusPill family="accept" status={m.status} />
                    <span>{m.label}</span>
                  </li>
                ))}
              </ul>
            )}
          </DetailSection>
          <DetailSection title={t`Payments`}>
            <CustomerPayments customerId={c.id} />
          </DetailSection>
        </>
      )}
    </AcceptDetail>
  );
}
