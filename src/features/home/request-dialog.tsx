/**
 * The company establishment service and early settlement requests (spec 001 §2 "Home cards:
 * Others", §7 POST /api/incorporation-service-request and /api/early-settlement-request): a
 * short optional message, kept when the call fails.
 */
import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/overlays.tsx";
import { TextAreaField } from "../../components/ui/textarea-field.tsx";
import { toast } from "../../components/ui/toast.tsx";
import type { RequestCard } from "../../domain/home/home-content.ts";
import { useDescribeError, useSession } from "../../lib/session/hooks.ts";
import { sendHomeRequest } from "./api.ts";

const MAX_MESSAGE = 500;

export function RequestDialog({
  kind,
  title,
  onOpenChange,
}: {
  kind: RequestCard;
  title: string;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const session = useSession();
  const describeError = useDescribeError();
  const [message, setMessage] = useState("");
  const send = useMutation({
    mutationFn: () => sendHomeRequest(session, kind, message.trim()),
    onSuccess: () => {
      toast.success(t`Request sent. Our team will contact you.`);
      onOpenChange(false);
    },
  });
  return (
    <Dialog
      isOpen
      onOpenChange={onOpenChange}
      title={title}
      actions={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            {t`Cancel`}
          </Button>
          <Button isPending={send.isPending} onPress={() => send.mutate()}>
            {t`Send request`}
          </Button>
        </>
      )}
    >
      <TextAreaField
        label={t`Message (optional)`}
        defaultValue={message}
        onChange={setMessage}
        maxLength={MAX_MESSAGE}
        errorMessage={send.isError ? describeError(send.error) : undefined}
      />
    </Dialog>
  );
}
