import { Trans } from "@lingui/react/macro";
import { createFileRoute, Link } from "@tanstack/react-router";
import { buttonClass } from "../../app/full-page-message";

// spec 000 §8: a failed one-time-token login goes to /error.
function ErrorPage() {
  return (
    <section
      className="w-full max-w-md rounded-brand border border-border bg-surface p-8 shadow-sm"
      aria-labelledby="error-title"
    >
      <h1 id="error-title" className="mb-3 text-2xl font-semibold">
        <Trans>We could not sign you in</Trans>
      </h1>
      <p className="mb-6 text-muted">
        <Trans>The sign-in link is invalid or has expired. Log in with your e-mail address and password instead.</Trans>
      </p>
      <Link to="/login" className={buttonClass()}>
        <Trans>Go to login</Trans>
      </Link>
    </section>
  );
}

export const Route = createFileRoute("/_public/error")({ component: ErrorPage });
