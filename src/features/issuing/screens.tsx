/**
 * Card issuing screens (issue 18; spec 002 §2.1–§2.2): card products (programmes), issued cards
 * and a card's page (masked PAN, holder, spending limits with their usage, freeze / unfreeze,
 * edit limits), card transactions and a transaction's authorization/clearing timeline. The
 * three lists share the secondary in-page navigation of spec 002 §2.13.
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link, useLocation, useRouteContext } from "@tanstack/react-router";
import { ConfirmAction, DetailSection } from "../../components/ui/detail-page.tsx";
import { Amount, DateText, DescriptionList } from "../../components/ui/display.tsx";
import { LoadingRegion, SkeletonText } from "../../components/ui/layout.tsx";
import { ResourceDetailPage } from "../../components/ui/resource-detail-page.tsx";
import type { ResourceColumn } from "../../components/ui/resource-list.tsx";
import { ResourceListPage } from "../../components/ui/resource-pages.tsx";
import { SectionNav } from "../../components/ui/section-nav.tsx";
import { EmptyState, ErrorState } from "../../components/ui/states.tsx";
import { StatusPill } from "../../components/ui/status-pill.tsx";
import type { CardProduct, IssuedCard, IssuingTransaction } from "../../contract/issuing.ts";
import { freezeAction, usagePercent } from "../../domain/issuing/rules.ts";
import { useSession } from "../../lib/session/hooks.ts";
import {
  cardQueries,
  cardTransactionsQuery,
  productCardsQuery,
  productQueries,
  transactionQueries,
  useCanManageCards,
  useCardWrite,
} from "./api.ts";
import { EditLimitsDialog } from "./limits-form.tsx";
import { cardList, productList, transactionList } from "./search.ts";

function IssuingNav() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const { user } = useRouteContext({ from: "/_app" });
  return (
    <SectionNav
      label={t`Issuing sections`}
      pathname={pathname}
      tour={{ tourId: "issuing", userId: user.id }}
      items={[
        {
          id: "cards",
          label: t`Cards`,
          href: "/issuing/cards",
          description: t`The cards you issued: freeze or unfreeze one and change its limits.`,
        },
        {
          id: "products",
          label: t`Card products`,
          href: "/issuing/card-products",
          description: t`The programmes your cards are issued on, with their network and default limits.`,
        },
        {
          id: "transactions",
          label: t`Transactions`,
          href: "/issuing/transactions",
          description: t`Every payment made with your cards, with its timeline.`,
        },
      ]}
    />
  );
}

function useFormFactors() {
  const { t } = useLingui();
  const labels: Record<string, string> = { VIRTUAL: t`Virtual`, PHYSICAL: t`Physical` };
  return {
    label: (id: string) => labels[id] ?? id,
    options: [
      { id: "VIRTUAL", label: t`Virtual` },
      { id: "PHYSICAL", label: t`Physical` },
    ],
  };
}

const network = (n: string) => (n === "VISA" ? "Visa" : "Mastercard");

export function CardProductsScreen() {
  const { t } = useLingui();
  const forms = useFormFactors();
  const columns: ResourceColumn<CardProduct>[] = [
    { id: "name", header: t`Card product`, cell: (p) => p.name },
    { id: "status", header: t`Status`, cell: (p) => <StatusPill family="issuing" status={p.status} /> },
    { id: "network", header: t`Network`, cell: (p) => network(p.network) },
    { id: "form", header: t`Form factor`, cell: (p) => forms.label(p.form_factor) },
    {
      id: "limits",
      header: t`Default limits (transaction / day / month)`,
      cell: (p) => (
        <span className="tabular-nums">
          <Amount value={p.default_limits.per_transaction} currency={p.currency} /> /{" "}
          <Amount value={p.default_limits.daily} currency={p.currency} /> /{" "}
          <Amount value={p.default_limits.monthly} currency={p.currency} />
        </span>
      ),
    },
    { id: "cards", header: t`Cards`, align: "end", cell: (p) => p.cards_count },
    { id: "created", header: t`Created`, sortField: "created", cell: (p) => <DateText value={p.created} /> },
  ];
  return (
    <ResourceListPage<CardProduct>
      kind="issuing_card_products"
      title={t`Card products`}
      description={t`The card programmes your cards are issued on: network, form factor, currency and default limits.`}
      kit={productList}
      queries={productQueries}
      columns={columns}
      channels={forms.options}
      channelLabel={t`Form factor`}
      amounts={false}
      detailPath={(p) => `/issuing/card-products/${p.id}`}
      rowLinkLabel={(p) => t`Card product ${p.name}`}
      empty={{ title: t`No card products yet.` }}
    >
      <IssuingNav />
    </ResourceListPage>
  );
}

/** /issuing/card-products/$product_id: a card programme and the cards issued on it. */
export function CardProductScreen({ id }: { id: string }) {
  const { t } = useLingui();
  const forms = useFormFactors();
  return (
    <ResourceDetailPage<CardProduct>
      id={id}
      queries={productQueries}
      list={{ label: t`Card products`, path: "/issuing/card-products" }}
      family="issuing"
      title={(p) => p.name}
    >
      {(p) => (
        <>
          <DetailSection title={t`Card product`}>
            <DescriptionList
              items={[
                { term: t`Network`, details: network(p.network) },
                { term: t`Form factor`, details: forms.label(p.form_factor) },
                { term: t`Currency`, details: p.currency },
                { term: t`BIN`, details: <span className="tabular-nums">{p.bin}</span> },
                { term: t`Cards issued`, details: String(p.cards_count) },
                { term: t`Created`, details: <DateText value={p.created} withTime /> },
              ]}
            />
          </DetailSection>
          <DetailSection title={t`Default spending limits`}>
            <DescriptionList
              items={[
                {
                  term: t`Per transaction`,
                  details: <Amount value={p.default_limits.per_transaction} currency={p.currency} />,
                },
                { term: t`Per day`, details: <Amount value={p.default_limits.daily} currency={p.currency} /> },
                { term: t`Per month`, details: <Amount value={p.default_limits.monthly} currency={p.currency} /> },
              ]}
            />
          </DetailSection>
          <DetailSection title={t`Cards on this product`}>
            <ProductCards productId={p.id} />
          </DetailSection>
        </>
      )}
    </ResourceDetailPage>
  );
}

function ProductCards({ productId }: { productId: string }) {
  const { t } = useLingui();
  const session = useSession();
  const query = useQuery(productCardsQuery(session, productId));
  if (query.isError)
    return <ErrorState message={t`The cards could not be loaded.`} onRetry={() => void query.refetch()} />;
  if (!query.data)
    return (
      <LoadingRegion isLoading>
        <SkeletonText />
      </LoadingRegion>
    );
  if (query.data.length === 0) return <EmptyState title={t`No cards issued on this product yet.`} />;
  return (
    <ul aria-label={t`Cards on this product`} className="flex flex-col divide-y divide-border">
      {query.data.map((c) => (
        <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <Link to="/issuing/cards/$card_id" params={{ card_id: c.id }} className="text-primary underline">
            <span className="tabular-nums">{c.masked_pan}</span> · {c.holder.name}
          </Link>
          <StatusPill family="issuing" status={c.status} />
        </li>
      ))}
    </ul>
  );
}

export function IssuedCardsScreen() {
  const { t } = useLingui();
  const forms = useFormFactors();
  const columns: ResourceColumn<IssuedCard>[] = [
    { id: "pan", header: t`Card`, cell: (c) => <span className="tabular-nums">{c.masked_pan}</span> },
    { id: "status", header: t`Status`, cell: (c) => <StatusPill family="issuing" status={c.status} /> },
    { id: "holder", header: t`Holder`, cell: (c) => c.holder.name },
    { id: "product", header: t`Card product`, cell: (c) => c.product.name, hideOnCard: true },
    { id: "form", header: t`Form factor`, cell: (c) => forms.label(c.form_factor), hideOnCard: true },
    { id: "expiry", header: t`Expires`, cell: (c) => c.expiry },
    { id: "created", header: t`Issued`, sortField: "created", cell: (c) => <DateText value={c.created} /> },
  ];
  return (
    <ResourceListPage<IssuedCard>
      kind="issuing_cards"
      title={t`Issued cards`}
      description={t`Cards issued to your team: freeze a card, or change what it may spend.`}
      kit={cardList}
      queries={cardQueries}
      columns={columns}
      channels={forms.options}
      channelLabel={t`Form factor`}
      amounts={false}
      detailPath={(c) => `/issuing/cards/${c.id}`}
      rowLinkLabel={(c) => t`Card ${c.masked_pan} of ${c.holder.name}`}
      empty={{ title: t`No cards issued yet.` }}
    >
      <IssuingNav />
    </ResourceListPage>
  );
}

/** One limit with its usage: "IDR 4,500,000 of IDR 10,000,000 used" and a bar. */
function LimitUsage({
  label,
  used,
  limit,
  currency,
}: {
  label: string;
  used: number;
  limit: number;
  currency: string;
}) {
  const { t } = useLingui();
  const percent = usagePercent(used, limit);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <span className="font-semibold">{label}</span>
        <span className="tabular-nums">
          <Amount value={used} currency={currency} /> {t`of`} <Amount value={limit} currency={currency} />
        </span>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a styled bar; <meter> cannot take the theme's tokens */}
      <div
        role="meter"
        aria-label={t`${label} used`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t`${percent}% used`}
        className="h-2 w-full overflow-hidden rounded-full bg-border"
      >
        <div className={`h-full ${percent >= 90 ? "bg-danger" : "bg-primary"}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function FreezeAction({ card }: { card: IssuedCard }) {
  const { t } = useLingui();
  const { freeze } = useCardWrite(card.id);
  const action = freezeAction(card.status);
  if (!action) return null;
  return action === "FREEZE" ? (
    <ConfirmAction
      label={t`Freeze card`}
      title={t`Freeze this card?`}
      confirmLabel={t`Freeze`}
      tone="danger"
      onConfirm={async () => {
        await freeze.mutateAsync("FREEZE");
      }}
    >
      {t`Payments with card ${card.masked_pan} are declined until you unfreeze it.`}
    </ConfirmAction>
  ) : (
    <ConfirmAction
      label={t`Unfreeze card`}
      title={t`Unfreeze this card?`}
      confirmLabel={t`Unfreeze`}
      onConfirm={async () => {
        await freeze.mutateAsync("UNFREEZE");
      }}
    >
      {t`Card ${card.masked_pan} can be used again within its limits.`}
    </ConfirmAction>
  );
}

export function IssuedCardScreen({ id }: { id: string }) {
  const { t } = useLingui();
  const canManage = useCanManageCards();
  const forms = useFormFactors();
  return (
    <ResourceDetailPage<IssuedCard>
      id={id}
      queries={cardQueries}
      list={{ label: t`Issued cards`, path: "/issuing/cards" }}
      family="issuing"
      title={(c) => c.masked_pan}
      actions={(c) => (canManage ? <FreezeAction card={c} /> : null)}
    >
      {(c) => (
        <>
          <DetailSection title={t`Card`}>
            <DescriptionList
              items={[
                { term: t`Card number`, details: <span className="tabular-nums">{c.masked_pan}</span> },
                { term: t`Holder`, details: `${c.holder.name} (${c.holder.email})` },
                { term: t`Card product`, details: c.product.name },
                { term: t`Network`, details: network(c.network) },
                { term: t`Form factor`, details: forms.label(c.form_factor) },
                { term: t`Expires`, details: c.expiry },
                { term: t`Issued`, details: <DateText value={c.created} withTime /> },
              ]}
            />
          </DetailSection>
          <DetailSection title={t`Spending limits`} actions={canManage ? <EditLimitsDialog card={c} /> : undefined}>
            <div className="flex flex-col gap-4">
              <LimitUsage
                label={t`Per transaction`}
                used={c.usage.largest_transaction}
                limit={c.limits.per_transaction}
                currency={c.currency}
              />
              <LimitUsage label={t`Today`} used={c.usage.daily} limit={c.limits.daily} currency={c.currency} />
              <LimitUsage label={t`This month`} used={c.usage.monthly} limit={c.limits.monthly} currency={c.currency} />
            </div>
          </DetailSection>
          <DetailSection title={t`Latest transactions`}>
            <CardTransactions cardId={c.id} />
          </DetailSection>
          <DetailSection title={t`Status history`}>
            <ol className="flex flex-col gap-2">
              {c.status_history.map((h) => (
                <li key={`${h.status}-${h.at}`} className="flex flex-wrap items-center gap-2">
                  <StatusPill family="issuing" status={h.status} />
                  <DateText value={h.at} withTime />
                </li>
              ))}
            </ol>
          </DetailSection>
        </>
      )}
    </ResourceDetailPage>
  );
}

function CardTransactions({ cardId }: { cardId: string }) {
  const { t } = useLingui();
  const session = useSession();
  const query = useQuery(cardTransactionsQuery(session, cardId));
  if (query.isError)
    return <ErrorState message={t`The transactions could not be loaded.`} onRetry={() => void query.refetch()} />;
  if (!query.data)
    return (
      <LoadingRegion isLoading>
        <SkeletonText />
      </LoadingRegion>
    );
  if (query.data.length === 0) return <EmptyState title={t`No transactions with this card yet.`} />;
  return (
    <ul className="flex flex-col divide-y divide-border">
      {query.data.map((tx) => (
        <li key={tx.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <Link
            to="/issuing/transactions/$transaction_id"
            params={{ transaction_id: tx.id }}
            className="text-primary underline"
          >
            {tx.merchant.name}
          </Link>
          <span className="flex items-center gap-2">
            <Amount value={tx.amount} currency={tx.currency} />
            <StatusPill family="issuing" status={tx.status} />
          </span>
        </li>
      ))}
    </ul>
  );
}

export function IssuingTransactionsScreen() {
  const { t } = useLingui();
  const columns: ResourceColumn<IssuingTransaction>[] = [
    { id: "merchant", header: t`Merchant`, cell: (x) => x.merchant.name },
    { id: "status", header: t`Status`, cell: (x) => <StatusPill family="issuing" status={x.status} /> },
    {
      id: "amount",
      header: t`Amount`,
      align: "end",
      sortField: "amount",
      cell: (x) => <Amount value={x.amount} currency={x.currency} />,
    },
    { id: "card", header: t`Card`, cell: (x) => <span className="tabular-nums">{x.card.masked_pan}</span> },
    { id: "mcc", header: t`Category (MCC)`, cell: (x) => `${x.mcc_description} (${x.mcc})`, hideOnCard: true },
    { id: "created", header: t`Date`, sortField: "created", cell: (x) => <DateText value={x.created} withTime /> },
  ];
  return (
    <ResourceListPage<IssuingTransaction>
      kind="issuing_transactions"
      title={t`Card transactions`}
      description={t`Every authorization made with your issued cards, and whether it cleared.`}
      kit={transactionList}
      queries={transactionQueries}
      columns={columns}
      detailPath={(x) => `/issuing/transactions/${x.id}`}
      rowLinkLabel={(x) => t`Transaction at ${x.merchant.name}`}
      empty={{ title: t`No card transactions yet.` }}
    >
      <IssuingNav />
    </ResourceListPage>
  );
}

function useTimelineLabels(): Record<string, string> {
  const { t } = useLingui();
  return {
    AUTHORIZED: t`Authorized`,
    CLEARED: t`Cleared`,
    DECLINED: t`Declined`,
    REVERSED: t`Authorization reversed`,
  };
}

export function IssuingTransactionScreen({ id }: { id: string }) {
  const { t } = useLingui();
  const labels = useTimelineLabels();
  return (
    <ResourceDetailPage<IssuingTransaction>
      id={id}
      queries={transactionQueries}
      list={{ label: t`Card transactions`, path: "/issuing/transactions" }}
      family="issuing"
      title={(x) => x.merchant.name}
    >
      {(x) => (
        <>
          <DetailSection title={t`Transaction`}>
            <DescriptionList
              items={[
                { term: t`Amount`, details: <Amount value={x.amount} currency={x.currency} /> },
                { term: t`Merchant`, details: `${x.merchant.name}, ${x.merchant.city} (${x.merchant.country})` },
                { term: t`Category (MCC)`, details: `${x.mcc_description} (${x.mcc})` },
                {
                  term: t`Card`,
                  details: (
                    <Link
                      to="/issuing/cards/$card_id"
                      params={{ card_id: x.card.id }}
                      className="text-primary underline"
                    >
                      {`${x.card.masked_pan} · ${x.card.holder_name}`}
                    </Link>
                  ),
                },
                { term: t`Authorization code`, details: x.authorization_code ?? "–" },
                ...(x.decline_reason ? [{ term: t`Decline reason`, details: x.decline_reason }] : []),
              ]}
            />
          </DetailSection>
          <DetailSection title={t`Timeline`}>
            <ol aria-label={t`Authorization and clearing`} className="flex flex-col gap-3">
              {x.timeline.map((e) => (
                <li key={`${e.type}-${e.at}`} className="flex flex-wrap items-center gap-2">
                  <StatusPill family="issuing" status={e.type} label={labels[e.type] ?? e.type} />
                  <Amount value={e.amount} currency={x.currency} />
                  <DateText value={e.at} withTime />
                </li>
              ))}
            </ol>
          </DetailSection>
        </>
      )}
    </ResourceDetailPage>
  );
}
