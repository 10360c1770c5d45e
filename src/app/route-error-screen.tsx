import { Trans } from "@lingui/react/macro";
import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { buttonClass, FullPageMessage } from "./full-page-message";

/** Render-error boundary (spec 000 §8 "Render errors show a generic boundary message with retry"). */
export function RouteErrorScreen({ reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <FullPageMessage
      title={<Trans>Something went wrong</Trans>}
      actions={
        <button
          type="button"
          className={buttonClass()}
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
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
