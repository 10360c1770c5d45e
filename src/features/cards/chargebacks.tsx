/**
 * Chargebacks (spec 002 §2.2, §2.8, §4; issue 12): the list in every status and the detail; an
 * OPEN chargeback shows its deadline and takes a merchant response with evidence files (JPEG,
 * PNG or PDF, 8 MB each, upload progress). A failed answer keeps what was typed.
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { DetailPage, DetailSection } from "../../components/ui/detail-page.tsx";
import { Amount, DateText, DescriptionList } from "../../components/ui/display.tsx";
import { FileUpload } from "../../components/ui/file-upload.tsx";
import { PageHeader } from "../../components/ui/layout.tsx";
import { Timeline } from "../../components/ui/progress.tsx";
import { TextAreaField } from "../../components/ui/textarea-field.tsx";
import { toast } from "../../components/ui/toast.tsx";
import type { Chargeback } from "../../contract/cards.ts";
import { canRespondToChargeback, daysUntil } from "../../domain/cards/card-rules.ts";
import { useBackHref } from "../../lib/lists/index.ts";
import { useDescribeError, useSession } from "../../lib/session/hooks.ts";
import { chargebacks } from "./api.ts";
import { type EvidenceFile, uploadEvidence, useCanWrite, useCardWrite, useGatewayUrl } from "./calls.ts";
import { toTimelineEntries } from "./details.tsx";
import { CardList, CardNumber, CardsNav, useCommonColumns } from "./lists.tsx";

const LIST = "/credit_cards/chargebacks";

export function ChargebacksScreen() {
  const { t } = useLingui();
  const c = useCommonColumns();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t`Chargebacks`} />
      <CardsNav />
      <CardList
        resource={chargebacks}
        label={t`Chargebacks`}
        family="chargeback"
        detailPath={(r) => `${LIST}/${r.id}`}
        columns={[c.reference, c.card, c.status, c.amount, c.created]}
      />
    </div>
  );
}

export function ChargebackDetailScreen({ id }: { id: string }) {
  const { t } = useLingui();
  const session = useSession();
  const query = useQuery(chargebacks.queries.detail(session, id));
  const back = useBackHref(LIST);
  const cb = query.data as Chargeback | undefined;
  const canRespond = useCanWrite("chargebackResponse");
  return (
    <DetailPage
      list={{ label: t`Chargebacks`, href: back }}
      recordId={id}
      title={cb?.reference}
      {...(cb ? { status: { family: "chargeback" as const, status: cb.status } } : {})}
      query={query}
    >
      {cb ? (
        <>
          <DetailSection title={t`Chargeback`}>
            <DescriptionList
              items={[
                { term: t`Amount`, details: <Amount value={cb.amount ?? 0} currency={cb.currency ?? undefined} /> },
                { term: t`Card`, details: <CardNumber brand={cb.card_brand} masked={cb.masked_card_number} /> },
                { term: t`Reason`, details: cb.reason_code },
                { term: t`Payment`, details: cb.charge_id ?? "" },
                { term: t`Respond by`, details: <DateText value={cb.respond_by} withTime /> },
                { term: t`Your response`, details: cb.merchant_response ?? "" },
              ]}
            />
          </DetailSection>
          {cb.evidence.length ? (
            <DetailSection title={t`Evidence`}>
              <ul className="flex flex-col gap-1 text-sm">
                {cb.evidence.map((e) => (
                  <li key={e.id}>{e.file_name}</li>
                ))}
              </ul>
            </DetailSection>
          ) : null}
          {canRespondToChargeback(cb.status) && canRespond ? <ResponseForm chargeback={cb} /> : null}
          <DetailSection title={t`Timeline`}>
            <Timeline label={t`Timeline`} entries={toTimelineEntries(cb.timeline)} />
          </DetailSection>
        </>
      ) : null}
    </DetailPage>
  );
}

function ResponseForm({ chargeback }: { chargeback: Chargeback }) {
  const { t } = useLingui();
  const session = useSession();
  const gatewayUrl = useGatewayUrl();
  const errorText = useDescribeError();
  const [response, setResponse] = useState("");
  const [files, setFiles] = useState<EvidenceFile[]>([]);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const write = useCardWrite<{ response: string; evidence_file_ids: string[] }>("chargebackResponse", {
    params: { id: chargeback.id },
    invalidate: [["card_chargebacks"]],
  });
  const days = daysUntil(chargeback.respond_by, Date.now());
  const submit = async () => {
    setFailure(undefined);
    if (!response.trim()) {
      setFieldError(t`Explain why the payment was valid.`);
      return;
    }
    try {
      await write.mutateAsync({ body: { response: response.trim(), evidence_file_ids: files.map((f) => f.id) } });
      toast.success(t`Response sent.`);
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  return (
    <DetailSection title={t`Respond to this chargeback`}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p className={`text-sm ${days <= 3 ? "text-danger" : "text-muted"}`}>
          {days >= 0 ? t`${days} day(s) left to respond.` : t`The response deadline has passed.`}
        </p>
        <TextAreaField
          label={t`Your response`}
          defaultValue={response}
          onChange={(v) => {
            setResponse(v);
            setFieldError(undefined);
          }}
          maxLength={2000}
          isRequired
          {...(fieldError ? { errorMessage: fieldError } : {})}
        />
        <FileUpload<EvidenceFile>
          label={t`Evidence`}
          description={t`JPEG, PNG or PDF, up to 8 MB each.`}
          kind="document"
          multiple
          upload={(file, onProgress, signal) =>
            uploadEvidence(session, gatewayUrl, chargeback.id, file, onProgress, signal)
          }
          onUploaded={(_, result) => setFiles((list) => [...list, result])}
          onRemove={(_, result) => setFiles((list) => list.filter((f) => f.id !== result?.id))}
        />
        {failure ? (
          <p role="alert" className="text-sm text-danger">
            {failure}
          </p>
        ) : null}
        <div>
          <Button type="submit" isPending={write.isPending}>
            {t`Send response`}
          </Button>
        </div>
      </form>
    </DetailSection>
  );
}
