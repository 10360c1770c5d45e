/**
 * Guided tour (spec 002 §2.13): a step-by-step popover pointing at parts of a page, with
 * Back / Next / Skip. It opens by itself the first time a user sees the page and is then
 * remembered as done for that user (local storage `tour_done:<tour>:<user>`, kept across
 * sessions); "Take the tour" replays it.
 *
 * Accessibility: each step is a non-modal dialog (react-aria) labelled by its title and described
 * by its text, so the page it explains stays readable by screen readers; focus moves into it on
 * every step and returns to where it was when the tour ends; Escape skips the tour. Steps point at elements marked
 * `data-tour="<target>"`; a step whose target is missing (e.g. hidden on a phone) is shown
 * centred instead of anchored, so the tour never dead-ends.
 */
import { useLingui } from "@lingui/react/macro";
import { type ReactNode, type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { Dialog as AriaDialog, Popover as AriaPopover, Heading } from "react-aria-components";
import { TOUR_DONE_PREFIX } from "../../lib/session/storage-keys.ts";
import { Button } from "./button.tsx";

export interface TourStep {
  id: string;
  title: ReactNode;
  body: ReactNode;
  /** The `data-tour` value of the element this step points at; none = a centred step. */
  target?: string;
}

export interface GuidedTourProps {
  /** Stable name of the tour, e.g. `reporting`. */
  tourId: string;
  /** The signed-in user: "done" is remembered per user. */
  userId: string;
  steps: readonly TourStep[];
  /** Open by itself when this user has not finished or skipped it yet (default true). */
  autoStart?: boolean;
  /** Called when the tour ends (`finished` after the last step, `skipped` otherwise). */
  onEnd?: (how: "finished" | "skipped") => void;
}

function storageKey(tourId: string, userId: string): string {
  return `${TOUR_DONE_PREFIX}${tourId}:${userId}`;
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/** Whether this user has finished or skipped the tour. */
export function isTourDone(tourId: string, userId: string): boolean {
  return safeStorage()?.getItem(storageKey(tourId, userId)) === "done";
}

/** Remember (or forget, `done = false`) the tour as done for this user. */
export function setTourDone(tourId: string, userId: string, done = true): void {
  const storage = safeStorage();
  if (!storage) return;
  if (done) storage.setItem(storageKey(tourId, userId), "done");
  else storage.removeItem(storageKey(tourId, userId));
}

const HIGHLIGHT = ["outline-solid", "outline-2", "outline-offset-2", "outline-focus", "rounded-brand"];

function findTarget(target: string | undefined): HTMLElement | null {
  if (!target || typeof document === "undefined") return null;
  return document.querySelector<HTMLElement>(`[data-tour="${CSS.escape(target)}"]`);
}

function StepBody({
  step,
  index,
  count,
  onBack,
  onNext,
  onSkip,
}: {
  step: TourStep;
  index: number;
  count: number;
  onBack: () => void;
  onNext: () => void;
  onSkip: () => void;
}) {
  const { t } = useLingui();
  const last = index === count - 1;
  const position = index + 1;
  return (
    <AriaDialog
      key={step.id}
      aria-describedby={`tour-step-${step.id}-body`}
      className="flex flex-col gap-3 outline-none"
    >
      <p className="text-xs font-medium text-muted">{t`Step ${position} of ${count}`}</p>
      <Heading slot="title" className="text-base font-semibold text-text">
        {step.title}
      </Heading>
      <div id={`tour-step-${step.id}-body`} className="text-sm text-text">
        {step.body}
      </div>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" size="sm" onPress={onSkip}>
          {t`Skip tour`}
        </Button>
        <div className="flex gap-2">
          {index > 0 ? (
            <Button variant="secondary" size="sm" onPress={onBack}>
              {t`Back`}
            </Button>
          ) : null}
          <Button size="sm" onPress={onNext}>
            {last ? t`Done` : t`Next`}
          </Button>
        </div>
      </div>
    </AriaDialog>
  );
}

export function GuidedTour({ tourId, userId, steps, autoStart = true, onEnd }: GuidedTourProps) {
  const { t } = useLingui();
  const [index, setIndex] = useState<number | null>(null);
  const targetRef = useRef<HTMLElement | null>(null);
  const [anchored, setAnchored] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);

  const start = useCallback(() => {
    if (steps.length === 0) return;
    returnFocus.current = typeof document === "undefined" ? null : (document.activeElement as HTMLElement | null);
    setIndex(0);
  }, [steps.length]);

  useEffect(() => {
    if (autoStart && !isTourDone(tourId, userId)) start();
  }, [autoStart, tourId, userId, start]);

  const step = index === null ? undefined : steps[index];

  // point at the step's target: highlight it and bring it into view
  useEffect(() => {
    const el = findTarget(step?.target);
    targetRef.current = el;
    setAnchored(Boolean(el));
    if (!el) return;
    el.classList.add(...HIGHLIGHT);
    if (typeof el.scrollIntoView === "function") el.scrollIntoView({ block: "nearest", inline: "nearest" });
    return () => el.classList.remove(...HIGHLIGHT);
  }, [step?.target]);

  const end = (how: "finished" | "skipped") => {
    setIndex(null);
    setTourDone(tourId, userId);
    onEnd?.(how);
    const back = returnFocus.current;
    if (back && typeof back.focus === "function" && back.isConnected) back.focus();
  };

  // Escape skips a centred step too (an anchored one is closed by its popover)
  const endRef = useRef(end);
  endRef.current = end;
  const centred = step !== undefined && !anchored;
  useEffect(() => {
    if (!centred) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") endRef.current("skipped");
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [centred]);

  const body =
    step && index !== null ? (
      <StepBody
        step={step}
        index={index}
        count={steps.length}
        onBack={() => setIndex(Math.max(0, index - 1))}
        onNext={() => (index >= steps.length - 1 ? end("finished") : setIndex(index + 1))}
        onSkip={() => end("skipped")}
      />
    ) : null;

  const onOpenChange = (open: boolean) => {
    if (!open) end("skipped");
  };
  const panel = "w-[min(22rem,calc(100vw-2rem))] rounded-brand border border-border bg-surface p-4 text-text shadow-lg";

  return (
    <>
      <Button variant="ghost" size="sm" icon="info" onPress={start}>
        {t`Take the tour`}
      </Button>
      {body && anchored ? (
        <AriaPopover
          isOpen
          isNonModal
          onOpenChange={onOpenChange}
          triggerRef={targetRef as RefObject<HTMLElement>}
          placement="bottom"
          offset={12}
          className={panel}
        >
          {body}
        </AriaPopover>
      ) : null}
      {body && !anchored ? (
        // a centred step: non-modal too, so the page stays readable and usable around it
        <div className="fixed inset-x-0 bottom-6 z-40 flex justify-center px-4">
          <div className={panel}>{body}</div>
        </div>
      ) : null}
    </>
  );
}
