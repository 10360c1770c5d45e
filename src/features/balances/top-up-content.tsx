/**
 * The top-up instructions (spec 002 §2.13; the dialog is top-up-dialog.tsx, which loads this
 * when it first opens, issue 19): where to transfer and the steps, by country. The Philippines
 * shows its one-bank table (spec 002 §9); Indonesia a bank picker with the business's virtual
 * account number per bank. The account numbers come from the gateway.
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useCountry } from "../../components/ui/country-context.tsx";
import { RecordId } from "../../components/ui/detail-page.tsx";
import { Amount } from "../../components/ui/display.tsx";
import { SkeletonText } from "../../components/ui/layout.tsx";
import { Select } from "../../components/ui/select.tsx";
import { ErrorState } from "../../components/ui/states.tsx";
import type { TopUpInstructions } from "../../contract/balances.ts";
import { type TopUpStep, topUpLayout, topUpSteps } from "../../domain/balances/top-up.ts";
import type { Currency } from "../../domain/format/money.ts";
import { useSession } from "../../lib/session/hooks.ts";
import { topUpQueryOptions } from "./api.ts";

type Bank = TopUpInstructions["banks"][number];

function useStepText(): Record<TopUpStep, string> {
  const { t } = useLingui();
  return {
    chooseBank: t`Choose the bank you will transfer from below.`,
    openTransfer: t`Open your bank's app or internet banking and choose a transfer to a virtual account.`,
    enterVirtualAccount: t`Enter the virtual account number shown for that bank.`,
    enterAccountNumber: t`Enter the account number shown for that bank.`,
    enterAmount: t`Enter the amount to top up (at least the minimum shown).`,
    confirmTransfer: t`Check that the account name is your business's, then confirm the transfer.`,
    loginBank: t`Log in to your bank's online banking or app.`,
    addBiller: t`Choose Pay bills or Transfer and pick the bank in the table as the recipient.`,
    enterReferenceNumber: t`Enter the reference number from the table exactly as shown.`,
    keepReceipt: t`Keep the confirmation receipt until the top-up shows in your balance.`,
    balanceUpdated: t`Your balance is updated as soon as the bank confirms the transfer, usually within minutes.`,
  };
}

function BankTable({ banks, accountName, currency }: { banks: Bank[]; accountName: string; currency: string }) {
  const { t } = useLingui();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t`Top-up bank`}</caption>
        <thead>
          <tr className="border-b border-border text-muted">
            <th scope="col" className="py-2 pr-3 font-medium">{t`Bank`}</th>
            <th scope="col" className="py-2 pr-3 font-medium">{t`Reference number`}</th>
            <th scope="col" className="py-2 font-medium">{t`Minimum`}</th>
          </tr>
        </thead>
        <tbody>
          {banks.map((bank) => (
            <tr key={bank.bank_code} className="border-b border-border align-top">
              <td className="py-2 pr-3">
                <span className="font-medium text-text">{bank.bank_name}</span>
                <span className="block text-muted">{accountName}</span>
              </td>
              <td className="py-2 pr-3">
                <RecordId id={bank.account_number} label={t`Reference number`} />
              </td>
              <td className="py-2">
                {bank.minimum_amount === null ? "–" : <Amount value={bank.minimum_amount} currency={currency} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BankPicker({ banks, accountName, currency }: { banks: Bank[]; accountName: string; currency: string }) {
  const { t } = useLingui();
  const [code, setCode] = useState(banks[0]?.bank_code ?? "");
  const bank = banks.find((b) => b.bank_code === code) ?? banks[0];
  return (
    <div className="flex flex-col gap-3">
      <Select
        label={t`Bank`}
        options={banks.map((b) => ({ id: b.bank_code, label: b.bank_name }))}
        selectedKey={code}
        onSelectionChange={(key) => key && setCode(key)}
      />
      {bank ? (
        <div className="rounded-brand border border-border p-3 text-sm">
          <RecordId id={bank.account_number} label={t`Virtual account number`} />
          <p className="mt-1 text-muted">
            {t`Account name`}: <span className="text-text">{accountName}</span>
          </p>
          {bank.minimum_amount !== null ? (
            <p className="mt-1 text-muted">
              {t`Minimum`}: <Amount value={bank.minimum_amount} currency={currency} />
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

export function TopUpContent({ currency }: { currency: Currency }) {
  const { t } = useLingui();
  const session = useSession();
  const country = useCountry();
  const steps = useStepText();
  const query = useQuery(topUpQueryOptions(session, currency));
  if (query.isPending) return <SkeletonText lines={5} />;
  if (query.isError)
    return (
      <ErrorState
        message={t`The top-up instructions could not be loaded.`}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  const data = query.data;
  const layout = topUpLayout(data.country, data.banks.length);
  return (
    <div className="flex flex-col gap-4">
      {layout === "none" ? (
        <p className="text-sm text-muted">{t`Top-ups in ${currency} are not available for this business.`}</p>
      ) : layout === "bank-table" ? (
        <BankTable banks={data.banks} accountName={data.account_name} currency={data.currency} />
      ) : (
        <BankPicker banks={data.banks} accountName={data.account_name} currency={data.currency} />
      )}
      <div>
        <h3 className="mb-2 text-sm font-semibold text-text">{t`How to top up`}</h3>
        <ol className="list-decimal space-y-1 pl-5 text-sm text-text">
          {topUpSteps(country).map((step) => (
            <li key={step}>{steps[step]}</li>
          ))}
        </ol>
      </div>
    </div>
  );
}
