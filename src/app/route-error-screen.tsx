import { Trans } from "@lingui/react/macro";
import type { ErrorComponentProps } from "@tanstack/react-router";
import { useRenderErrorRetry } from "../features/prompts/render-error";
import { buttonClass, FullPageMessage } from "./full-page-message";

/** Render-error boundary (spec 000 §8 "Render errors show a generic boundary message with retry"). */
export function RouteErrorScreen({ reset }: ErrorComponentProps) {
  const retry = useRenderErrorRetry(reset);
  return (
    <FullPageMessage
      title={<Trans>Something went wrong</Trans>}
      actions={
        <button type="button" className={buttonClass()} onClick={() => void retry()}>
          <Trans>Try again</Trans>
        </button>
      }
    >
      <p>
        <Trans>
          This page could not be shown. Your data is safe; try again, and contact support if it keeps happening.
        </Trans>
      </p>
    </FullPageMessage>
  );
}
