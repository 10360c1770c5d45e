/**
 * Card details (spec 002 §2.2, §2.8, §3, §4; issue 12): payment, refund, authorization,
 * authentication, tokenization and settlement, each with its timeline (authentication grouped as
 * verified / pending / failed, authorization PENDING in the timeline), ECI / CVN / AVS codes with
 * an explanation, card brand, transaction source, token type and card features. Actions: refund
 * (partial or full, never more than what is left, PIN step-up), block the card, capture a token.
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { AmountField } from "../../components/ui/amount-field.tsx";
import { ConfirmAction, DetailPage, DetailSection } from "../../components/ui/detail-page.tsx";
import { Amount, DescriptionList } from "../../components/ui/display.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { usePinStepUp } from "../../components/ui/pin-step-up-dialog.tsx";
import { Timeline, type TimelineEntry } from "../../components/ui/progress.tsx";
import { StatusPill } from "../../components/ui/status-pill.tsx";
import { toast } from "../../components/ui/toast.tsx";
import type {
  CardAuthentication,
  CardAuthorization,
  CardCharge,
  CardRefund,
  CardSettlement,
  CardToken,
  TimelineEntry as WireTimelineEntry,
} from "../../contract/cards.ts";
import { CARD_FEATURES } from "../../domain/cards/card-facts.ts";
import {
  normaliseFraudValue,
  type RefundProblem,
  refundableAmount,
  refundProblem,
} from "../../domain/cards/card-rules.ts";
import type { StatusFamily } from "../../domain/format/status.ts";
import { useBackHref } from "../../lib/lists/index.ts";
import { isPinStepUpCancelled } from "../../lib/pin-step-up.ts";
import { useDescribeError, useSession } from "../../lib/session/hooks.ts";
import { authentications, authorizations, chargeRefundsQuery, charges, refunds, settlements, tokens } from "./api.ts";
import { fraudListQuery, useCanWrite, useCardWrite } from "./calls.ts";
import { FormDialog } from "./form-dialog.tsx";
import { CardNumber } from "./lists.tsx";
import { useCardErrorText, useCardLabels, useCodeTexts } from "./messages.tsx";

const LIST = "/credit_cards/payments";

export function toTimelineEntries(events: readonly WireTimelineEntry[]): TimelineEntry[] {
  return events.map((e, i) => ({
    id: e.reference_id ?? `${e.type}-${i}`,
    event: e.type,
    status: e.status,
    at: e.created,
  }));
}

function CardTimeline({ events }: { events: readonly WireTimelineEntry[] }) {
  const { t } = useLingui();
  return (
    <DetailSection title={t`Timeline`}>
      <Timeline label={t`Timeline`} entries={toTimelineEntries(events)} />
    </DetailSection>
  );
}

function FailureNote({ code }: { code: string | null }) {
  const { t } = useLingui();
  const errorText = useCardErrorText();
  if (!code) return null;
  const text = errorText(code);
  return (
    <DetailSection title={t`Why it failed`}>
      <div role="note" className="flex flex-col gap-1">
        <p className="font-semibold text-danger">{text.title}</p>
        <p className="text-sm">{text.description}</p>
        <p className="text-xs text-muted">{code}</p>
      </div>
    </DetailSection>
  );
}

function CodeChecks({ eci, cvn, avs }: { eci: string | null; cvn?: string | null; avs?: string | null }) {
  const { t } = useLingui();
  const texts = useCodeTexts();
  const code = (value: string | null | undefined, text: string) => (
    <span className="flex flex-col">
      <span className="font-mono">{value ?? "–"}</span>
      <span className="text-sm text-muted">{text}</span>
    </span>
  );
  const items = [{ term: t`ECI`, details: code(eci, texts.eci(eci)) }];
  if (cvn !== undefined) items.push({ term: t`CVN result`, details: code(cvn, texts.cvn(cvn)) });
  if (avs !== undefined) items.push({ term: t`AVS result`, details: code(avs, texts.avs(avs)) });
  return (
    <DetailSection title={t`Card checks`}>
      <DescriptionList items={items} columns={1} />
    </DetailSection>
  );
}

function Features({ features }: { features: Record<string, boolean> }) {
  const { t } = useLingui();
  const labels = useCardLabels();
  return (
    <DetailSection title={t`Card features`}>
      <DescriptionList
        items={CARD_FEATURES.map((f) => ({ id: f, term: labels.feature(f), details: features[f] ? t`Yes` : t`No` }))}
      />
    </DetailSection>
  );
}

function useDetail<T>(resource: { queries: { detail: (s: never, id: string) => unknown } }, id: string) {
  const session = useSession();
  // biome-ignore lint/suspicious/noExplicitAny: the resource's own detail options
  return useQuery((resource.queries as any).detail(session, id)) as ReturnType<typeof useQuery<T>>;
}

function Shell({
  id,
  title,
  family,
  status,
  query,
  actions,
  children,
}: {
  id: string;
  title: ReactNode;
  family: StatusFamily;
  status: string | undefined;
  query: ReturnType<typeof useQuery>;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const back = useBackHref(LIST);
  return (
    <DetailPage
      list={{ label: t`Card payments`, href: back }}
      recordId={id}
      title={title}
      {...(status ? { status: { family, status } } : {})}
      query={query}
      actions={actions}
    >
      {children}
    </DetailPage>
  );
}

export function PaymentDetailScreen({ id }: { id: string }) {
  const { t } = useLingui();
  const query = useDetail<CardCharge>(charges, id);
  const labels = useCardLabels();
  const c = query.data;
  const canRefund = useCanWrite("createRefund");
  const canBlock = useCanWrite("fraud.card-data-list.add");
  return (
    <Shell
      id={id}
      title={c?.reference}
      family="charge"
      status={c?.status}
      query={query}
      actions={
        c ? (
          <>
            {canRefund && refundableAmount(c) > 0 ? <RefundDialog charge={c} /> : null}
            {canBlock ? <CardListActions masked={c.masked_card_number} /> : null}
          </>
        ) : null
      }
    >
      {c ? (
        <>
          <DetailSection title={t`Payment`}>
            <DescriptionList
              items={[
                { term: t`Amount`, details: <Amount value={c.amount ?? 0} currency={c.currency ?? undefined} /> },
                {
                  term: t`Refunded`,
                  details: <Amount value={c.refunded_amount} currency={c.currency ?? undefined} />,
                },
                {
                  term: t`Left to refund`,
                  details: <Amount value={refundableAmount(c)} currency={c.currency ?? undefined} />,
                },
                { term: t`Card`, details: <CardNumber brand={c.card_brand} masked={c.masked_card_number} /> },
                { term: t`Transaction source`, details: labels.source(c.source) },
                { term: t`Token type`, details: labels.tokenType(c.token_type) },
                { term: t`Risk level`, details: labels.risk(c.risk_level) },
                { term: t`Description`, details: c.description ?? "" },
              ]}
            />
          </DetailSection>
          <FailureNote code={c.failure_code} />
          <CardTimeline events={c.timeline} />
          <CodeChecks eci={c.eci} cvn={c.cvn_code} avs={c.avs_code} />
          <Features features={c.features} />
          <ChargeRefunds chargeId={c.id} />
        </>
      ) : null}
    </Shell>
  );
}

function ChargeRefunds({ chargeId }: { chargeId: string }) {
  const { t } = useLingui();
  const session = useSession();
  const list = useQuery(chargeRefundsQuery(session, chargeId));
  if (!list.data?.length) return null;
  return (
    <DetailSection title={t`Refunds of this payment`}>
      <ul className="flex flex-col gap-2">
        {list.data.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center gap-3">
            <Amount value={r.amount ?? 0} currency={r.currency ?? undefined} />
            <StatusPill family="refund" status={r.status} />
            <span className="text-sm text-muted">{r.reason ?? ""}</span>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}

/**
 * Refund part or all of what is left (issue 12): the amount is checked against what is left
 * before the PIN is asked; the gateway refuses more than the rest too (its field error shows on
 * the amount); a failure keeps what was typed.
 */
function RefundDialog({ charge }: { charge: CardCharge }) {
  const { t } = useLingui();
  const errorText = useDescribeError();
  const refundable = refundableAmount(charge);
  const currency = charge.currency ?? undefined;
  const [open, setOpen] = useState(false);
  const stepUp = usePinStepUp({ prefetchWhen: open });
  const [amount, setAmount] = useState<number | null>(refundable);
  const [amountText, setAmountText] = useState(String(refundable));
  const [reason, setReason] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const write = useCardWrite<{ amount: number; reason?: string }>("createRefund", {
    params: { id: charge.id },
    invalidate: [["card_payments"], ["card_refunds"]],
  });
  const problems: Record<RefundProblem, string> = {
    required: t`Enter the amount to refund.`,
    not_positive: t`The amount must be more than 0.`,
    decimals: t`This currency takes no more decimals.`,
    exceeds_refundable: t`You can refund at most what is left of this payment.`,
  };
  const submit = async () => {
    setFailure(undefined);
    const problem = refundProblem(amount, refundable, charge.currency);
    setFieldError(problem ? problems[problem] : undefined);
    if (problem || amount === null) return;
    try {
      await stepUp.run(
        (pinToken) =>
          write.mutateAsync({ body: { amount, ...(reason.trim() ? { reason: reason.trim() } : {}) }, pinToken }),
        {
          title: t`Confirm the refund with your PIN`,
          description: (
            <>
              {t`Refund to the card ${charge.masked_card_number}:`}{" "}
              <Amount value={amount} currency={currency} unmasked />
            </>
          ),
        },
      );
      setOpen(false);
      toast.success(t`Refund requested.`);
    } catch (error) {
      if (isPinStepUpCancelled(error)) return;
      const field = (error as { details?: { field: string; message: string }[] }).details?.find(
        (d) => d.field === "amount",
      );
      if (field) setFieldError(problems.exceeds_refundable);
      else setFailure(errorText(error));
    }
  };
  return (
    <>
      <FormDialog
        trigger={{ label: t`Refund` }}
        title={t`Refund this payment`}
        open={open}
        onOpenChange={setOpen}
        submitLabel={t`Refund`}
        pending={write.isPending}
        onSubmit={() => void submit()}
        failure={failure}
      >
        <p className="text-sm">
          {t`Left to refund:`} <Amount value={refundable} currency={currency} unmasked />
        </p>
        <AmountField
          label={t`Refund amount`}
          {...(currency ? { currency } : {})}
          defaultValue={amountText}
          isRequired
          onChange={(value, text) => {
            setAmount(value);
            setAmountText(text);
            setFieldError(undefined);
          }}
          {...(fieldError ? { errorMessage: fieldError } : {})}
        />
        <TextField label={t`Reason (optional)`} value={reason} onChange={setReason} maxLength={255} />
      </FormDialog>
      {stepUp.dialog}
    </>
  );
}

/**
 * On a card (spec 002 §2.8, §5 "Fraud list actions"): block, allow and reset, each confirmed
 * first. The card's current entry on the card-number lists decides which are offered.
 */
function CardListActions({ masked }: { masked: string }) {
  const { t } = useLingui();
  const session = useSession();
  const errorText = useDescribeError();
  const normalised = normaliseFraudValue("credit_card_number", masked);
  const value = "value" in normalised ? normalised.value : null;
  const entries = useQuery({ ...fraudListQuery(session, "credit_card_number"), enabled: value !== null });
  const add = useCardWrite<{ value: string; action: "block" | "allow" }>("fraud.card-data-list.add", {
    invalidate: [["fraud"]],
  });
  const entry = (entries.data ?? []).find((e) => e.value === value);
  const reset = useCardWrite<Record<string, never>>("fraud.card-data-list.reset", {
    params: { id: entry?.id ?? "" },
    invalidate: [["fraud"]],
  });
  if (value === null) return null;
  const run = async (write: () => Promise<unknown>, done: string) => {
    try {
      await write();
      toast.success(done);
    } catch (error) {
      toast.error(errorText(error));
      throw error;
    }
  };
  return (
    <>
      {entry ? (
        <span className="self-center text-sm text-muted">
          {entry.action === "block" ? t`On the block list` : t`On the allow list`}
        </span>
      ) : null}
      {entry?.action !== "block" ? (
        <ConfirmAction
          label={t`Block card`}
          title={t`Block this card?`}
          confirmLabel={t`Block card`}
          tone="danger"
          onConfirm={() =>
            run(() => add.mutateAsync({ body: { value, action: "block" } }), t`Card ${masked} is on the block list.`)
          }
        >
          {t`Payments with the card ${masked} will be refused until you reset it on the card number block list.`}
        </ConfirmAction>
      ) : null}
      {entry?.action !== "allow" ? (
        <ConfirmAction
          label={t`Allow card`}
          title={t`Allow this card?`}
          confirmLabel={t`Allow card`}
          onConfirm={() =>
            run(() => add.mutateAsync({ body: { value, action: "allow" } }), t`Card ${masked} is on the allow list.`)
          }
        >
          {t`Payments with the card ${masked} skip the block lists and fraud rules until you reset it.`}
        </ConfirmAction>
      ) : null}
      {entry ? (
        <ConfirmAction
          label={t`Reset card`}
          title={t`Reset this card?`}
          confirmLabel={t`Reset card`}
          onConfirm={() => run(() => reset.mutateAsync({ body: {} }), t`Card ${masked} is off the lists.`)}
        >
          {t`The card ${masked} leaves the block and allow lists; the fraud rules apply to it again.`}
        </ConfirmAction>
      ) : null}
    </>
  );
}

export function RefundDetailScreen({ id }: { id: string }) {
  const { t } = useLingui();
  const query = useDetail<CardRefund>(refunds, id);
  const r = query.data;
  return (
    <Shell id={id} title={r?.reference} family="refund" status={r?.status} query={query}>
      {r ? (
        <>
          <DetailSection title={t`Refund`}>
            <DescriptionList
              items={[
                { term: t`Amount`, details: <Amount value={r.amount ?? 0} currency={r.currency ?? undefined} /> },
                { term: t`Card`, details: <CardNumber brand={r.card_brand} masked={r.masked_card_number} /> },
                { term: t`Payment`, details: r.charge_id ?? "" },
                { term: t`Reason`, details: r.reason ?? "" },
              ]}
            />
          </DetailSection>
          <FailureNote code={r.failure_code} />
          <CardTimeline events={r.timeline} />
        </>
      ) : null}
    </Shell>
  );
}

export function AuthorizationDetailScreen({ id }: { id: string }) {
  const { t } = useLingui();
  const labels = useCardLabels();
  const query = useDetail<CardAuthorization>(authorizations, id);
  const a = query.data;
  return (
    <Shell id={id} title={a?.reference} family="authorization" status={a?.status} query={query}>
      {a ? (
        <>
          <DetailSection title={t`Authorization`}>
            <DescriptionList
              items={[
                { term: t`Amount`, details: <Amount value={a.amount ?? 0} currency={a.currency ?? undefined} /> },
                { term: t`Card`, details: <CardNumber brand={a.card_brand} masked={a.masked_card_number} /> },
                { term: t`Transaction source`, details: labels.source(a.source) },
                { term: t`Token`, details: a.token_id ?? "" },
              ]}
            />
          </DetailSection>
          <FailureNote code={a.failure_code} />
          <CardTimeline events={a.timeline} />
          <CodeChecks eci={a.eci} cvn={a.cvn_code} avs={a.avs_code} />
        </>
      ) : null}
    </Shell>
  );
}

export function AuthenticationDetailScreen({ id }: { id: string }) {
  const { t } = useLingui();
  const query = useDetail<CardAuthentication>(authentications, id);
  const a = query.data;
  return (
    <Shell id={id} title={a?.reference} family="authentication" status={a?.status} query={query}>
      {a ? (
        <>
          <DetailSection title={t`3-D Secure authentication`}>
            <DescriptionList
              items={[
                { term: t`Amount`, details: <Amount value={a.amount ?? 0} currency={a.currency ?? undefined} /> },
                { term: t`Card`, details: <CardNumber brand={a.card_brand} masked={a.masked_card_number} /> },
                { term: t`3-D Secure version`, details: a.three_ds_version },
              ]}
            />
          </DetailSection>
          <CardTimeline events={a.timeline} />
          <CodeChecks eci={a.eci} />
        </>
      ) : null}
    </Shell>
  );
}

export function TokenDetailScreen({ id }: { id: string }) {
  const { t } = useLingui();
  const labels = useCardLabels();
  const query = useDetail<CardToken>(tokens, id);
  const canCapture = useCanWrite("captureToken");
  const k = query.data;
  return (
    <Shell
      id={id}
      title={k?.reference}
      family="authentication"
      status={k?.status}
      query={query}
      actions={k && canCapture && k.status === "VERIFIED" && k.authorized_amount ? <CaptureAction token={k} /> : null}
    >
      {k ? (
        <>
          <DetailSection title={t`Card token`}>
            <DescriptionList
              items={[
                { term: t`Card`, details: <CardNumber brand={k.card_brand} masked={k.masked_card_number} /> },
                { term: t`Token type`, details: labels.tokenType(k.token_type) },
                { term: t`Transaction source`, details: labels.source(k.source) },
                {
                  term: t`Authorized, not captured`,
                  details: k.authorized_amount ? <Amount value={k.authorized_amount} /> : "",
                },
              ]}
            />
          </DetailSection>
          <CardTimeline events={k.timeline} />
          <Features features={k.features} />
        </>
      ) : null}
    </Shell>
  );
}

function CaptureAction({ token }: { token: CardToken }) {
  const { t } = useLingui();
  const errorText = useDescribeError();
  const capture = useCardWrite<{ amount: number }>("captureToken", {
    params: { id: token.id },
    invalidate: [["card_tokens"], ["card_payments"]],
  });
  const amount = token.authorized_amount ?? 0;
  return (
    <ConfirmAction
      label={t`Capture`}
      title={t`Capture the authorized amount?`}
      confirmLabel={t`Capture`}
      onConfirm={async () => {
        try {
          await capture.mutateAsync({ body: { amount } });
          toast.success(t`Captured.`);
        } catch (error) {
          toast.error(errorText(error));
          throw error;
        }
      }}
    >
      <Amount value={amount} unmasked />
    </ConfirmAction>
  );
}

export function SettlementDetailScreen({ id }: { id: string }) {
  const { t } = useLingui();
  const query = useDetail<CardSettlement>(settlements, id);
  const s = query.data;
  return (
    <Shell id={id} title={s?.reference} family="settlement" status={s?.status} query={query}>
      {s ? (
        <>
          <DetailSection title={t`Settlement`}>
            <DescriptionList
              items={[
                { term: t`Amount`, details: <Amount value={s.amount ?? 0} currency={s.currency ?? undefined} /> },
                { term: t`Payments`, details: String(s.charge_count) },
              ]}
            />
          </DetailSection>
          <CardTimeline events={s.timeline} />
        </>
      ) : null}
    </Shell>
  );
}
