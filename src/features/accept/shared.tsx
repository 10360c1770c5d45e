/**
 * Pieces every accept-payments screen shares: the kit's list and detail pages, labels of
 * payment methods, and the mapping of the gateway's field errors onto a form's fields.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Button, LinkButton } from "../../components/ui/button.tsx";
import { Amount, DateText } from "../../components/ui/display.tsx";
import { ResourceDetailPage, type ResourceDetailPageProps } from "../../components/ui/resource-detail-page.tsx";
import type { ResourceColumn } from "../../components/ui/resource-list.tsx";
import { ResourceListPage, type ResourceListPageProps } from "../../components/ui/resource-pages.tsx";
import { StatusPill } from "../../components/ui/status-pill.tsx";
import type { CheckoutMethod } from "../../contract/accept.ts";
import { retailOutletsLabel } from "../../domain/accept/labels.ts";

export const METHOD_LABELS: Record<CheckoutMethod, MessageDescriptor> = {
  VIRTUAL_ACCOUNT: msg`Virtual account`,
  EWALLET: msg`E-wallet`,
  RETAIL_OUTLET: msg`Retail outlet`,
  CREDIT_CARD: msg`Card`,
  QR_CODE: msg`QR code`,
};

const CHANNEL_NAMES: Record<string, string> = {
  SHOPEEPAY: "ShopeePay",
  LINKAJA: "LinkAja",
  GCASH: "GCash",
  GRABPAY: "GrabPay",
  PAYMAYA: "Maya",
  SEVEN_ELEVEN: "7-Eleven",
  CEBUANA: "Cebuana Lhuillier",
  ALFAMART: "Alfamart",
  INDOMARET: "Indomaret",
  UNIONBANK: "UnionBank",
};

/** A payment method, bank, e-wallet or outlet as a merchant reads it. */
export function useChannelLabel(): (code: string | null | undefined) => string {
  const { i18n } = useLingui();
  return (code) => {
    if (!code) return "–";
    const method = METHOD_LABELS[code as CheckoutMethod];
    if (method) return i18n._(method);
    return CHANNEL_NAMES[code] ?? code;
  };
}

/** "Retail outlets", or "Over-the-counter" for a Philippine business (spec 000 §6, spec 002 §2.1). */
export function useRetailOutletsTitle(country: string): string {
  const { t } = useLingui();
  return retailOutletsLabel(country) === "OVER_THE_COUNTER" ? t`Over-the-counter` : t`Retail outlets`;
}

export type Column<T> = ResourceColumn<T>;

export function useCommonColumns<
  T extends { status: string; amount: number | null; currency: string | null; created: string },
>() {
  const { t } = useLingui();
  return {
    status: { id: "status", header: t`Status`, cell: (r: T) => <StatusPill family="accept" status={r.status} /> },
    amount: {
      id: "amount",
      header: t`Amount`,
      align: "end" as const,
      sortField: "amount",
      cell: (r: T) => (r.amount === null ? "–" : <Amount value={r.amount} currency={r.currency ?? undefined} />),
    },
    created: {
      id: "created",
      header: t`Created`,
      sortField: "created",
      cell: (r: T) => <DateText value={r.created} withTime />,
    },
  } satisfies Record<string, Column<T>>;
}

/** A list page of this area: the kit's list page (filters in the URL, export, saved views, states). */
export function AcceptList<T extends { id: string }>(props: ResourceListPageProps<T>) {
  return <ResourceListPage<T> {...props} />;
}

/** A detail page of this area: the kit's detail page with the accept status family. */
export function AcceptDetail<D extends { status: string }>(props: Omit<ResourceDetailPageProps<D>, "family">) {
  return <ResourceDetailPage<D> {...props} family="accept" />;
}

/** A link the merchant hands to payers: shown, copied to the clipboard, or shared (system share sheet or e-mail). */
export function ShareLink({ url, title }: { url: string; title: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState<"copied" | "failed" | null>(null);
  const canShare = typeof navigator !== "undefined" && typeof navigator.share === "function";
  return (
    <div className="flex flex-col gap-2">
      <code className="break-all rounded-brand border border-border bg-background px-2 py-1 text-sm" data-share-url="">
        {url}
      </code>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          icon={copied === "copied" ? "check" : "copy"}
          onPress={async () => {
            try {
              await navigator.clipboard.writeText(url);
              setCopied("copied");
            } catch {
              setCopied("failed");
            }
          }}
        >
          {t`Copy link`}
        </Button>
        {canShare ? (
          <Button variant="secondary" onPress={() => void navigator.share({ title, url }).catch(() => undefined)}>
            {t`Share`}
          </Button>
        ) : (
          <LinkButton
            variant="secondary"
            href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`}
          >
            {t`Share by e-mail`}
          </LinkButton>
        )}
      </div>
      <p aria-live="polite" className="text-sm text-muted">
        {copied === "copied"
          ? t`Link copied.`
          : copied === "failed"
            ? t`Copying failed: select the link and copy it.`
            : ""}
      </p>
    </div>
  );
}
