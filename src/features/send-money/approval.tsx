/** Approve or reject a record that needs approval, each confirmed with the PIN (spec 000 §4). */
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { usePinStepUp } from "../../components/ui/pin-step-up-dialog.tsx";
import { CallError } from "../../components/ui/prompt-form.tsx";
import { isPinStepUpCancelled } from "../../lib/pin-step-up.ts";
import { useDescribeError } from "../../lib/session/hooks.ts";
import { type ApproveName, useApprove } from "./api.ts";

export function ApprovalActions({
  name,
  id,
  titles,
}: {
  name: ApproveName;
  id: string;
  /** The PIN dialog's title for each decision. */
  titles: { approve: string; reject: string };
}) {
  const { t } = useLingui();
  const approve = useApprove(name, id);
  const stepUp = usePinStepUp();
  const explain = useDescribeError();
  const [error, setError] = useState<string | null>(null);
  const decide = async (decision: "APPROVED" | "REJECTED") => {
    setError(null);
    try {
      await stepUp.run((pinToken) => approve.mutateAsync({ decision, pinToken }), {
        title: decision === "APPROVED" ? titles.approve : titles.reject,
      });
    } catch (e) {
      if (!isPinStepUpCancelled(e)) setError(explain(e));
    }
  };
  return (
    <div className="flex flex-col items-end gap-1">
      <div className="flex gap-2">
        <Button
          variant="danger"
          onHoverStart={stepUp.prefetch}
          onFocus={stepUp.prefetch}
          onPress={() => void decide("REJECTED")}
          isDisabled={approve.isPending}
        >
          {t`Reject`}
        </Button>
        <Button
          onHoverStart={stepUp.prefetch}
          onFocus={stepUp.prefetch}
          onPress={() => void decide("APPROVED")}
          isPending={approve.isPending}
        >
          {t`Approve`}
        </Button>
      </div>
      <CallError message={error} />
      {stepUp.dialog}
    </div>
  );
}
