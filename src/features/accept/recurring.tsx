/**
 * Recurring plans (/recurring, /recurring/{id}: interval, cycles, next charge; pause, resume,
 * stop) and the new recurring schedules (/recurring-new, /recurring-new/{id}).
 */
import { useLingui } from "@lingui/react/macro";
import { ConfirmAction, DetailSection } from "../../components/ui/detail-page.tsx";
import { Amount, DateText, DescriptionList } from "../../components/ui/display.tsx";
import { StatusPill } from "../../components/ui/status-pill.tsx";
import type { RecurringPlan, RecurringSchedule } from "../../contract/accept.ts";
import { recurringPlans, recurringSchedules, useAcceptWrite, useCanWrite } from "./api.ts";
import { AcceptDetail, AcceptList, type Column, useChannelLabel, useCommonColumns } from "./shared.tsx";

type Recurring = RecurringPlan | RecurringSchedule;

function useIntervalText() {
  const { t } = useLingui();
  return (r: Pick<Recurring, "interval" | "interval_count">) => {
    const n = r.interval_count;
    if (r.interval === "DAY") return n === 1 ? t`Every day` : t`Every ${n} days`;
    if (r.interval === "WEEK") return n === 1 ? t`Every week` : t`Every ${n} weeks`;
    return n === 1 ? t`Every month` : t`Every ${n} months`;
  };
}

function useRecurringColumns<T extends Recurring>(): Column<T>[] {
  const { t } = useLingui();
  const common = useCommonColumns<T>();
  const interval = useIntervalText();
  return [
    { id: "reference", header: t`Plan`, cell: (r) => r.reference },
    common.status,
    { id: "payer", header: t`Payer`, cell: (r) => r.payer.email ?? r.payer.name ?? "–" },
    common.amount,
    { id: "interval", header: t`Interval`, cell: (r) => interval(r), hideOnCard: true },
    { id: "next", header: t`Next charge`, cell: (r) => (r.next_charge ? <DateText value={r.next_charge} /> : "–") },
    common.created,
  ];
}

export function RecurringScreen() {
  const { t } = useLingui();
  return (
    <AcceptList<RecurringPlan>
      kind="recurring"
      title={t`Recurring`}
      description={t`Plans that invoice and charge your customers on a schedule.`}
      kit={recurringPlans.kit}
      queries={recurringPlans.queries}
      columns={useRecurringColumns<RecurringPlan>()}
      detailPath={(r) => `/recurring/${r.id}`}
      rowLinkLabel={(r) => t`Plan ${r.reference}`}
      empty={{ title: t`No recurring plans yet.` }}
    />
  );
}

export function RecurringNewScreen() {
  const { t } = useLingui();
  return (
    <AcceptList<RecurringSchedule>
      kind="recurring_new"
      title={t`Recurring schedules`}
      description={t`Schedules of the new recurring payments.`}
      kit={recurringSchedules.kit}
      queries={recurringSchedules.queries}
      columns={useRecurringColumns<RecurringSchedule>()}
      detailPath={(r) => `/recurring-new/${r.id}`}
      rowLinkLabel={(r) => t`Schedule ${r.reference}`}
      empty={{ title: t`No recurring schedules yet.` }}
    />
  );
}

function RecurringBody({ r }: { r: Recurring }) {
  const { t } = useLingui();
  const interval = useIntervalText();
  const label = useChannelLabel();
  return (
    <>
      <DetailSection title={t`Schedule`}>
        <DescriptionList
          items={[
            { term: t`Amount`, details: <Amount value={r.amount} currency={r.currency} /> },
            { term: t`Interval`, details: interval(r) },
            {
              term: t`Cycles`,
              details:
                r.total_cycles === null
                  ? t`${r.cycles_completed} charged, no end`
                  : t`${r.cycles_completed} of ${r.total_cycles} charged`,
            },
            { term: t`Next charge`, details: r.next_charge ? <DateText value={r.next_charge} withTime /> : "" },
            { term: t`Payment methods`, details: r.payment_methods.map((m) => label(m)).join(", ") },
          ]}
        />
      </DetailSection>
      <DetailSection title={t`Payer`}>
        <DescriptionList
          items={[
            { term: t`Name`, details: r.payer.name ?? "" },
            { term: t`E-mail`, details: r.payer.email ?? "" },
            { term: t`Mobile number`, details: r.payer.mobile_number ?? "" },
          ]}
        />
      </DetailSection>
      <DetailSection title={t`History`}>
        <ol className="flex flex-col gap-1">
          {r.status_history.map((h) => (
            <li key={`${h.status}-${h.at}`} className="flex items-center gap-2">
              <StatusPill family="accept" status={h.status} />
              <DateText value={h.at} withTime />
            </li>
          ))}
        </ol>
      </DetailSection>
    </>
  );
}

function PlanActions({ plan }: { plan: RecurringPlan }) {
  const { t } = useLingui();
  const canEdit = useCanWrite("recurring.pause");
  const pause = useAcceptWrite("recurring.pause", { id: plan.id });
  const resume = useAcceptWrite("recurring.resume", { id: plan.id });
  const stop = useAcceptWrite("recurring.stop", { id: plan.id });
  if (!canEdit || plan.status === "STOPPED") return null;
  return (
    <>
      {plan.status === "ACTIVE" ? (
        <ConfirmAction
          label={t`Pause`}
          title={t`Pause this plan?`}
          confirmLabel={t`Pause`}
          onConfirm={async () => {
            await pause.mutateAsync({});
          }}
        >
          {t`No charge is made until you resume it.`}
        </ConfirmAction>
      ) : (
        <ConfirmAction
          label={t`Resume`}
          title={t`Resume this plan?`}
          confirmLabel={t`Resume`}
          onConfirm={async () => {
            await resume.mutateAsync({});
          }}
        >
          {t`The next charge is scheduled one interval from now.`}
        </ConfirmAction>
      )}
      <ConfirmAction
        label={t`Stop`}
        title={t`Stop this plan for good?`}
        confirmLabel={t`Stop plan`}
        tone="danger"
        onConfirm={async () => {
          await stop.mutateAsync({});
        }}
      >
        {t`A stopped plan cannot be resumed.`}
      </ConfirmAction>
    </>
  );
}

export function RecurringDetailScreen({ id }: { id: string }) {
  const { t } = useLingui();
  return (
    <AcceptDetail<RecurringPlan>
      id={id}
      queries={recurringPlans.queries}
      list={{ label: t`Recurring`, path: "/recurring" }}
      title={(r) => t`Plan ${r.reference}`}
      actions={(r) => <PlanActions plan={r} />}
    >
      {(r) => <RecurringBody r={r} />}
    </AcceptDetail>
  );
}

export function RecurringNewDetailScreen({ id }: { id: string }) {
  const { t } = useLingui();
  return (
    <AcceptDetail<RecurringSchedule>
      id={id}
      queries={recurringSchedules.queries}
      list={{ label: t`Recurring schedules`, path: "/recurring-new" }}
      title={(r) => t`Schedule ${r.reference}`}
    >
      {(r) => <RecurringBody r={r} />}
    </AcceptDetail>
  );
}
