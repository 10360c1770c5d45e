/** A receipt as the customer gets it: the business's settings (name, TIN, address, logo, footer), items and totals. */
import { useLingui } from "@lingui/react/macro";
import { Amount, DateText } from "../../components/ui/display.tsx";
import type { ReceiptSettings } from "../../contract/ereceipts.ts";
import type { TaxType } from "../../domain/ereceipts/rules.ts";

export type PaperReceipt = {
  receipt_number: string;
  created: string;
  customer: { name: string; email: string; tin: string | null };
  items: { description: string; quantity: number; unit_price: number; amount: number }[];
  tax_type: TaxType;
  subtotal: number;
  tax: number;
  total: number;
  voided?: boolean;
};

export function useTaxLabels(): Record<TaxType, string> {
  const { t } = useLingui();
  return { VAT_12: t`VAT 12%`, ZERO_RATED: t`Zero-rated`, EXEMPT: t`VAT-exempt` };
}

export function ReceiptPaper({ settings, receipt }: { settings: ReceiptSettings; receipt: PaperReceipt }) {
  const { t } = useLingui();
  return (
    <article
      aria-label={t`Receipt ${receipt.receipt_number}`}
      className="mx-auto flex w-full max-w-md flex-col gap-3 rounded-brand border border-border bg-surface p-4 text-sm"
    >
      <header className="flex flex-col items-center gap-1 text-center">
        {settings.logo_url ? <img src={settings.logo_url} alt="" className="h-12 max-w-full object-contain" /> : null}
        <p className="text-base font-semibold">{settings.business_name}</p>
        <p>{settings.address}</p>
        <p>{t`TIN ${settings.tin}`}</p>
        <p className="font-semibold">{receipt.voided ? t`VOIDED — Official receipt` : t`Official receipt`}</p>
        <p className="tabular-nums">{receipt.receipt_number}</p>
        <DateText value={receipt.created} withTime />
      </header>
      <div>
        <p>{t`Billed to: ${receipt.customer.name}`}</p>
        <p className="break-all">{receipt.customer.email}</p>
        {receipt.customer.tin ? <p>{t`TIN ${receipt.customer.tin}`}</p> : null}
      </div>
      <ul className="flex flex-col gap-1 border-y border-border py-2">
        {receipt.items.map((item) => (
          <li key={`${item.description}-${item.quantity}-${item.unit_price}`} className="flex justify-between gap-2">
            <span>
              {item.quantity} × {item.description}
            </span>
            <Amount value={item.amount} currency="PHP" unmasked />
          </li>
        ))}
      </ul>
      <ReceiptTotals taxType={receipt.tax_type} totals={receipt} />
      {settings.footer ? <p className="text-center text-muted">{settings.footer}</p> : null}
    </article>
  );
}

/** Subtotal, tax (named by its treatment) and total of a receipt. */
export function ReceiptTotals({
  taxType,
  totals,
  className = "",
}: {
  taxType: TaxType;
  totals: { subtotal: number; tax: number; total: number };
  className?: string;
}) {
  const { t } = useLingui();
  const taxLabels = useTaxLabels();
  return (
    <dl className={`grid grid-cols-[1fr_auto] gap-x-2 gap-y-1 ${className}`}>
      <dt>{t`Subtotal`}</dt>
      <dd className="text-right">
        <Amount value={totals.subtotal} currency="PHP" unmasked />
      </dd>
      <dt>{taxLabels[taxType]}</dt>
      <dd className="text-right">
        <Amount value={totals.tax} currency="PHP" unmasked />
      </dd>
      <dt className="font-semibold">{t`Total`}</dt>
      <dd className="text-right font-semibold">
        <Amount value={totals.total} currency="PHP" unmasked />
      </dd>
    </dl>
  );
}
