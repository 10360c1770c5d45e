/**
 * Page and section states every screen needs: empty (with an optional action) and error with
 * retry (spec 000 §8: failed loads say what went wrong and offer to try again). Generic: the
 * caller supplies the words.
 */
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Icon, type IconName } from "./icons.tsx";
import { PlainButton } from "./plain-controls.tsx";

export function EmptyState({
  title,
  description,
  action,
  icon = "file",
}: {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  icon?: IconName;
}) {
  return (
    <div data-empty-state="" className="flex flex-col items-center gap-2 px-4 py-10 text-center text-text">
      <Icon name={icon} size={32} className="text-muted" />
      <p className="font-semibold">{title}</p>
      {description ? <p className="max-w-md text-sm text-muted">{description}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}

/** An error the user can act on: announced (role="alert"), with a retry button when `onRetry` is given. */
export function ErrorState({
  message,
  onRetry,
  isRetrying = false,
}: {
  message?: ReactNode;
  onRetry?: () => void;
  isRetrying?: boolean;
}) {
  const { t } = useLingui();
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-4 py-10 text-center">
      <span className="flex items-center gap-2 text-danger">
        <Icon name="error" className="shrink-0" />
        {message ?? t`Something went wrong while loading.`}
      </span>
      {onRetry ? (
        <PlainButton variant="secondary" size="sm" icon="retry" onClick={onRetry} isPending={isRetrying}>
          {t`Try again`}
        </PlainButton>
      ) : null}
    </div>
  );
}
