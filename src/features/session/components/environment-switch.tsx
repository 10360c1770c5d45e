/**
 * The top bar's live/test mode switch (spec 000 §2 Top bar, §4 Environment): switching to live
 * is blocked, with a message, while the business is not live-enabled.
 */
import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { PlainSwitch } from "../../../components/ui/plain-controls.tsx";
import type { EnvironmentState } from "../../../domain/session/environment.ts";
import { useSession } from "../../../lib/session/hooks.ts";
import { switchEnvironment } from "../api.ts";

export function EnvironmentSwitch({
  environment,
  goLiveStatus,
}: {
  environment: EnvironmentState;
  goLiveStatus: string;
}) {
  const { t } = useLingui();
  const session = useSession();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const live = environment.environment === "PRODUCTION";
  return (
    <div className="flex items-center gap-2 text-sm">
      <PlainSwitch
        isSelected={live}
        onChange={async (toLive) => {
          const result = switchEnvironment(session, { to: toLive ? "PRODUCTION" : "DEVELOPMENT", goLiveStatus });
          if (!result.ok) {
            if (result.reason === "not-live-enabled") {
              setNotice(t`Live mode is available once your business is activated.`);
            }
            return;
          }
          setNotice(null);
          // Every read depends on the environment parameter.
          await queryClient.invalidateQueries();
          await router.invalidate();
        }}
      >
        <span className={live ? "font-semibold text-success" : "text-muted"}>{t`Live mode`}</span>
      </PlainSwitch>
      {notice ? (
        <span role="status" className="max-w-48 text-warning text-xs">
          {notice}
        </span>
      ) : null}
    </div>
  );
}
