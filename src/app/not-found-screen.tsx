import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { buttonClass, FullPageMessage } from "./full-page-message";

export function NotFoundScreen() {
  return (
    <FullPageMessage
      title={<Trans>Page not found</Trans>}
      actions={
        <Link to="/" className={buttonClass()}>
          <Trans>Go to the dashboard</Trans>
        </Link>
      }
    >
      <p>
        <Trans>The page you are looking for does not exist or is not available for your account.</Trans>
      </p>
    </FullPageMessage>
  );
}

/**
 * Page not found inside the logged-in frame (issue 22 item 12): at the top of the content, with
 * the top bar and the menu still there.
 */
export function InPageNotFound() {
  return (
    <section aria-labelledby="not-found-title" className="space-y-3">
      <h1 id="not-found-title" className="font-semibold text-2xl">
        <Trans>Page not found</Trans>
      </h1>
      <p className="text-muted">
        <Trans>The page you are looking for does not exist or is not available for your account.</Trans>
      </p>
      <Link to="/" className={buttonClass()}>
        <Trans>Go to the dashboard</Trans>
      </Link>
    </section>
  );
}
