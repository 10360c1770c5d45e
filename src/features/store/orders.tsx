/**
 * Store orders (spec 002 §2.2): every order, the completed and cancelled ones, one store's
 * orders, and an order's page — items, buyer, shipping address, courier and tracking, payment,
 * status history — where a member with can_edit or operation moves it on (process, ship with a
 * tracking number, complete, or cancel with a reason).
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Banner } from "../../components/ui/banner.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmAction, DetailPage, DetailSection } from "../../components/ui/detail-page.tsx";
import { Amount, DateText, DescriptionList } from "../../components/ui/display.tsx";
import { ExportDialog } from "../../components/ui/export-dialog.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { PageHeader } from "../../components/ui/layout.tsx";
import { LazyDialogTrigger } from "../../components/ui/lazy-dialog-trigger.tsx";
import { type ResourceColumn, ResourceList, useStatusOptions } from "../../components/ui/resource-list.tsx";
import { ResourceListPage } from "../../components/ui/resource-pages.tsx";
import { StatusPill } from "../../components/ui/status-pill.tsx";
import type { StoreOrder } from "../../contract/store.ts";
import { CHANNEL_TYPES, nextOrderStatuses, type OrderStatus } from "../../domain/store/rules.ts";
import { exportFiltersOf, listRangeOf, sendExport, useBackHref, useListState } from "../../lib/lists/index.ts";
import { useSession } from "../../lib/session/hooks.ts";
import {
  cancelledOrders,
  channelQuery,
  completedOrders,
  orders,
  storeOrders,
  useCanStoreWrite,
  useStoreWrite,
} from "./api.ts";
import { settledOrderList, storeOrderList } from "./search.ts";
import { courierName, StoreNav, useChannelTypeName, usePaymentMethodName } from "./shared.tsx";

function useOrderColumns(): ResourceColumn<StoreOrder>[] {
  const { t } = useLingui();
  const channelName = useChannelTypeName();
  return [
    { id: "reference", header: t`Order`, cell: (o) => o.reference },
    { id: "store", header: t`Store`, cell: (o) => `${o.store_name} · ${channelName(o.channel)}` },
    { id: "buyer", header: t`Buyer`, cell: (o) => o.buyer.name },
    { id: "status", header: t`Status`, cell: (o) => <StatusPill family="store" status={o.status} /> },
    {
      id: "amount",
      header: t`Total`,
      align: "end",
      sortField: "amount",
      cell: (o) => <Amount value={o.amount} currency={o.currency} />,
    },
    { id: "created", header: t`Ordered`, sortField: "created", cell: (o) => <DateText value={o.created} withTime /> },
  ];
}

/** /store/orders: every order, filtered by status, channel, dates, amount and search, with export. */
export function OrdersScreen() {
  const { t } = useLingui();
  const channelName = useChannelTypeName();
  return (
    <>
      <StoreNav />
      <ResourceListPage<StoreOrder>
        kind="store_orders"
        title={t`Orders`}
        description={t`Orders from your online store and connected marketplaces.`}
        kit={orders.kit}
        queries={orders.queries}
        columns={useOrderColumns()}
        detailPath={(o) => `/store/orders/${o.id}`}
        channels={CHANNEL_TYPES.map((c) => ({ id: c, label: channelName(c) }))}
        channelLabel={t`Sales channel`}
        empty={{ title: t`No orders yet.`, description: t`Orders appear here as soon as buyers check out.` }}
      />
    </>
  );
}

/** A list whose status (or store) is fixed by the page: the user narrows the rest; the export carries the fixed status. */
function FixedOrderList({
  title,
  description,
  queries,
  kit,
  status,
  detailPath,
  showChannels,
}: {
  title: string;
  description: string;
  queries: typeof completedOrders.queries;
  kit: typeof settledOrderList | typeof storeOrderList;
  status?: OrderStatus;
  detailPath: (o: StoreOrder) => string;
  showChannels: boolean;
}) {
  const { t } = useLingui();
  const channelName = useChannelTypeName();
  const { filters, query, onFiltersChange, rowHref, session } = useListState(kit as typeof settledOrderList, queries);
  const statusOptions = useStatusOptions(kit.definition.statuses);
  const filterConfig = {
    ...(statusOptions.length ? { statuses: statusOptions } : {}),
    ...(showChannels
      ? { channels: CHANNEL_TYPES.map((c) => ({ id: c, label: channelName(c) })), channelLabel: t`Sales channel` }
      : {}),
    dateRange: true,
    amountRange: true,
    search: { label: t`Search by order number or buyer` },
  };
  return (
    <section className="flex flex-col gap-4">
      <PageHeader title={title} description={description} />
      <ResourceList<StoreOrder>
        label={title}
        kit={kit}
        columns={useOrderColumns()}
        getRowId={(o) => o.id}
        filterConfig={filterConfig}
        filters={filters}
        onFiltersChange={onFiltersChange as never}
        query={query}
        rowHref={(o) => rowHref(detailPath(o))}
        empty={{ title: t`No orders here yet.` }}
        toolbar={
          <ExportDialog
            listLabel={title}
            includedFilters={{ filters, config: filterConfig }}
            initialRange={listRangeOf(filters)}
            onExport={async ({ range, emails }) => {
              const sent = await sendExport(session, {
                kind: "store_orders",
                range,
                emails,
                filters: { ...exportFiltersOf(filters), ...(status ? { status: [status] } : {}) },
              });
              return { rowCount: sent.row_count };
            }}
          />
        }
      />
    </section>
  );
}

export function SettledOrdersScreen({ status }: { status: "COMPLETED" | "CANCELLED" }) {
  const { t } = useLingui();
  return (
    <>
      <StoreNav />
      <FixedOrderList
        title={status === "COMPLETED" ? t`Completed orders` : t`Cancelled orders`}
        description={
          status === "COMPLETED"
            ? t`Orders delivered to their buyers.`
            : t`Orders cancelled before shipping; paid ones were refunded.`
        }
        queries={status === "COMPLETED" ? completedOrders.queries : cancelledOrders.queries}
        kit={settledOrderList}
        status={status}
        detailPath={(o) => `/store/orders/${o.id}`}
        showChannels
      />
    </>
  );
}

/** /store/onlinestore/orders/$storeId: one store's orders. */
export function StoreOrdersScreen({ storeId }: { storeId: string }) {
  const { t } = useLingui();
  const session = useSession();
  const store = useQuery(channelQuery(session, storeId));
  return (
    <>
      <StoreNav />
      <FixedOrderList
        title={store.data ? t`Orders of ${store.data.name}` : t`Store orders`}
        description={t`Every order this store took.`}
        queries={storeOrders(storeId).queries}
        kit={storeOrderList}
        detailPath={(o) => `/store/onlinestore/order-details/${o.id}`}
        showChannels={false}
      />
    </>
  );
}

/**
 * A step of an order that asks for one text first (the courier's tracking number, the reason for
 * cancelling): a button opening a dialog with the field; an empty field or the gateway's refusal
 * shows under it and keeps what was typed; the dialog closes once the order has moved on.
 */
function OneFieldStep({
  trigger,
  title,
  description,
  field,
  required,
  submit,
  tone,
  onSubmit,
}: {
  trigger: string;
  title: string;
  description?: string;
  field: string;
  /** The message for an empty field. */
  required: string;
  submit: string;
  tone: "secondary" | "danger";
  onSubmit: (value: string) => Promise<void>;
}) {
  const [isOpen, setOpen] = useState(false);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  return (
    <LazyDialogTrigger
      trigger={<Button variant={tone}>{trigger}</Button>}
      title={title}
      isOpen={isOpen}
      onOpenChange={setOpen}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={async (e) => {
          e.preventDefault();
          if (!value.trim()) return setError(required);
          setPending(true);
          try {
            await onSubmit(value.trim());
            setOpen(false);
          } catch (err) {
            setError(String((err as { message?: string }).message ?? err));
          } finally {
            setPending(false);
          }
        }}
      >
        {description ? <p className="text-sm text-muted">{description}</p> : null}
        <TextField
          label={field}
          value={value}
          onChange={setValue}
          isRequired
          errorMessage={error ?? undefined}
          isInvalid={Boolean(error)}
        />
        <div className="flex justify-end">
          <Button type="submit" {...(tone === "danger" ? { variant: "danger" as const } : {})} isPending={pending}>
            {submit}
          </Button>
        </div>
      </form>
    </LazyDialogTrigger>
  );
}

function OrderActions({ order }: { order: StoreOrder }) {
  const { t } = useLingui();
  const canMove = useCanStoreWrite("store_orders.move");
  const move = useStoreWrite("store_orders.move", { id: order.id });
  const [failure, setFailure] = useState<string | null>(null);
  if (!canMove) return null;
  const next = nextOrderStatuses(order.status);
  const send = async (body: Record<string, unknown>) => {
    setFailure(null);
    try {
      await move.mutateAsync(body);
    } catch (err) {
      setFailure(String((err as { message?: string }).message ?? err));
      throw err;
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      {next.includes("PROCESSING") ? (
        <ConfirmAction
          label={t`Process`}
          title={t`Start processing this order?`}
          confirmLabel={t`Process`}
          onConfirm={() => send({ status: "PROCESSING" })}
        >
          {t`The buyer sees that you are packing the order.`}
        </ConfirmAction>
      ) : null}
      {next.includes("SHIPPED") ? (
        <OneFieldStep
          trigger={t`Ship`}
          title={t`Ship this order`}
          field={t`Tracking number`}
          required={t`Enter the courier's tracking number.`}
          submit={t`Mark as shipped`}
          tone="secondary"
          onSubmit={(tracking) => send({ status: "SHIPPED", tracking_number: tracking })}
        />
      ) : null}
      {next.includes("COMPLETED") ? (
        <ConfirmAction
          label={t`Complete`}
          title={t`Mark this order as delivered?`}
          confirmLabel={t`Complete`}
          onConfirm={() => send({ status: "COMPLETED" })}
        >
          {t`Do this once the courier confirms delivery.`}
        </ConfirmAction>
      ) : null}
      {next.includes("CANCELLED") ? (
        <OneFieldStep
          trigger={t`Cancel order`}
          title={t`Cancel this order?`}
          description={t`A paid order is refunded to the buyer.`}
          field={t`Reason`}
          required={t`Tell the buyer why the order is cancelled.`}
          submit={t`Cancel order`}
          tone="danger"
          onSubmit={(reason) => send({ status: "CANCELLED", reason })}
        />
      ) : null}
      {failure ? <Banner tone="danger">{failure}</Banner> : null}
    </div>
  );
}

/** /store/orders/$orderId and /store/onlinestore/order-details/$orderId. */
export function OrderDetailScreen({ id, listPath }: { id: string; listPath: string }) {
  const { t } = useLingui();
  const session = useSession();
  const query = useQuery(orders.queries.detail(session, id));
  const back = useBackHref(listPath);
  const channelName = useChannelTypeName();
  const methodName = usePaymentMethodName();
  const o = query.data;
  return (
    <>
      <StoreNav />
      <DetailPage
        list={{ label: listPath === "/store/orders" ? t`Orders` : t`Online store`, href: back }}
        recordId={id}
        crumb={o?.reference}
        title={o ? t`Order ${o.reference}` : undefined}
        status={o ? { family: "store", status: o.status } : undefined}
        query={query}
        actions={o ? <OrderActions order={o} /> : undefined}
        aside={
          o ? (
            <DetailSection title={t`Status history`}>
              <ol className="flex flex-col gap-3">
                {o.status_history.map((h) => (
                  <li key={h.at + h.status} className="flex flex-col gap-0.5 border-l-2 border-border pl-3">
                    <StatusPill family="store" status={h.status} />
                    <span className="text-sm text-muted">
                      <DateText value={h.at} withTime />
                    </span>
                    {h.note ? <span className="text-sm">{h.note}</span> : null}
                  </li>
                ))}
              </ol>
            </DetailSection>
          ) : undefined
        }
      >
        {o ? (
          <div className="flex flex-col gap-4">
            <DetailSection title={t`Items`}>
              <ul className="flex flex-col divide-y divide-border">
                {o.items.map((it) => (
                  <li key={it.sku} className="flex flex-wrap justify-between gap-2 py-2">
                    <span className="min-w-0 break-words">
                      {it.name}
                      {it.variant ? <span className="text-muted"> · {it.variant}</span> : null}
                      <span className="block text-xs text-muted">
                        {it.sku} · {t`Quantity ${it.quantity}`}
                      </span>
                    </span>
                    <Amount value={it.price * it.quantity} currency={o.currency} />
                  </li>
                ))}
              </ul>
              <DescriptionList
                items={[
                  { term: t`Subtotal`, details: <Amount value={o.subtotal} currency={o.currency} /> },
                  { term: t`Shipping`, details: <Amount value={o.shipping_fee} currency={o.currency} /> },
                  { term: t`Discount`, details: <Amount value={o.discount} currency={o.currency} /> },
                  { term: t`Total`, details: <Amount value={o.amount} currency={o.currency} /> },
                ]}
                columns={2}
              />
            </DetailSection>
            <DetailSection title={t`Buyer and shipping`}>
              <DescriptionList
                columns={2}
                items={[
                  { term: t`Buyer`, details: o.buyer.name },
                  { term: t`E-mail`, details: o.buyer.email ?? "" },
                  { term: t`Phone`, details: o.buyer.phone ?? "" },
                  { term: t`Store`, details: `${o.store_name} · ${channelName(o.channel)}` },
                  {
                    term: t`Ship to`,
                    details: `${o.shipping.recipient}, ${o.shipping.address}, ${o.shipping.city}, ${o.shipping.province} ${o.shipping.postal_code}`,
                  },
                  { term: t`Notes`, details: o.notes ?? "" },
                ]}
              />
            </DetailSection>
            <DetailSection title={t`Logistics`}>
              <DescriptionList
                columns={2}
                items={[
                  { term: t`Courier`, details: `${courierName(o.logistics.courier)} ${o.logistics.service}` },
                  { term: t`Tracking number`, details: o.logistics.tracking_number ?? "" },
                  {
                    term: t`Shipped`,
                    details: o.logistics.shipped_at ? <DateText value={o.logistics.shipped_at} withTime /> : "",
                  },
                  {
                    term: t`Delivered`,
                    details: o.logistics.delivered_at ? <DateText value={o.logistics.delivered_at} withTime /> : "",
                  },
                ]}
              />
            </DetailSection>
            <DetailSection title={t`Payment`}>
              <DescriptionList
                columns={2}
                items={[
                  { term: t`Method`, details: methodName(o.payment.method) },
                  { term: t`Payment status`, details: <StatusPill family="accept" status={o.payment.status} /> },
                  { term: t`Payment reference`, details: o.payment.reference },
                  { term: t`Paid`, details: o.payment.paid_at ? <DateText value={o.payment.paid_at} withTime /> : "" },
                  ...(o.cancellation_reason ? [{ term: t`Cancellation reason`, details: o.cancellation_reason }] : []),
                ]}
              />
            </DetailSection>
          </div>
        ) : null}
      </DetailPage>
    </>
  );
}
