/**
 * The cash page (issue 10; the old balance view, the sister brand's landing page): the cash
 * balance and its movements. A module of its own so the page loads no other balances screen
 * (issue 19).
 */
import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "../../components/ui/layout.tsx";
import { PlainLinkButton } from "../../components/ui/plain-controls.tsx";
import { useListState } from "../../lib/lists/use-list.ts";
import { cashList, cashQueries } from "./api.ts";
import { useBalanceCurrency } from "./balance-currency.ts";
import { BalanceSummary } from "./balance-summary.tsx";
import { MaskAmountsSwitch } from "./mask-amounts-switch.tsx";
import { MovementList } from "./movement-list.tsx";

export function CashScreen({ balanceView }: { balanceView: "OLD" | "NEW" }) {
  const { t } = useLingui();
  const state = useListState(cashList, cashQueries);
  const [currency, setCurrency] = useBalanceCurrency();
  return (
    <>
      <PageHeader
        title={t`Cash`}
        description={t`Your cash balance and the movements in and out of it.`}
        actions={<MaskAmountsSwitch />}
      />
      <div className="mb-6 flex flex-col gap-3">
        <BalanceSummary currency={currency} onCurrencyChange={setCurrency} accountType="CASH" />
        {balanceView === "NEW" ? (
          <p className="text-sm text-muted">
            {t`You are using the new balance view.`}{" "}
            <PlainLinkButton href="/balance" variant="ghost" size="sm">
              {t`Open the balance`}
            </PlainLinkButton>
          </p>
        ) : null}
      </div>
      <MovementList
        kind="cash"
        listKey="cash"
        label={t`Cash transactions`}
        kit={cashList}
        state={state}
        detailPath={(id) => `/cash/${encodeURIComponent(id)}`}
        empty={{
          title: t`No cash movements yet.`,
          description: t`Settled payments, top-ups and withdrawals show here.`,
        }}
      />
    </>
  );
}
