/**
 * One payment method (spec 001 §4 "Payment-method card status", "Product sub-statuses",
 * "Partner product onboarding tracks"): its status, the date its sub-status calls for, the
 * partner track with how long the current step has taken, and the activate (or details) action.
 */
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Card, DateText, DescriptionList } from "../../components/ui/display.tsx";
import { prefetchDialog } from "../../components/ui/lazy-dialog.tsx";
import { Track } from "../../components/ui/progress.tsx";
import { StatusPill } from "../../components/ui/status-pill.tsx";
import type { PaymentMethod } from "../../contract/activation.ts";
import {
  type ActivateAction,
  type CardStatus,
  currentStep,
  type StatusDate,
  statusDate,
  stepTiming,
} from "../../domain/payment-methods/rules.ts";

export function useStepLabels(): Record<string, string> {
  const { t } = useLingui();
  return {
    new_submission: t`Application received`,
    new_user_activation: t`Application received`,
    awaiting_merchant_data: t`Waiting for your data`,
    awaiting_info_from_merchant: t`Waiting for your information`,
    awaiting_merchant_info: t`Waiting for your information`,
    awaiting_partner_action: t`With the partner`,
    awaiting_partner_feedback: t`Waiting for the partner`,
    awaiting_bank_feedback: t`Waiting for the bank`,
    uat: t`Testing (UAT)`,
    live: t`Live`,
  };
}

function useRejectionLabels(): Record<string, string> {
  const { t } = useLingui();
  return {
    declined_temporary: t`Declined for now: you may apply again`,
    declined_permanent: t`Declined`,
    deactivated: t`Deactivated`,
    rejected: t`Rejected`,
  };
}

function DateLine({ date }: { date: StatusDate }) {
  const { t } = useLingui();
  if (!date) return null;
  const label = {
    estimated_live: t`Estimated live date`,
    rejected_at: t`Rejected on`,
    deactivated_at: t`Deactivated on`,
    activated_at: t`Live since`,
  }[date.kind];
  return (
    <p className="text-sm text-muted">
      {label}: <DateText value={date.at} />
    </p>
  );
}

export function MethodCard({
  method,
  cardStatus,
  action,
  now,
  onActivate,
  extra,
}: {
  method: PaymentMethod;
  cardStatus: CardStatus;
  action: ActivateAction;
  now: number;
  onActivate: () => void;
  /** Below the track: e.g. DANA's merchant-data form. */
  extra?: ReactNode;
}) {
  const { t } = useLingui();
  const steps = useStepLabels();
  const rejections = useRejectionLabels();
  const reached = currentStep(method.product, method.status, method.sub_status);
  const current = method.track[reached];
  const timing =
    method.status === "PENDING" && current ? stepTiming(method.sub_status_at, current.estimate_days, now) : null;
  const permissionNote = action.kind === "activate" && action.reason === "permission";
  const restrictedNote = action.kind === "activate" && action.reason === "restricted";
  return (
    <Card
      title={method.method_name}
      actions={
        <StatusPill family="product" status={cardStatus === "cards-disabled" ? "CARDS_DISABLED" : method.status} />
      }
    >
      <div className="flex flex-col gap-3" data-product={method.product}>
        {method.status === "REJECTED" && method.sub_status ? (
          <p className="text-sm">{rejections[method.sub_status] ?? method.sub_status}</p>
        ) : null}
        {method.status === "PENDING" && method.track.length === 0 ? <p className="text-sm">{t`Under review`}</p> : null}
        <DateLine date={statusDate(method)} />
        {method.track.length > 0 && (method.status === "PENDING" || method.status === "ENABLED") ? (
          <Track
            label={t`${method.method_name} onboarding`}
            reached={reached}
            steps={method.track.map((step) => ({ id: step.name, label: steps[step.name] ?? step.name }))}
          />
        ) : null}
        {timing ? (
          <p className={`text-sm ${timing.overdue ? "font-medium text-danger" : "text-muted"}`}>
            {timing.overdue
              ? t`Overdue: this step has taken ${timing.days} days (usually ${current?.estimate_days} days).`
              : t`This step has taken ${timing.days} days (usually ${current?.estimate_days} days).`}
          </p>
        ) : null}
        {extra}
        {action.kind === "details" ? (
          <DescriptionList
            items={[
              { term: t`Applied on`, details: method.pending_at ? <DateText value={method.pending_at} /> : "–" },
              { term: t`Processing time`, details: method.processing_time ?? "–" },
            ]}
          />
        ) : method.status === "DISABLED" || method.status === "REJECTED" || cardStatus === "cards-disabled" ? (
          <div className="flex flex-col gap-1">
            <div>
              <Button
                size="sm"
                isDisabled={action.disabled}
                onHoverStart={prefetchDialog}
                onFocus={prefetchDialog}
                onPress={onActivate}
              >
                {t`Activate`}
              </Button>
            </div>
            {permissionNote ? (
              <p className="text-xs text-muted">{t`Only an administrator of the business can activate payment methods.`}</p>
            ) : null}
            {restrictedNote ? <p className="text-xs text-muted">{t`Contact support to apply again.`}</p> : null}
            {action.kind === "activate" && action.reason === "contact" ? (
              <p className="text-xs text-muted">{t`Our team activates this method: contact sales to request it.`}</p>
            ) : null}
          </div>
        ) : null}
      </div>
    </Card>
  );
}
