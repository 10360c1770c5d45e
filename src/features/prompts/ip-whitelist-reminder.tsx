/**
 * IP-whitelist reminder (spec 000 §4): administrators in live mode with live secret keys and no
 * allowed ranges. "Remind me later" sets the reminder ACTIVE one month ahead and sends the
 * reminder e-mail; the agree button leads to the developers settings. Shown once per business
 * per browser: opening it is remembered locally.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/overlays.tsx";
import { ipReminderStorageKey, NOTIFY } from "../../domain/prompts/prompts.ts";
import { remindIpWhitelistLater } from "../../domain/reminders/remind-later.ts";
import { sendIpReminderEmail, updateNotification } from "./api.ts";
import { PromptNotice } from "./prompt-notice.tsx";
import { CallError, usePendingCall, usePromptCall } from "./use-prompt-call.tsx";

/** The allow-list tab of the developers settings, where the allowed ranges are set (spec 000 §2 /settings/developers#ip-whitelists). */
export const DEVELOPERS_SETTINGS_HREF = "/settings/developers#ip-whitelists";

function markIpReminderShown(storage: Storage, businessId: string): void {
  try {
    storage.setItem(ipReminderStorageKey(businessId), "shown");
  } catch {
    // Storage can be unavailable (private mode): the reminder may then show again next time.
  }
}

export function IpWhitelistReminderDialog({ businessId, onDone }: { businessId: string; onDone: () => void }) {
  const { t } = useLingui();
  const { session, router, reload } = usePromptCall();
  const { pending, error, run } = usePendingCall<"later">();
  // Once per business per browser: shown is remembered as soon as it opens.
  useEffect(() => markIpReminderShown(localStorage, businessId), [businessId]);

  const later = () =>
    run("later", async () => {
      const updated = await updateNotification(
        session,
        remindIpWhitelistLater(NOTIFY.ipWhitelist, businessId, Date.now()),
      );
      await sendIpReminderEmail(session);
      onDone();
      await reload(updated);
    });

  return (
    <Dialog
      title={t`Protect your live API keys`}
      isOpen
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) onDone();
      }}
      actions={() => (
        <>
          <Button variant="secondary" isPending={pending === "later"} onPress={() => void later()}>
            {t`Remind me later`}
          </Button>
          <Button
            isDisabled={pending !== null}
            onPress={() => {
              onDone();
              void router.navigate({ href: DEVELOPERS_SETTINGS_HREF });
            }}
          >
            {t`Set up the IP allow list`}
          </Button>
        </>
      )}
    >
      <p>
        <Trans>
          Your business has live secret API keys but no IP allow list. Limit the addresses that may use your keys so a
          leaked key cannot be used from anywhere else.
        </Trans>
      </p>
      <CallError message={error} />
    </Dialog>
  );
}

/** spec 000 §8: failing to load the allow list or the keys shows an IP-whitelist reminder error. */
export function IpWhitelistLoadError({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <PromptNotice
      tone="danger"
      title={t`IP allow list check failed`}
      actions={
        <>
          <Button size="sm" onPress={onRetry}>
            {t`Try again`}
          </Button>
          <Button size="sm" variant="secondary" onPress={onClose}>
            {t`Close`}
          </Button>
        </>
      }
    >
      <Trans>
        We could not load your IP allow list and API keys, so we cannot tell whether your live keys are protected.
      </Trans>
    </PromptNotice>
  );
}
