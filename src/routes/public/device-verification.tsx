import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { useCallback } from "react";
import { postLoggedOutFlow } from "../../features/auth/api";
import { TokenActionScreen } from "../../features/auth/components/flow-screens";
import { useDescribeError, useSession } from "../../lib/session/hooks";

// spec 000 §2: /device_verification/{hash}/{canvasHash} — approve a new device from the e-mail link.
function DeviceVerificationPage() {
  const { t } = useLingui();
  const session = useSession();
  const { hash, canvasHash } = Route.useParams();
  const action = useCallback(
    () => postLoggedOutFlow(session, "verifyDevice", { hash, canvas_hash: canvasHash }),
    [session, hash, canvasHash],
  );
  return (
    <TokenActionScreen
      title={t`Verify this device`}
      action={action}
      explain={useDescribeError()}
      success={t`This device is verified. You can log in on it now.`}
    />
  );
}

export const Route = createFileRoute("/_public/device_verification/$hash/$canvasHash")({
  component: DeviceVerificationPage,
});
