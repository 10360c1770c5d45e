/**
 * Balance-view switch (spec 000 §4, §8): confirm, PATCH the flag, then a success dialog or a
 * danger dialog with the mapped message. A success that goes back to the old view opens the
 * rating dialog. The sidebar's switcher opens this with `isOpen` / `onOpenChange`.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/overlays.tsx";
import { balanceViewTarget, ratingFollowsSwitch } from "../../domain/prompts/prompts.ts";
import { useDescribeError } from "../../lib/session/hooks.ts";
import { BALANCE_VIEW_QUERY_KEY, setBalanceView } from "./api.ts";
import { type FeedbackAbout, RatingDialog } from "./feedback.tsx";
import { usePromptCall } from "./use-prompt-call.tsx";

type Phase = { kind: "confirm" } | { kind: "success" } | { kind: "error"; message: string } | { kind: "rating" };

export interface BalanceViewSwitchDialogProps extends FeedbackAbout {
  /** The view in use now; the dialog offers the other one. */
  currentView: "OLD" | "NEW";
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called with the view in use after a successful switch. */
  onSwitched?: (view: "OLD" | "NEW") => void;
}

export function BalanceViewSwitchDialog({
  currentView,
  isOpen,
  onOpenChange,
  onSwitched,
  user,
  business,
}: BalanceViewSwitchDialogProps) {
  const { t } = useLingui();
  const { session, queryClient, router } = usePromptCall();
  const errorText = useDescribeError();
  const [phase, setPhase] = useState<Phase>({ kind: "confirm" });
  const [target, setTarget] = useState(() => balanceViewTarget(currentView));
  const [pending, setPending] = useState(false);

  // A new opening starts at the confirmation, towards the other view.
  useEffect(() => {
    if (isOpen) return;
    setPhase({ kind: "confirm" });
    setTarget(balanceViewTarget(currentView));
  }, [isOpen, currentView]);

  const confirm = async () => {
    setPending(true);
    try {
      const view = await setBalanceView(session, target);
      queryClient.setQueryData(BALANCE_VIEW_QUERY_KEY, view);
      setPhase({ kind: "success" });
      onSwitched?.(view);
      await router.invalidate();
    } catch (error) {
      setPhase({ kind: "error", message: errorText(error) });
    } finally {
      setPending(false);
    }
  };

  if (phase.kind === "rating") {
    return <RatingDialog isOpen={isOpen} onOpenChange={onOpenChange} user={user} business={business} />;
  }
  if (phase.kind === "success") {
    return (
      <Dialog
        title={target === "NEW" ? t`You are using the new balance view` : t`You are back on the old balance view`}
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        size="sm"
        role="alertdialog"
        actions={() => (
          <Button onPress={() => (ratingFollowsSwitch(target) ? setPhase({ kind: "rating" }) : onOpenChange(false))}>
            {t`Continue`}
          </Button>
        )}
      >
        <p>
          {target === "NEW" ? (
            <Trans>Your balance, incoming and outgoing money are now on one page.</Trans>
          ) : (
            <Trans>
              The balance page shows your balance on its own again; incoming and outgoing money are on the cash and
              pending pages.
            </Trans>
          )}
        </p>
      </Dialog>
    );
  }
  if (phase.kind === "error") {
    return (
      <Dialog
        title={t`The balance view could not be switched`}
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        size="sm"
        role="alertdialog"
        actions={(close) => (
          <>
            <Button variant="secondary" onPress={close}>
              {t`Close`}
            </Button>
            <Button variant="danger" onPress={() => setPhase({ kind: "confirm" })}>
              {t`Try again`}
            </Button>
          </>
        )}
      >
        <p role="alert" className="text-danger">
          {phase.message}
        </p>
      </Dialog>
    );
  }
  return (
    <Dialog
      title={target === "NEW" ? t`Switch to the new balance view?` : t`Switch back to the old balance view?`}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="sm"
      role="alertdialog"
      isDismissable={false}
      actions={(close) => (
        <>
          <Button variant="secondary" onPress={close} isDisabled={pending}>
            {t`Cancel`}
          </Button>
          <Button isPending={pending} onPress={() => void confirm()}>
            {t`Switch`}
          </Button>
        </>
      )}
    >
      <p>
        {target === "NEW" ? (
          <Trans>The new view shows your balance, incoming and outgoing money on one page.</Trans>
        ) : (
          <Trans>
            In the old view the balance page shows the balance alone; incoming and outgoing money are on the cash and
            pending pages. You can switch again at any time.
          </Trans>
        )}
      </p>
    </Dialog>
  );
}
