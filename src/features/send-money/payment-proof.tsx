/**
 * Payment proof (spec 002 §2.11, §3 "Payment proof"): a receipt for a completed bank transfer,
 * always IDR by Bank Transfer, with a print layout and a real PDF download (pdf-lib, loaded only
 * when the user downloads).
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { DetailSection } from "../../components/ui/detail-page.tsx";
import { DescriptionList } from "../../components/ui/display.tsx";
import { SkeletonText } from "../../components/ui/layout.tsx";
import { ErrorState } from "../../components/ui/states.tsx";
import {
  PAYMENT_PROOF_LINES,
  type PaymentProofLine,
  paymentProofValues,
} from "../../domain/send-money/payment-proof.ts";
import { useDescribeError, useSession } from "../../lib/session/hooks.ts";
import { paymentProofQueryOptions } from "./api.ts";

export function useProofLabels(): Record<PaymentProofLine, string> {
  const { t } = useLingui();
  return {
    external_id: t`External ID`,
    created: t`Transfer time`,
    amount: t`Amount`,
    currency: t`Currency`,
    method: t`Method`,
    description: t`Description`,
    source_bank_name: t`Source bank`,
    source_account_number: t`Source account number`,
    bank_reference_number: t`Bank reference number`,
    beneficiary_account_name: t`Beneficiary name`,
    beneficiary_bank_name: t`Beneficiary bank`,
    beneficiary_bank_account_number: t`Beneficiary account number`,
  };
}

/** The print layout: only the receipt is printed, at the top of the page. */
const PRINT_CSS =
  "@media print { body * { visibility: hidden; } [data-print-area], [data-print-area] * { visibility: visible; } [data-print-area] { position: absolute; left: 0; top: 0; width: 100%; padding: 2rem; } }";

function download(bytes: Uint8Array, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: "application/pdf" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export function PaymentProofSection({ id }: { id: string }) {
  const { t } = useLingui();
  const session = useSession();
  const explain = useDescribeError();
  const query = useQuery(paymentProofQueryOptions(session, id));
  const labels = useProofLabels();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const proof = query.data;
  return (
    <DetailSection
      title={t`Payment proof`}
      actions={
        proof ? (
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button variant="secondary" icon="download" onPress={() => window.print()}>
              {t`Print`}
            </Button>
            <Button
              icon="download"
              isPending={busy}
              onPress={async () => {
                setBusy(true);
                setFailure(null);
                try {
                  const { paymentProofPdf } = await import("./proof-pdf.ts");
                  const bytes = await paymentProofPdf(proof, { title: t`Payment proof`, lines: labels });
                  download(bytes, `payment-proof-${proof.external_id}.pdf`);
                } catch {
                  setFailure(t`The PDF could not be made. Try again.`);
                } finally {
                  setBusy(false);
                }
              }}
            >
              {t`Download PDF`}
            </Button>
          </div>
        ) : null
      }
    >
      {query.isPending ? <SkeletonText lines={6} /> : null}
      {query.isError ? <ErrorState message={explain(query.error)} onRetry={() => void query.refetch()} /> : null}
      {proof ? (
        <article aria-label={t`Payment proof`} className="flex flex-col gap-4" data-print-area="">
          <style>{PRINT_CSS}</style>
          <header className="flex flex-col gap-1">
            <p className="text-sm text-muted">{proof.formal_processor_holder_name}</p>
            <p className="font-semibold">{proof.business_name}</p>
            <p className="text-sm text-muted">
              {proof.business_email} · {proof.business_address}
            </p>
          </header>
          <DescriptionList
            items={PAYMENT_PROOF_LINES.map((line) => ({
              id: line,
              term: labels[line],
              details: paymentProofValues(proof)[line],
            }))}
          />
          {proof.entity_campaign_link ? <p className="text-sm text-muted">{proof.entity_campaign_link}</p> : null}
          <p className="text-xs text-muted">{proof.footer}</p>
          {failure ? (
            <p role="alert" className="text-sm text-danger">
              {failure}
            </p>
          ) : null}
        </article>
      ) : null}
    </DetailSection>
  );
}
