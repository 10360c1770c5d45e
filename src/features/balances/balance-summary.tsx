/**
 * The balance in one currency (spec 000 §3 balance switcher: IDR by default, PHP in the
 * Philippines; the list IDR, PHP, USD): available, pending and total, per account type, with the
 * top-up instructions. Every figure follows the mask-amounts switch.
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Amount, Card } from "../../components/ui/display.tsx";
import { LoadingRegion, Skeleton } from "../../components/ui/layout.tsx";
import { DeferredSelect } from "../../components/ui/light-controls.tsx";
import { ErrorState } from "../../components/ui/states.tsx";
import { BALANCE_CURRENCIES } from "../../domain/balances/balances.ts";
import type { Currency } from "../../domain/format/money.ts";
import { useSession } from "../../lib/session/hooks.ts";
import { balanceSummaryQueryOptions } from "./api.ts";
import { useMovementLabels } from "./labels.ts";
import { BalanceStatusPill } from "./status-pill.tsx";
import { TopUpDialog } from "./top-up-dialog.tsx";

export function CurrencySwitcher({
  currency,
  onChange,
}: {
  currency: Currency;
  onChange: (currency: Currency) => void;
}) {
  const { t } = useLingui();
  return (
    <DeferredSelect
      label={t`Currency`}
      className="w-40"
      options={BALANCE_CURRENCIES.map((c) => ({ id: c, label: c }))}
      selectedKey={currency}
      onSelectionChange={(key) => key && onChange(key as Currency)}
    />
  );
}

function Figure({
  label,
  value,
  currency,
  strong,
}: {
  label: string;
  value: number;
  currency: string;
  strong?: boolean;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className={strong ? "text-2xl font-semibold text-text" : "text-lg text-text"}>
        <Amount value={value} currency={currency} />
      </dd>
    </div>
  );
}

/**
 * The balance card. `accountType` narrows it to one account (the old view's cash balance);
 * otherwise every account of the currency is listed.
 */
export function BalanceSummary({
  currency,
  onCurrencyChange,
  accountType,
}: {
  currency: Currency;
  onCurrencyChange?: (currency: Currency) => void;
  accountType?: "CASH" | "HOLDING" | "TAX";
}) {
  const { t } = useLingui();
  const session = useSession();
  const labels = useMovementLabels();
  const query = useQuery(balanceSummaryQueryOptions(session, currency));
  const title = accountType ? t`Cash balance` : t`Balance`;
  return (
    <Card>
      <section aria-labelledby="balance-summary-title" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="balance-summary-title" className="text-lg font-semibold text-text">
            {title}
          </h2>
          <div className="flex flex-wrap items-end gap-2">
            {onCurrencyChange ? <CurrencySwitcher currency={currency} onChange={onCurrencyChange} /> : null}
            <TopUpDialog currency={currency} />
          </div>
        </div>
        {query.isPending ? (
          <LoadingRegion isLoading label={t`Loading the balance`}>
            <span className="flex flex-col gap-2">
              <Skeleton width="12rem" height="2rem" />
              <Skeleton width="18rem" />
            </span>
          </LoadingRegion>
        ) : query.isError ? (
          <ErrorState
            message={t`The balance could not be loaded.`}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
          />
        ) : (
          (() => {
            const data = query.data;
            const accounts = accountType ? data.accounts.filter((a) => a.account_type === accountType) : data.accounts;
            if (accounts.length === 0)
              return (
                <p className="text-sm text-muted">
                  {t`This business holds no ${currency} balance yet. Top up to open one.`}
                </p>
              );
            const sum = (pick: (a: (typeof accounts)[number]) => number) => accounts.reduce((n, a) => n + pick(a), 0);
            return (
              <>
                <dl className="grid gap-4 sm:grid-cols-3">
                  <Figure label={t`Available`} value={sum((a) => a.available)} currency={data.currency} strong />
                  <Figure label={t`Pending settlement`} value={sum((a) => a.pending)} currency={data.currency} />
                  <Figure label={t`Total`} value={sum((a) => a.total)} currency={data.currency} />
                </dl>
                {accountType ? null : (
                  <table className="w-full text-left text-sm">
                    <caption className="sr-only">{t`Balance per account`}</caption>
                    <thead>
                      <tr className="border-b border-border text-muted">
                        <th scope="col" className="py-2 pr-3 font-medium">{t`Account`}</th>
                        <th scope="col" className="py-2 pr-3 font-medium">{t`Status`}</th>
                        <th scope="col" className="py-2 pr-3 text-right font-medium">{t`Available`}</th>
                        <th scope="col" className="hidden py-2 text-right font-medium sm:table-cell">{t`Pending`}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {accounts.map((a) => (
                        <tr key={a.id} className="border-b border-border">
                          <th scope="row" className="py-2 pr-3 font-normal text-text">
                            {labels.accountType[a.account_type]}
                          </th>
                          <td className="py-2 pr-3">
                            <BalanceStatusPill family="account" status={a.status} />
                          </td>
                          <td className="py-2 pr-3 text-right">
                            <Amount value={a.available} currency={data.currency} />
                          </td>
                          <td className="hidden py-2 text-right sm:table-cell">
                            <Amount value={a.pending} currency={data.currency} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </>
            );
          })()
        )}
      </section>
    </Card>
  );
}
