/**
 * /oauth/authorize (full screen; spec 002 §2.2): the consent naming the application, the business
 * it gets access to and the scopes it asks for; approve or deny, then the browser goes back to the
 * application's registered address with a code (or access_denied) and the state it sent.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useRouteContext } from "@tanstack/react-router";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/display.tsx";
import { SkeletonText } from "../../components/ui/layout.tsx";
import { CallError } from "../../components/ui/prompt-form.tsx";
import { ErrorState } from "../../components/ui/states.tsx";
import { type OAUTH_SCOPES, settingsPageEndpoints as P } from "../../contract/settings-pages.ts";
import { useDescribeError, useSession } from "../../lib/session/hooks.ts";
import { read, write } from "./api.ts";
import type { OAuthSearch } from "./search.ts";

export { OAuthSearchSchema } from "./search.ts";

export function OAuthConsentScreen({ search, go }: { search: OAuthSearch; go: (url: string) => void }) {
  const { t } = useLingui();
  const session = useSession();
  const { user } = useRouteContext({ from: "/_bare" });
  const errorText = useDescribeError();
  const [pending, setPending] = useState<"approve" | "deny" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const request = useQuery({
    queryKey: ["settings", "oauth", search],
    queryFn: ({ signal }) =>
      read(session, P.oauthRequest, {
        params: { id: search.client_id || "-" },
        query: { redirect_uri: search.redirect_uri, scope: search.scope, state: search.state },
        signal,
      }),
    retry: false,
  });
  const scopes: Record<(typeof OAUTH_SCOPES)[number], string> = {
    "payments.read": t`See your payments`,
    "payments.write": t`Create payments on your behalf`,
    "balance.read": t`See your balance`,
    "customers.read": t`See your customers`,
    "reports.read": t`Download your reports`,
  };
  const decide = async (decision: "approve" | "deny") => {
    setPending(decision);
    setError(null);
    try {
      const answer = await write(session, P.oauthDecide, {
        body: {
          client_id: search.client_id,
          redirect_uri: search.redirect_uri,
          scope: search.scope,
          ...(search.state ? { state: search.state } : {}),
          decision,
        },
      });
      go(answer.redirect_to);
    } catch (err) {
      setError(errorText(err));
      setPending(null);
    }
  };
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4">
      {request.isPending ? (
        <SkeletonText lines={5} />
      ) : request.isError ? (
        <ErrorState message={t`This authorization request is not valid: ${errorText(request.error)}`} />
      ) : (
        <Card>
          <div className="flex flex-col gap-4">
            <h1 className="text-xl font-semibold">
              {t`${request.data.app.name} wants to access ${request.data.business.name}`}
            </h1>
            <p className="text-sm text-muted">
              <Trans>
                Signed in as {user.email}. {request.data.app.name} ({request.data.app.website}) will be able to:
              </Trans>
            </p>
            <ul aria-label={t`Requested access`} className="flex list-disc flex-col gap-1 pl-5">
              {request.data.scopes.map((scope) => (
                <li key={scope}>{scopes[scope]}</li>
              ))}
            </ul>
            <CallError message={error} />
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onPress={() => void decide("deny")} isPending={pending === "deny"}>
                {t`Deny`}
              </Button>
              <Button onPress={() => void decide("approve")} isPending={pending === "approve"}>
                {t`Allow access`}
              </Button>
            </div>
          </div>
        </Card>
      )}
    </div>
  );
}
