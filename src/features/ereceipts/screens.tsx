/**
 * E-receipts (issue 18; Philippines, internal-domain users, spec 000 §6; routes of spec 002
 * §2.1–§2.2): the list, a receipt's page (resend, void), the preview of how receipts print, and
 * the activation page (`is_activated` of /api/ereceipts/merchants/).
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useLocation, useRouteContext } from "@tanstack/react-router";
import { useState } from "react";
import { Banner } from "../../components/ui/banner.tsx";
import { Button, LinkButton } from "../../components/ui/button.tsx";
import { Checkbox } from "../../components/ui/choice.tsx";
import { ConfirmAction, DetailSection } from "../../components/ui/detail-page.tsx";
import { Amount, Card, DateText, DescriptionList } from "../../components/ui/display.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { PageHeader, Skeleton } from "../../components/ui/layout.tsx";
import { LazyDialogTrigger } from "../../components/ui/lazy-dialog-trigger.tsx";
import { ResourceDetailPage } from "../../components/ui/resource-detail-page.tsx";
import type { ResourceColumn } from "../../components/ui/resource-list.tsx";
import { ResourceListPage } from "../../components/ui/resource-pages.tsx";
import { SectionNav } from "../../components/ui/section-nav.tsx";
import { ErrorState } from "../../components/ui/states.tsx";
import { StatusPill } from "../../components/ui/status-pill.tsx";
import type { EReceipt } from "../../contract/ereceipts.ts";
import { canResend, canVoid, receiptTotals } from "../../domain/ereceipts/rules.ts";
import { useDescribeError, useSession } from "../../lib/session/hooks.ts";
import {
  activationQuery,
  receiptQueries,
  receiptSettingsQuery,
  useActivateReceipts,
  useCanWriteReceipts,
  useReceiptAction,
} from "./api.ts";
import { ReceiptPaper, useTaxLabels } from "./receipt-paper.tsx";
import { receiptList } from "./search.ts";

export function ReceiptsNav() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const { user } = useRouteContext({ from: "/_app" });
  return (
    <SectionNav
      label={t`E-receipts sections`}
      pathname={pathname}
      tour={{ tourId: "ereceipts", userId: user.id }}
      items={[
        {
          id: "list",
          label: t`Receipts`,
          href: "/ereceipts",
          description: t`Every receipt you issued: resend one or void it.`,
        },
        {
          id: "create",
          label: t`New receipt`,
          href: "/ereceipts/create",
          description: t`Issue a receipt for a sale, with a preview of what your customer gets.`,
        },
        { id: "preview", label: t`Preview`, href: "/ereceipts/preview" },
        {
          id: "settings",
          label: t`Receipt settings`,
          href: "/ereceipts/settings",
          description: t`Your logo, business name, TIN, address and footer, printed on every receipt.`,
        },
      ]}
    />
  );
}

/** On the list: a pointer to the activation page while e-receipts are not active (is_activated false). */
function NotActivatedBanner() {
  const { t } = useLingui();
  const session = useSession();
  const { business } = useRouteContext({ from: "/_app" });
  const query = useQuery(activationQuery(session, business.id));
  if (query.data?.is_activated !== false) return null;
  return (
    <Banner
      tone="warning"
      title={t`E-receipts are not active yet`}
      action={<LinkButton href="/ereceipts-activation">{t`Activate e-receipts`}</LinkButton>}
    >
      {t`Activate them before issuing receipts.`}
    </Banner>
  );
}

export function ReceiptsScreen() {
  const { t } = useLingui();
  const canWrite = useCanWriteReceipts();
  const columns: ResourceColumn<EReceipt>[] = [
    { id: "number", header: t`Receipt`, cell: (r) => r.receipt_number },
    { id: "status", header: t`Status`, cell: (r) => <StatusPill family="ereceipt" status={r.status} /> },
    { id: "customer", header: t`Customer`, cell: (r) => r.customer.name },
    {
      id: "amount",
      header: t`Total`,
      align: "end",
      sortField: "amount",
      cell: (r) => <Amount value={r.total} currency={r.currency} />,
    },
    { id: "created", header: t`Issued`, sortField: "created", cell: (r) => <DateText value={r.created} withTime /> },
  ];
  return (
    <ResourceListPage<EReceipt>
      kind="ereceipts"
      title={t`E-receipts`}
      description={t`Official receipts e-mailed to your customers.`}
      kit={receiptList}
      queries={receiptQueries}
      columns={columns}
      detailPath={(r) => `/ereceipts/${r.id}`}
      rowLinkLabel={(r) => t`Receipt ${r.receipt_number}`}
      actions={canWrite ? <LinkButton href="/ereceipts/create" variant="primary">{t`New receipt`}</LinkButton> : null}
      empty={{ title: t`No e-receipts yet.` }}
    >
      <ReceiptsNav />
      <NotActivatedBanner />
    </ResourceListPage>
  );
}

function VoidDialog({ receipt }: { receipt: EReceipt }) {
  const { t } = useLingui();
  const explain = useDescribeError();
  const { voidIt } = useReceiptAction(receipt.id);
  const [isOpen, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <LazyDialogTrigger
      trigger={<Button variant="danger">{t`Void`}</Button>}
      title={t`Void this receipt?`}
      isOpen={isOpen}
      onOpenChange={setOpen}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={async (event) => {
          event.preventDefault();
          setFailure(null);
          if (!reason.trim()) {
            setError(t`Say why the receipt is voided.`);
            return;
          }
          setError(null);
          try {
            await voidIt.mutateAsync(reason.trim());
            setOpen(false);
          } catch (e) {
            setFailure(explain(e) || String(e));
          }
        }}
      >
        <p>{t`A voided receipt stays on record but is no longer valid. This cannot be undone.`}</p>
        <TextField label={t`Reason`} value={reason} onChange={setReason} errorMessage={error ?? undefined} />
        {failure ? (
          <Banner tone="danger" title={t`Not voided`}>
            {failure}
          </Banner>
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" variant="danger" isPending={voidIt.isPending}>
            {t`Void receipt`}
          </Button>
        </div>
      </form>
    </LazyDialogTrigger>
  );
}

function ReceiptActions({ receipt }: { receipt: EReceipt }) {
  const { t } = useLingui();
  const { resend } = useReceiptAction(receipt.id);
  return (
    <>
      {canResend(receipt.status) ? (
        <ConfirmAction
          label={t`Resend`}
          title={t`Send this receipt again?`}
          confirmLabel={t`Send receipt`}
          onConfirm={async () => {
            await resend.mutateAsync();
          }}
        >
          {t`The receipt is e-mailed to ${receipt.customer.email}.`}
        </ConfirmAction>
      ) : null}
      {canVoid(receipt.status) ? <VoidDialog receipt={receipt} /> : null}
    </>
  );
}

export function ReceiptScreen({ id }: { id: string }) {
  const { t } = useLingui();
  const session = useSession();
  const canWrite = useCanWriteReceipts();
  const settings = useQuery(receiptSettingsQuery(session));
  const taxLabels = useTaxLabels();
  return (
    <ResourceDetailPage<EReceipt>
      id={id}
      queries={receiptQueries}
      list={{ label: t`E-receipts`, path: "/ereceipts" }}
      family="ereceipt"
      title={(r) => r.receipt_number}
      actions={(r) => (canWrite ? <ReceiptActions receipt={r} /> : null)}
    >
      {(r) => (
        <>
          <DetailSection title={t`Receipt`}>
            <DescriptionList
              items={[
                { term: t`Customer`, details: `${r.customer.name} (${r.customer.email})` },
                ...(r.customer.tin ? [{ term: t`Customer TIN`, details: r.customer.tin }] : []),
                { term: t`Tax`, details: taxLabels[r.tax_type] },
                { term: t`Total`, details: <Amount value={r.total} currency={r.currency} /> },
                { term: t`Issued`, details: <DateText value={r.created} withTime /> },
                ...(r.voided
                  ? [{ term: t`Voided`, details: t`${r.voided.reason} (${new Date(r.voided.at).toLocaleString()})` }]
                  : []),
              ]}
            />
          </DetailSection>
          <DetailSection title={t`E-mails sent`}>
            {r.deliveries.length === 0 ? (
              <p className="text-muted">{t`Not e-mailed yet.`}</p>
            ) : (
              <ul aria-label={t`E-mails sent`} className="flex flex-col gap-1">
                {r.deliveries.map((d) => (
                  <li key={`${d.email}-${d.at}`} className="flex flex-wrap gap-2">
                    <span className="break-all">{d.email}</span>
                    <DateText value={d.at} withTime />
                  </li>
                ))}
              </ul>
            )}
          </DetailSection>
          {settings.data ? (
            <DetailSection title={t`As the customer sees it`}>
              <ReceiptPaper settings={settings.data} receipt={{ ...r, voided: r.status === "VOIDED" }} />
            </DetailSection>
          ) : null}
        </>
      )}
    </ResourceDetailPage>
  );
}

/** /ereceipts/preview: a sample receipt with the business's current settings. */
export function ReceiptPreviewScreen() {
  const { t } = useLingui();
  const session = useSession();
  const query = useQuery(receiptSettingsQuery(session));
  const items = [
    { description: t`Sample item`, quantity: 2, unit_price: 350, amount: 700 },
    { description: t`Delivery fee`, quantity: 1, unit_price: 120, amount: 120 },
  ];
  return (
    <section className="flex flex-col gap-4">
      <PageHeader
        title={t`Receipt preview`}
        description={t`How your e-receipts look with your current settings.`}
        actions={<LinkButton href="/ereceipts/settings">{t`Edit settings`}</LinkButton>}
      />
      <ReceiptsNav />
      {query.isError ? (
        <ErrorState message={t`The receipt settings could not be loaded.`} onRetry={() => void query.refetch()} />
      ) : query.data ? (
        <ReceiptPaper
          settings={query.data}
          receipt={{
            receipt_number: "OR-0000-000000",
            created: new Date().toISOString(),
            customer: { name: t`Sample customer`, email: "customer@example.com", tin: null },
            items,
            tax_type: "VAT_12",
            ...receiptTotals(items, "VAT_12"),
          }}
        />
      ) : (
        <Skeleton className="h-64 w-full max-w-md self-center" />
      )}
    </section>
  );
}

/** /ereceipts-activation: whether e-receipts are active (is_activated), and activating them. */
export function ReceiptsActivationScreen() {
  const { t } = useLingui();
  const session = useSession();
  const { business } = useRouteContext({ from: "/_app" });
  const query = useQuery(activationQuery(session, business.id));
  const canWrite = useCanWriteReceipts();
  const activate = useActivateReceipts();
  const explain = useDescribeError();
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <section className="flex flex-col gap-4">
      <PageHeader
        title={t`E-receipts activation`}
        description={t`Send official receipts to your customers by e-mail.`}
      />
      {query.isError ? (
        <ErrorState message={t`The activation status could not be loaded.`} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Skeleton className="h-32 w-full" />
      ) : query.data.is_activated ? (
        <Card title={t`E-receipts are active`}>
          <div className="flex flex-col items-start gap-3">
            <p>{t`Your business can issue e-receipts.`}</p>
            <LinkButton href="/ereceipts" variant="primary">
              {t`Go to e-receipts`}
            </LinkButton>
          </div>
        </Card>
      ) : (
        <Card title={t`E-receipts are not active yet`}>
          <div className="flex flex-col items-start gap-3">
            <p>{t`Once active, every receipt you issue carries your business name and TIN and can be e-mailed to the customer.`}</p>
            {canWrite ? (
              <>
                <Checkbox isSelected={accepted} onChange={setAccepted}>
                  {t`I accept the e-receipts terms`}
                </Checkbox>
                {error ? (
                  <Banner tone="danger" title={t`Not activated`}>
                    {error}
                  </Banner>
                ) : null}
                <Button
                  isDisabled={!accepted}
                  isPending={activate.isPending}
                  onPress={async () => {
                    setError(null);
                    try {
                      await activate.mutateAsync();
                    } catch (e) {
                      setError(explain(e) || String(e));
                    }
                  }}
                >
                  {t`Activate e-receipts`}
                </Button>
              </>
            ) : (
              <p className="text-muted">{t`Ask an editor of your team to activate e-receipts.`}</p>
            )}
          </div>
        </Card>
      )}
    </section>
  );
}
