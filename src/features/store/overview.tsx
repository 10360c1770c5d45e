/**
 * The online store overview (spec 002 §2.2 /store/onlinestore): each store with its figures and
 * the way to its orders, products, sales summary, logistics and appearance; the payment
 * configuration; the latest orders.
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "../../components/ui/aria-router.tsx";
import { LinkButton } from "../../components/ui/button.tsx";
import { Amount, Card, DateText, DescriptionList } from "../../components/ui/display.tsx";
import { PageHeader } from "../../components/ui/layout.tsx";
import { EmptyState, ErrorState } from "../../components/ui/states.tsx";
import { StatusPill } from "../../components/ui/status-pill.tsx";
import { useSession } from "../../lib/session/hooks.ts";
import { channelsQuery, orders } from "./api.ts";
import { StoreLoading, StoreNav, useChannelTypeName } from "./shared.tsx";

export function StoreOverviewScreen() {
  const { t } = useLingui();
  const session = useSession();
  const typeName = useChannelTypeName();
  const channels = useQuery(channelsQuery(session));
  const latest = useQuery(orders.queries.list(session, orders.kit.filtersOf({ limit: 10 })));
  const stores = (channels.data ?? []).filter((c) => c.status === "CONNECTED" || c.status === "ERROR");
  return (
    <>
      <StoreNav />
      <section className="flex flex-col gap-4">
        <PageHeader
          title={t`Online store`}
          description={t`Your stores and marketplaces at a glance.`}
          actions={
            <LinkButton href="/store/onlinestore/payment-configuration" variant="secondary">
              {t`Payment configuration`}
            </LinkButton>
          }
        />
        {channels.isError ? (
          <ErrorState onRetry={() => void channels.refetch()} />
        ) : !channels.data ? (
          <StoreLoading />
        ) : stores.length === 0 ? (
          <EmptyState
            title={t`No store is selling yet.`}
            action={<LinkButton href="/store/saleschannels">{t`Connect a sales channel`}</LinkButton>}
          />
        ) : (
          <div className="grid gap-4 lg:grid-cols-2">
            {stores.map((s) => (
              <Card key={s.id} title={s.name} actions={<StatusPill family="store" status={s.status} />}>
                <DescriptionList
                  columns={2}
                  items={[
                    { term: t`Platform`, details: typeName(s.type) },
                    { term: t`Address`, details: s.store_url ?? "" },
                    { term: t`Products listed`, details: String(s.product_count) },
                    { term: t`Orders`, details: String(s.order_count) },
                  ]}
                />
                <nav aria-label={t`Manage ${s.name}`} className="mt-3 flex flex-wrap gap-2">
                  <LinkButton href={`/store/onlinestore/orders/${s.id}`} variant="secondary" size="sm">
                    {t`Orders`}
                  </LinkButton>
                  <LinkButton href={`/store/onlinestore/products/${s.id}`} variant="secondary" size="sm">
                    {t`Products`}
                  </LinkButton>
                  <LinkButton href={`/store/onlinestore/sales-summary/${s.id}`} variant="secondary" size="sm">
                    {t`Sales summary`}
                  </LinkButton>
                  <LinkButton href={`/store/onlinestore/logistics/${s.id}`} variant="secondary" size="sm">
                    {t`Logistics`}
                  </LinkButton>
                  {s.type === "ONLINE_STORE" ? (
                    <LinkButton href={`/store/onlinestore/customize-appearance/${s.id}`} variant="secondary" size="sm">
                      {t`Customise appearance`}
                    </LinkButton>
                  ) : null}
                </nav>
              </Card>
            ))}
          </div>
        )}
        <Card title={t`Latest orders`}>
          {latest.isError ? (
            <ErrorState onRetry={() => void latest.refetch()} />
          ) : !latest.data ? (
            <StoreLoading />
          ) : latest.data.data.length === 0 ? (
            <EmptyState icon="file" title={t`No orders yet.`} />
          ) : (
            <ul className="flex flex-col divide-y divide-border">
              {latest.data.data.map((o) => (
                <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <Link
                    href={`/store/onlinestore/order-details/${o.id}`}
                    className="text-primary underline-offset-2 data-[hovered]:underline"
                  >
                    {o.reference}
                  </Link>
                  <span className="text-sm text-muted">
                    {o.buyer.name} · <DateText value={o.created} />
                  </span>
                  <StatusPill family="store" status={o.status} />
                  <Amount value={o.amount} currency={o.currency} />
                </li>
              ))}
            </ul>
          )}
        </Card>
      </section>
    </>
  );
}
