/**
 * "Send a test event" (issue 15 "Beyond the spec"): the button paints with the callbacks page;
 * the dialog (test-event-dialog.tsx: the product picker, the request and the answer) and the
 * dialogs' layer load when it first opens, a hover or focus starting both (issue 19).
 */
import { useLingui } from "@lingui/react/macro";
import { Button } from "../../components/ui/button.tsx";
import { dialogModule } from "../../components/ui/dialog-module.ts";
import { useLazyDialogTrigger } from "../../components/ui/lazy-dialog.tsx";
import { WhenOpened } from "../../components/ui/when-opened.tsx";

const { Dialog: TestEventDialog, prefetch } = dialogModule(() =>
  import("./test-event-dialog.tsx").then((m) => m.TestEventDialog),
);

export function TestEvent() {
  const { t } = useLingui();
  const { isOpen, setOpen, dialogId, triggerProps } = useLazyDialogTrigger();
  return (
    <>
      <Button variant="secondary" {...triggerProps} onHoverStart={prefetch} onFocus={prefetch}>
        {t`Send a test event`}
      </Button>
      <WhenOpened isOpen={isOpen}>
        {() => <TestEventDialog id={dialogId} isOpen={isOpen} onOpenChange={setOpen} />}
      </WhenOpened>
    </>
  );
}
