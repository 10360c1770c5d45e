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
