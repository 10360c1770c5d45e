/**
 * Step track (partner product onboarding, spec 001 §4) and event timeline (card payments,
 * spec 002 §3). Both are ordered lists; the state of each entry is in its text, not only its
 * colour or icon.
 */
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import {
  orderTimeline,
  type StepState,
  type TimelineEvent,
  type TimelineState,
  timelineState,
  trackStates,
} from "../../domain/format/progress.ts";
import { DateText } from "./display.tsx";
import { Icon, type IconName } from "./icons.tsx";

export interface TrackStep {
  id: string;
  label: ReactNode;
  description?: ReactNode;
}

const STEP_MARK: Record<StepState, { icon: IconName | null; className: string }> = {
  done: { icon: "check", className: "border-primary bg-primary text-on-primary" },
  current: { icon: null, className: "border-primary bg-surface text-primary" },
  upcoming: { icon: null, className: "border-border bg-surface text-muted" },
  live: { icon: "check", className: "border-success bg-success text-on-primary" },
};

/** Steps in order; `reached` is the index of the step in progress (the last step means live). */
export function Track({ label, steps, reached }: { label: string; steps: TrackStep[]; reached: number }) {
  const { t } = useLingui();
  const states = trackStates(steps.length, reached);
  const stateText: Record<StepState, string> = {
    done: t`Done`,
    current: t`In progress`,
    upcoming: t`Upcoming`,
    live: t`Live`,
  };
  return (
    <ol aria-label={label} className="flex flex-col gap-3 text-text md:flex-row md:gap-0">
      {steps.map((step, i) => {
        const state = states[i] as StepState;
        const mark = STEP_MARK[state];
        return (
          <li
            key={step.id}
            aria-current={state === "current" || state === "live" ? "step" : undefined}
            data-state={state}
            className="flex flex-1 items-start gap-3 md:flex-col md:items-center md:text-center"
          >
            <div className="flex items-center md:w-full">
              <span
                className={`hidden h-0.5 flex-1 md:block ${i === 0 ? "invisible" : state === "upcoming" ? "bg-border" : "bg-primary"}`}
              />
              <span
                aria-hidden="true"
                className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold ${mark.className}`}
              >
                {mark.icon ? <Icon name={mark.icon} size={16} /> : i + 1}
              </span>
              <span
                className={`hidden h-0.5 flex-1 md:block ${i === steps.length - 1 ? "invisible" : states[i + 1] === "upcoming" ? "bg-border" : "bg-primary"}`}
              />
            </div>
            <div className="flex flex-col gap-0.5 md:px-2">
              <span className={`font-medium ${state === "upcoming" ? "text-muted" : "text-text"}`}>{step.label}</span>
              <span className="text-xs text-muted">{stateText[state]}</span>
              {step.description ? <span className="text-sm text-muted">{step.description}</span> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

export interface TimelineEntry {
  id: string;
  event: TimelineEvent;
  /** The status of the event's object (e.g. the authentication's VERIFIED), when it has one. */
  status?: string;
  /** ISO instant; for the expected settlement, the expected date. */
  at: string;
  detail?: ReactNode;
}

const STATE_MARK: Record<TimelineState, { icon: IconName; className: string }> = {
  done: { icon: "success", className: "text-success" },
  pending: { icon: "info", className: "text-info" },
  failed: { icon: "error", className: "text-danger" },
  expected: { icon: "calendar", className: "text-muted" },
};

export function Timeline({ label, entries }: { label: string; entries: TimelineEntry[] }) {
  const { t } = useLingui();
  const eventText: Record<TimelineEvent, string> = {
    TOKENIZATION: t`Tokenization`,
    AUTHENTICATION: t`Authentication`,
    AUTHORIZATION: t`Authorization`,
    AUTHORIZATION_REVERSAL: t`Authorization reversal`,
    CAPTURE: t`Capture`,
    REFUND: t`Refund`,
    SETTLEMENT: t`Settlement`,
    EXPECTED_SETTLEMENT: t`Expected settlement`,
  };
  const stateText: Record<TimelineState, string> = {
    done: t`Completed`,
    pending: t`Pending`,
    failed: t`Failed`,
    expected: t`Expected`,
  };
  const authenticationText: Record<Exclude<TimelineState, "expected">, string> = {
    done: t`Verified`,
    pending: t`Pending`,
    failed: t`Failed`,
  };
  const ordered = orderTimeline(entries);
  return (
    <ol aria-label={label} className="flex flex-col text-text">
      {ordered.map((entry, i) => {
        const state = timelineState(entry.event, entry.status);
        const mark = STATE_MARK[state];
        const text =
          entry.event === "AUTHENTICATION" && state !== "expected" ? authenticationText[state] : stateText[state];
        return (
          <li key={entry.id} data-state={state} className="relative flex gap-3 pb-4 last:pb-0">
            {i < ordered.length - 1 ? (
              <span aria-hidden="true" className="absolute top-6 bottom-0 left-[9px] w-0.5 bg-border" />
            ) : null}
            <span className={`relative mt-0.5 shrink-0 bg-surface ${mark.className}`}>
              <Icon name={mark.icon} size={20} />
            </span>
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-medium">{eventText[entry.event]}</span>
                <span className="text-sm text-muted">{text}</span>
              </span>
              <span className="text-xs text-muted">
                <DateText value={entry.at} withTime={state !== "expected"} />
              </span>
              {entry.detail ? <div className="text-sm">{entry.detail}</div> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
