/**
 * The session controls of the top bar in their plainest form (the shell chrome comes later):
 * live/test mode, business switch and sign out (spec 000 §2 Top bar, §4).
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import type { Business } from "../../../contract/user.ts";
import type { EnvironmentState } from "../../../domain/session/environment.ts";
import { useSession } from "../../../lib/session/hooks.ts";
import { businessesQueryOptions, sessionKeys, signOut, switchBusiness, switchEnvironment } from "../api.ts";
import { landingPath } from "../guards.ts";

export function SessionMenu({ business, environment }: { business: Business; environment: EnvironmentState }) {
  const { t } = useLingui();
  const session = useSession();
  const router = useRouter();
  const queryClient = useQueryClient();
  const businesses = useQuery(businessesQueryOptions(session));
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const switcherId = useId();
  const live = environment.environment === "PRODUCTION";

  return (
    <div className="ml-auto flex flex-wrap items-center gap-3 text-sm">
      <Button
        variant="secondary"
        size="sm"
        aria-pressed={live}
        onPress={async () => {
          const result = switchEnvironment(session, {
            to: live ? "DEVELOPMENT" : "PRODUCTION",
            goLiveStatus: business.go_live_status,
          });
          if (!result.ok) {
            if (result.reason === "not-live-enabled") {
              setNotice(t`Live mode is available once your business is activated.`);
            }
            return;
          }
          setNotice(null);
          await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
          await router.invalidate();
        }}
      >
        {live ? t`Live mode` : t`Test mode`}
      </Button>
      {notice ? (
        <span role="status" className="text-warning">
          {notice}
        </span>
      ) : null}
      <label htmlFor={switcherId} className="text-muted">
        <Trans>Business</Trans>
      </label>
      <select
        id={switcherId}
        className="rounded-brand border border-border bg-surface px-2 py-1"
        value={business.id}
        disabled={busy || !businesses.data}
        onChange={async (event) => {
          setBusy(true);
          const ok = await switchBusiness(session, event.target.value);
          setBusy(false);
          // spec 000 §4: refresh the page and go to the landing page; an error_code stops silently.
          if (ok) window.location.assign(landingPath(session.store.business()));
        }}
      >
        {(businesses.data?.data ?? [{ id: business.id, name: business.name }]).map((b) => (
          <option key={b.id} value={b.id}>
            {b.name}
          </option>
        ))}
      </select>
      <Button
        variant="ghost"
        size="sm"
        isPending={busy}
        onPress={async () => {
          setBusy(true);
          await signOut(session);
          setBusy(false);
        }}
      >
        {t`Sign out`}
      </Button>
    </div>
  );
}
