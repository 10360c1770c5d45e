/** Page banner (spec 000 §2 Banners): info, warning, danger or success, with an optional action and close button. */
import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useId } from "react";
import { Icon, type IconName } from "./icons.tsx";
import { PlainIconButton } from "./plain-controls.tsx";

export type Tone = "info" | "warning" | "danger" | "success";

export const TONE_ICON: Record<Tone, IconName> = {
  info: "info",
  warning: "warning",
  danger: "error",
  success: "success",
};

const toneClass: Record<Tone, string> = {
  info: "border-info bg-info/10 [&_[data-tone-icon]]:text-info",
  warning: "border-warning bg-warning/10 [&_[data-tone-icon]]:text-warning",
  danger: "border-danger bg-danger/10 [&_[data-tone-icon]]:text-danger",
  success: "border-success bg-success/10 [&_[data-tone-icon]]:text-success",
};

export interface BannerProps {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  /** e.g. a LinkButton "Pay now" or a Button "Continue activation". */
  action?: ReactNode;
  /** Shows a close button; the caller remembers the closed state (e.g. billingReminder in local storage). */
  onClose?: () => void;
}

export function Banner({ tone = "info", title, children, action, onClose }: BannerProps) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <section
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : t`Notice`}
      className={`flex flex-wrap items-start gap-3 rounded-brand border-l-4 px-4 py-3 text-text ${toneClass[tone]}`}
    >
      <span data-tone-icon="" className="mt-0.5">
        <Icon name={TONE_ICON[tone]} />
      </span>
      <div className="min-w-0 flex-1">
        {title ? (
          <h2 id={titleId} className="font-semibold">
            {title}
          </h2>
        ) : null}
        {children ? <div className="text-sm">{children}</div> : null}
      </div>
      {action ? <div className="flex shrink-0 items-center gap-2">{action}</div> : null}
      {onClose ? <PlainIconButton icon="close" label={t`Close`} size="sm" onClick={onClose} /> : null}
    </section>
  );
}
