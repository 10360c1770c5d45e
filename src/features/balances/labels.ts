/** What the balances screens call movement types, channels, account types and counterparties (en + id). */
import { useLingui } from "@lingui/react/macro";
import type {
  ACCOUNT_TYPES,
  COUNTERPARTY_KINDS,
  TRANSACTION_CHANNELS,
  TransactionType,
} from "../../contract/balances.ts";

export function useMovementLabels() {
  const { t } = useLingui();
  const type: Record<TransactionType, string> = {
    PAYMENT: t`Payment`,
    DISBURSEMENT: t`Disbursement`,
    REFUND: t`Refund`,
    FEE: t`Fee`,
    TOPUP: t`Top-up`,
    TRANSFER: t`Transfer`,
    WITHDRAWAL: t`Withdrawal`,
  };
  const channel: Record<(typeof TRANSACTION_CHANNELS)[number], string> = {
    VIRTUAL_ACCOUNT: t`Virtual account`,
    EWALLET: t`E-wallet`,
    RETAIL_OUTLET: t`Retail outlet`,
    QR_CODE: t`QR code`,
    CREDIT_CARD: t`Card`,
    DISBURSEMENT: t`Disbursement`,
    INVOICE: t`Invoice`,
  };
  const accountType: Record<(typeof ACCOUNT_TYPES)[number], string> = {
    CASH: t`Cash`,
    HOLDING: t`Holding`,
    TAX: t`Tax`,
  };
  const counterparty: Record<(typeof COUNTERPARTY_KINDS)[number], string> = {
    BANK_ACCOUNT: t`Bank account`,
    EWALLET: t`E-wallet`,
    CARD: t`Card`,
    RETAIL_OUTLET: t`Retail outlet`,
    QR: t`QR code`,
    INTERNAL: t`Internal`,
  };
  const direction = { CREDIT: t`Money in`, DEBIT: t`Money out` } as const;
  return { type, channel, accountType, counterparty, direction };
}
