import { Trans } from "@lingui/react/macro";
import { createFileRoute, redirect } from "@tanstack/react-router";
import * as v from "valibot";
import { authenticatedUserQueryOptions, verifyOneTimeToken } from "../features/session/api";
import { isLoggedOut, landingPath, safeReturnPath } from "../features/session/guards";

const RootSearch = v.object({
  /** A one-time login token (spec 000 §2 Root behaviour, §7 verify-one-time-token). */
  token: v.optional(v.string()),
  source: v.optional(v.string()),
  page: v.optional(v.string()),
});

function SigningIn() {
  return (
    <main className="flex min-h-screen items-center justify-center gap-2 text-muted" role="status">
      <span
        aria-hidden="true"
        className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent"
      />
      <Trans>Signing you in…</Trans>
    </main>
  );
}

/**
 * spec 000 §2 Root: a one-time-token login shows a loading screen and then POSTs the token
 * (failure → /error); otherwise logged out → /login, logged in → the entity's landing page.
 */
export const Route = createFileRoute("/")({
  // the loader and the loading screen in one chunk: a first load on / fetches both (issue 19)
  codeSplitGroupings: [["loader", "pendingComponent"]],
  validateSearch: RootSearch,
  loaderDeps: ({ search }) => ({ token: search.token, source: search.source, page: search.page }),
  loader: async ({ context, deps }) => {
    const { session, queryClient } = context;
    if (deps.token) {
      let business: Awaited<ReturnType<typeof verifyOneTimeToken>>["business"];
      try {
        ({ business } = await verifyOneTimeToken(session, { token: deps.token, source: deps.source, page: deps.page }));
      } catch {
        throw redirect({ to: "/error", replace: true });
      }
      const page = safeReturnPath(deps.page);
      throw page ? redirect({ href: page, replace: true }) : redirect({ to: landingPath(business), replace: true });
    }
    if (isLoggedOut(session)) throw redirect({ to: "/login", replace: true });
    let business: Awaited<ReturnType<typeof verifyOneTimeToken>>["business"];
    try {
      ({ business } = await queryClient.ensureQueryData(authenticatedUserQueryOptions(session)));
    } catch {
      throw redirect({ to: "/login", replace: true });
    }
    throw redirect({ to: landingPath(business), replace: true });
  },
  pendingMs: 0,
  pendingComponent: SigningIn,
});
