/**
 * A store's sales summary (spec 002 §2.2 /store/onlinestore/sales-summary/$storeId): totals,
 * a chart of daily gross sales and orders (recharts, loaded only on this page through `lazy`),
 * the same figures as a table, and the best sellers, over the last 7, 30 or 90 days.
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Amount, Card, DescriptionList } from "../../components/ui/display.tsx";
import { PageHeader } from "../../components/ui/layout.tsx";
import { ErrorState } from "../../components/ui/states.tsx";
import { formatAmount } from "../../domain/format/money.ts";
import { useMaskAmounts } from "../../lib/mask-amounts.ts";
import { useSession } from "../../lib/session/hooks.ts";
import { channelQuery, salesSummaryQuery } from "./api.ts";
import { StoreLoading, StoreNav } from "./shared.tsx";

const SalesChart = lazy(() => import("./summary-chart.tsx"));

const PRESETS = [7, 30, 90] as const;
const DAY = 86_400_000;

/** The `days`-long range ending today (UTC days, as the gateway counts them). */
export function presetRange(days: number, today = new Date()): { from: string; to: string } {
  const to = today.toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * DAY).toISOString().slice(0, 10);
  return { from, to };
}

export function SalesSummaryScreen({ storeId, range }: { storeId: string; range: { from?: string; to?: string } }) {
  const { t } = useLingui();
  const session = useSession();
  const navigate = useNavigate();
  const [masked] = useMaskAmounts();
  const store = useQuery(channelQuery(session, storeId));
  const query = useQuery({ ...salesSummaryQuery(session, storeId, range), placeholderData: (previous) => previous });
  const s = query.data;
  const days = s ? Math.round((Date.parse(s.to) - Date.parse(s.from)) / DAY) + 1 : 30;
  const money = (v: number) => (masked ? "••••" : formatAmount(v, s?.currency ?? "IDR"));
  return (
    <>
      <StoreNav />
      <section className="flex flex-col gap-4">
        <PageHeader
          title={store.data ? t`Sales summary of ${store.data.name}` : t`Sales summary`}
          description={s ? t`From ${s.from} to ${s.to}.` : undefined}
          actions={
            <fieldset className="flex flex-wrap gap-2">
              <legend className="sr-only">{t`Period`}</legend>
              {PRESETS.map((n) => (
                <Button
                  key={n}
                  variant={days === n ? "primary" : "secondary"}
                  aria-pressed={days === n}
                  onPress={() => void navigate({ to: ".", search: presetRange(n) as never })}
                >
                  {t`Last ${n} days`}
                </Button>
              ))}
            </fieldset>
          }
        />
        {query.isError ? (
          <ErrorState onRetry={() => void query.refetch()} />
        ) : !s ? (
          <StoreLoading />
        ) : (
          <>
            <Card title={t`Totals`}>
              <DescriptionList
                columns={2}
                items={[
                  { term: t`Gross sales`, details: <Amount value={s.totals.gross_sales} currency={s.currency} /> },
                  { term: t`Orders`, details: String(s.totals.orders) },
                  {
                    term: t`Average order`,
                    details: <Amount value={s.totals.average_order_value} currency={s.currency} />,
                  },
                  {
                    term: t`Completed / cancelled`,
                    details: `${s.totals.completed_orders} / ${s.totals.cancelled_orders}`,
                  },
                ]}
              />
            </Card>
            <Card title={t`Daily sales`}>
              <Suspense fallback={<p className="text-muted">{t`Loading the chart…`}</p>}>
                <SalesChart
                  data={s.series}
                  label={t`Chart of daily gross sales and orders; the same figures are in the table below.`}
                  salesLabel={t`Gross sales`}
                  ordersLabel={t`Orders`}
                  formatAmount={money}
                />
              </Suspense>
              <details className="mt-3">
                <summary className="cursor-pointer text-sm text-primary">{t`Show the figures as a table`}</summary>
                <div className="max-h-80 overflow-auto">
                  <table className="w-full text-sm">
                    <caption className="sr-only">{t`Daily sales`}</caption>
                    <thead>
                      <tr className="text-left">
                        <th scope="col" className="p-1">{t`Day`}</th>
                        <th scope="col" className="p-1 text-right">{t`Orders`}</th>
                        <th scope="col" className="p-1 text-right">{t`Gross sales`}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {s.series.map((d) => (
                        <tr key={d.date} className="border-t border-border">
                          <td className="p-1">{d.date}</td>
                          <td className="p-1 text-right">{d.orders}</td>
                          <td className="p-1 text-right">
                            <Amount value={d.gross_sales} currency={s.currency} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </details>
            </Card>
            <Card title={t`Best sellers`}>
              {s.top_products.length === 0 ? (
                <p className="text-sm text-muted">{t`Nothing sold in this period.`}</p>
              ) : (
                <ol className="flex flex-col divide-y divide-border">
                  {s.top_products.map((p) => (
                    <li key={p.name} className="flex flex-wrap justify-between gap-2 py-2">
                      <span>
                        {p.name} <span className="text-muted">× {p.quantity}</span>
                      </span>
                      <Amount value={p.revenue} currency={s.currency} />
                    </li>
                  ))}
                </ol>
              )}
            </Card>
          </>
        )}
      </section>
    </>
  );
}
