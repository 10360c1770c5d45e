/**
 * The 'oops' modal of spec 001 §8 ("Resend-verification failure shows an 'oops' modal with a
 * failed message"): an alert dialog with the message and one button to close it. The dialogs'
 * layer (overlays.tsx) loads when it first opens (issue 19), not with the page showing it.
 */
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Button } from "./button.tsx";
import { LazyDialog } from "./lazy-dialog.tsx";
import { WhenOpened } from "./when-opened.tsx";

export function OopsDialog({ message, isOpen, onClose }: { message: ReactNode; isOpen: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <WhenOpened isOpen={isOpen}>
      {() => (
        <LazyDialog
          role="alertdialog"
          size="sm"
          title={t`Oops!`}
          isOpen={isOpen}
          onOpenChange={(open) => {
            if (!open) onClose();
          }}
          actions={(close) => (
            <Button
              autoFocus
              onPress={() => {
                close();
                onClose();
              }}
            >
              {t`OK`}
            </Button>
          )}
        >
          <p className="text-sm">{message}</p>
        </LazyDialog>
      )}
    </WhenOpened>
  );
}
