/**
 * Virtual accounts (spec 001 §4 "Bank-block VA … status", §9 excluded banks): the bank blocks of
 * invoice VA and fixed VA, each active when it has a start or an end; pending-review, rejected
 * and test-mode views from the BCA VA application and the environment.
 */
import { brand } from "virtual:brand";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useRouteContext } from "@tanstack/react-router";
import { Banner } from "../../components/ui/banner.tsx";
import { Card, DateText } from "../../components/ui/display.tsx";
import { Skeleton } from "../../components/ui/layout.tsx";
import { ErrorState } from "../../components/ui/states.tsx";
import { StatusPill } from "../../components/ui/status-pill.tsx";
import { HashTabs } from "../../components/ui/tabs.tsx";
import type { PaymentMethod } from "../../contract/activation.ts";
import { vaBankBlocks, vaBlockActive } from "../../domain/payment-methods/rules.ts";
import { useSession } from "../../lib/session/hooks.ts";
import { vaRangesQueryOptions } from "./api.ts";

type Range = {
  bank_code: string;
  bank_name: string;
  account_block_start: string | null;
  account_block_end: string | null;
};

function Blocks({ ranges, label }: { ranges: Range[]; label: string }) {
  const { t } = useLingui();
  const shown = vaBankBlocks(ranges, brand.entity);
  if (shown.length === 0) return <p className="text-sm text-muted">{t`No banks yet.`}</p>;
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-2 sm:grid-cols-2">
      {shown.map((range) => {
        const active = vaBlockActive(range);
        return (
          <li key={range.bank_code} className="flex flex-col gap-1 rounded-brand border border-border p-3">
            <span className="flex items-center justify-between gap-2">
              <span className="font-medium">{range.bank_name}</span>
              <StatusPill family="product" status={active ? "ENABLED" : "DISABLED"} />
            </span>
            <span className="text-sm text-muted tabular-nums">
              {active
                ? t`Numbers ${range.account_block_start ?? "…"} to ${range.account_block_end ?? "…"}`
                : t`No number block assigned yet`}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export function VirtualAccountsSection({ bcaVa }: { bcaVa: PaymentMethod | undefined }) {
  const { t } = useLingui();
  const session = useSession();
  const { business, environment } = useRouteContext({ from: "/_app" });
  const ranges = useQuery(vaRangesQueryOptions(session, business.id, environment.environment));
  return (
    <Card title={t`Virtual account banks`}>
      <div className="flex flex-col gap-3">
        {environment.environment === "DEVELOPMENT" ? (
          <Banner tone="info">{t`Test mode: virtual account payments are simulated and move no money.`}</Banner>
        ) : null}
        {bcaVa?.status === "PENDING" ? (
          <Banner tone="warning" title={t`BCA virtual accounts are in review`}>
            {bcaVa.estimated_live_date ? (
              <>
                {t`Estimated live date`}: <DateText value={bcaVa.estimated_live_date} />
              </>
            ) : null}
          </Banner>
        ) : null}
        {bcaVa?.status === "REJECTED" ? (
          <Banner tone="danger" title={t`BCA virtual accounts were not approved`}>
            {bcaVa.rejected_at ? (
              <>
                {t`Rejected on`}: <DateText value={bcaVa.rejected_at} />
              </>
            ) : null}
          </Banner>
        ) : null}
        {ranges.isError ? (
          <ErrorState message={t`The bank blocks could not be loaded.`} onRetry={() => void ranges.refetch()} />
        ) : !ranges.data ? (
          <Skeleton className="h-24" />
        ) : (
          <HashTabs
            syncHash={false}
            aria-label={t`Virtual account kinds`}
            tabs={[
              {
                id: "invoice-va",
                label: t`Invoice VA`,
                content: <Blocks ranges={ranges.data.invoice} label={t`Invoice VA banks`} />,
              },
              {
                id: "fixed-va",
                label: t`Fixed VA`,
                content: <Blocks ranges={ranges.data.fixed} label={t`Fixed VA banks`} />,
              },
            ]}
          />
        )}
      </div>
    </Card>
  );
}
