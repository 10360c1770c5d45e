/**
 * The 'oops' modal of spec 001 §8 ("Resend-verification failure shows an 'oops' modal with a
 * failed message"): an alert dialog with the message and one button to close it.
 */
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Button } from "./button.tsx";
import { Dialog } from "./overlays.tsx";

export function OopsDialog({ message, isOpen, onClose }: { message: ReactNode; isOpen: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog
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
    </Dialog>
  );
}
