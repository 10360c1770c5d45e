/**
 * Resolution centre (spec 000 §2, spec 002 §2.2): disputes raised by payers, with their status,
 * the conversation and a reply form. One page: the list, and the selected dispute (`?dispute=`)
 * below it.
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Banner } from "../../components/ui/banner.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Amount, Card, DateText, DescriptionList } from "../../components/ui/display.tsx";
import { EmptyState, ErrorState } from "../../components/ui/states.tsx";
import { StatusPill } from "../../components/ui/status-pill.tsx";
import { TextAreaField } from "../../components/ui/textarea-field.tsx";
import type { Dispute } from "../../contract/accept.ts";
import { useSession } from "../../lib/session/hooks.ts";
import { disputes, useAcceptWrite, useCanWrite } from "./api.ts";
import { useSubmit } from "./form.tsx";
import { AcceptList, type Column, useChannelLabel, useCommonColumns } from "./shared.tsx";

export function ResolutionCenterScreen({ selected }: { selected?: string | undefined }) {
  const { t } = useLingui();
  const common = useCommonColumns<Dispute>();
  const reasons = useReasons();
  const columns: Column<Dispute>[] = [
    { id: "reference", header: t`Dispute`, cell: (d) => d.reference },
    common.status,
    { id: "reason", header: t`Reason`, cell: (d) => reasons[d.reason] },
    { id: "payer", header: t`Payer`, cell: (d) => d.payer.name ?? d.payer.email ?? "–", hideOnCard: true },
    common.amount,
    { id: "respond", header: t`Respond by`, cell: (d) => <DateText value={d.respond_by} /> },
  ];
  return (
    <div className="flex flex-col gap-4">
      {selected ? <DisputePanel id={selected} /> : null}
      <AcceptList<Dispute>
        kind="disputes"
        title={t`Resolution centre`}
        description={t`Disputes your payers raised about their payments. Reply before the deadline.`}
        kit={disputes.kit}
        queries={disputes.queries}
        columns={columns}
        detailPath={(d) => `/resolution-center?dispute=${encodeURIComponent(d.id)}`}
        rowLinkLabel={(d) => t`Dispute ${d.reference}`}
        empty={{ title: t`No disputes.`, description: t`When a payer disputes a payment, it shows here.` }}
      />
    </div>
  );
}

function useReasons(): Record<Dispute["reason"], string> {
  const { t } = useLingui();
  return {
    NOT_RECEIVED: t`Payment not received`,
    DUPLICATE: t`Charged twice`,
    WRONG_AMOUNT: t`Wrong amount`,
    FRAUD: t`Not recognised`,
    OTHER: t`Other`,
  };
}

function DisputePanel({ id }: { id: string }) {
  const { t } = useLingui();
  const session = useSession();
  const label = useChannelLabel();
  const reasons = useReasons();
  const query = useQuery(disputes.queries.detail(session, id));
  const d = query.data;
  if (query.isError)
    return (
      <Card>
        <ErrorState message={t`This dispute could not be loaded.`} onRetry={() => void query.refetch()} />
      </Card>
    );
  if (!d)
    return (
      <Card>
        <p className="text-muted">{t`Loading…`}</p>
      </Card>
    );
  const authors: Record<Dispute["messages"][number]["author"], string> = {
    PAYER: t`Payer`,
    MERCHANT: t`You`,
    PROVIDER: t`Support`,
  };
  return (
    <Card
      title={
        <span className="flex flex-wrap items-center gap-2">
          {t`Dispute ${d.reference}`} <StatusPill family="accept" status={d.status} />
        </span>
      }
    >
      <div className="flex flex-col gap-4">
        <DescriptionList
          items={[
            { term: t`Reason`, details: reasons[d.reason] },
            { term: t`Amount`, details: <Amount value={d.amount} currency={d.currency ?? undefined} /> },
            { term: t`Payment`, details: `${d.payment_reference} · ${label(d.channel)}` },
            { term: t`Payer`, details: [d.payer.name, d.payer.email].filter(Boolean).join(" · ") },
            { term: t`Respond by`, details: <DateText value={d.respond_by} withTime /> },
          ]}
        />
        <ol className="flex flex-col gap-2" aria-label={t`Conversation`}>
          {d.messages.map((m) => (
            <li
              key={m.id}
              className={`rounded-brand border border-border p-3 ${m.author === "MERCHANT" ? "sm:ml-12" : "sm:mr-12"}`}
            >
              <p className="text-sm text-muted">
                {authors[m.author]} · <DateText value={m.created} withTime />
              </p>
              <p className="whitespace-pre-wrap">{m.body}</p>
            </li>
          ))}
        </ol>
        {d.status === "RESOLVED" || d.status === "CLOSED" ? (
          <p className="text-muted">{t`This dispute is closed.`}</p>
        ) : (
          <ReplyForm id={d.id} />
        )}
      </div>
    </Card>
  );
}

function ReplyForm({ id }: { id: string }) {
  const { t } = useLingui();
  const canReply = useCanWrite("disputes.reply");
  const reply = useAcceptWrite("disputes.reply", { id });
  const [message, setMessage] = useState("");
  const [sent, setSent] = useState(false);
  const [draft, setDraft] = useState(0);
  const { errors, failure, pending, submit } = useSubmit({
    validate: (): Record<string, string> => (message.trim() ? {} : { message: t`Write a reply first.` }),
    send: () => reply.mutateAsync({ message: message.trim() }),
    onDone: () => {
      setMessage("");
      setDraft((k) => k + 1);
      setSent(true);
    },
  });
  if (!canReply) return <EmptyState title={t`You can read disputes but not reply to them.`} />;
  return (
    <form noValidate onSubmit={(e: FormEvent) => void submit(e)} className="flex flex-col gap-2">
      <TextAreaField
        key={draft}
        label={t`Your reply`}
        defaultValue={message}
        onChange={(v) => {
          setMessage(v);
          setSent(false);
        }}
        maxLength={1000}
        errorMessage={errors.message}
      />
      {failure ? (
        <Banner tone="danger" title={t`Not sent`}>
          {failure}
        </Banner>
      ) : null}
      <p aria-live="polite" className="text-sm text-success">
        {sent ? t`Reply sent.` : ""}
      </p>
      <div>
        <Button type="submit" isPending={pending}>
          {t`Send reply`}
        </Button>
      </div>
    </form>
  );
}
