/**
 * The popover of the top bar's profile menu (spec 000 §2 Top bar, §4 Business switch and Sign
 * out), loaded when first opened (issue 19; the trigger is profile-menu.tsx): who is signed in,
 * the business switcher grouped by OWNED and MANAGED with status pills and avatars whose colours
 * cycle over 4, a list as long as floor((screen height − 228) / 54) with the rest behind
 * "Show all", the theme, and sign out.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { Dialog, Heading } from "react-aria-components";
import { Button } from "../../../components/ui/button.tsx";
import { Avatar, BusinessCounter } from "../../../components/ui/display.tsx";
import { Icon } from "../../../components/ui/icons.tsx";
import type { PopoverSlot } from "../../../components/ui/popover-trigger.tsx";
import { StatusPill } from "../../../components/ui/status-pill.tsx";
import { nativeFocusRing } from "../../../components/ui/styles.ts";
import { ThemeSwitch } from "../../../components/ui/theme-switch.tsx";
import { TriggeredPopover } from "../../../components/ui/triggered-popover.tsx";
import type { BusinessSummary } from "../../../contract/user.ts";

/**
 * The switcher's wording of each registration status of spec 000 §3 (issue 22 item 9): what the
 * account's activation stands at, in a merchant's words, apart from the live/test mode of the
 * top bar — a live business viewed in test mode (LIVE_TESTMODE) is simply activated.
 */
const REGISTRATION_STATUS_LABELS: Record<BusinessSummary["registration_status"], MessageDescriptor> = {
  LIVE: msg`Activated`,
  LIVE_TESTMODE: msg`Activated`,
  TIER_1: msg`Activated with limits`,
  REGISTERED: msg`Not activated yet`,
  FORM_CONFIRMED: msg`Activation submitted`,
  PENDING_VERIFICATION: msg`Being verified`,
  AWAITING_DOCS: msg`Documents needed`,
  INVITED: msg`Invitation to accept`,
};

import { sidebarBusinessListLength } from "../../../domain/reminders/reminders.ts";
import { useSession } from "../../../lib/session/hooks.ts";
import { businessesQueryOptions, signOut, switchBusiness } from "../api.ts";
import { landingPath } from "../guards.ts";
import type { ProfileMenuProps } from "./profile-menu.tsx";

function useScreenHeight(): number {
  const [height, setHeight] = useState(() => (typeof window === "undefined" ? 768 : window.innerHeight));
  useEffect(() => {
    const onResize = () => setHeight(window.innerHeight);
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);
  return height;
}

export function ProfileMenuPopover({
  user,
  business,
  compactExtras,
  isOpen,
  onOpenChange,
  triggerRef,
}: Omit<ProfileMenuProps, "business"> & { business: { id: string } } & PopoverSlot) {
  const { t } = useLingui();
  const session = useSession();
  const businesses = useQuery(businessesQueryOptions(session));
  const [busy, setBusy] = useState<"switch" | "sign-out" | null>(null);

  return (
    <TriggeredPopover
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      className="flex max-h-[calc(100vh-5rem)] w-80 max-w-[95vw] flex-col"
    >
      <Dialog aria-label={t`Profile and businesses`} className="flex min-h-0 flex-col outline-none">
        <div className="border-border border-b px-4 py-3">
          <Heading slot="title" className="font-semibold">
            {user.full_name}
          </Heading>
          <p className="truncate text-muted text-sm">{user.email}</p>
          {compactExtras ? <div className="mt-2 sm:hidden">{compactExtras}</div> : null}
        </div>
        <BusinessSwitcher
          current={business.id}
          businesses={businesses.data?.data}
          failed={businesses.isError}
          onRetry={() => void businesses.refetch()}
          busy={busy === "switch"}
          onSwitch={async (id) => {
            setBusy("switch");
            const ok = await switchBusiness(session, id);
            setBusy(null);
            // spec 000 §4: refresh the page and go to the landing page; an error_code stops silently.
            if (ok) window.location.assign(landingPath(session.store.business()));
          }}
        />
        {/* issue 21: light, dark or the system's, remembered per browser */}
        <div className="border-border border-t px-4 py-3 text-sm">
          <ThemeSwitch />
        </div>
        <div className="border-border border-t p-2">
          <Button
            variant="ghost"
            size="sm"
            icon="logout"
            className="w-full justify-start"
            isPending={busy === "sign-out"}
            onPress={async () => {
              setBusy("sign-out");
              await signOut(session);
              setBusy(null);
            }}
          >
            {t`Sign out`}
          </Button>
        </div>
      </Dialog>
    </TriggeredPopover>
  );
}

const GROUPS = ["OWNED", "MANAGED"] as const;

function BusinessSwitcher({
  current,
  businesses,
  failed,
  onRetry,
  busy,
  onSwitch,
}: {
  current: string;
  businesses: BusinessSummary[] | undefined;
  failed: boolean;
  onRetry: () => void;
  busy: boolean;
  onSwitch: (id: string) => void;
}) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const limit = sidebarBusinessListLength(useScreenHeight());
  const [showAll, setShowAll] = useState(false);
  if (failed) {
    return (
      <div className="space-y-2 px-4 py-3 text-sm" role="alert">
        <p>
          <Trans>Your businesses could not be loaded.</Trans>
        </p>
        <Button size="sm" variant="secondary" icon="retry" onPress={onRetry}>
          {t`Try again`}
        </Button>
      </div>
    );
  }
  if (!businesses) {
    return (
      <p className="px-4 py-3 text-muted text-sm" role="status">
        <Trans>Loading your businesses…</Trans>
      </p>
    );
  }
  // The list position decides the avatar colour (spec 000 §9), across both groups.
  const positioned = GROUPS.flatMap((group) => businesses.filter((b) => b.ownership === group));
  const shown = showAll ? positioned : positioned.slice(0, Math.max(1, limit));
  const hidden = positioned.length - shown.length;
  const groupTitle = { OWNED: t`Owned businesses`, MANAGED: t`Managed businesses` } as const;
  return (
    <section aria-labelledby={headingId} className="min-h-0 overflow-y-auto px-2 py-2">
      <h3 id={headingId} className="sr-only">
        {t`Switch business`}
      </h3>
      {GROUPS.map((group) => {
        const items = shown.filter((b) => b.ownership === group);
        if (items.length === 0) return null;
        return (
          <div key={group} className="py-1">
            <p id={`${headingId}-${group}`} className="px-2 pb-1 font-semibold text-muted text-xs uppercase">
              {groupTitle[group]}
            </p>
            <ul aria-labelledby={`${headingId}-${group}`} className="space-y-0.5">
              {items.map((b) => {
                const position = positioned.indexOf(b);
                const isCurrent = b.id === current;
                const invited = b.registration_status === "INVITED";
                return (
                  <li key={b.id}>
                    <button
                      type="button"
                      disabled={busy || isCurrent || invited}
                      aria-current={isCurrent ? "true" : undefined}
                      onClick={() => onSwitch(b.id)}
                      className={`flex w-full items-center gap-2 rounded-brand px-2 py-1.5 text-left text-sm hover:bg-background disabled:cursor-default ${isCurrent ? "bg-background" : ""} ${nativeFocusRing}`}
                    >
                      <span aria-hidden="true" className="contents">
                        <Avatar name={b.name} position={position} src={b.logo ?? undefined} size={28} />
                      </span>
                      <span className="flex min-w-0 flex-1 flex-col items-start gap-0.5">
                        <span className="max-w-full truncate">{b.name}</span>
                        <span className="flex items-center gap-1">
                          <span className="sr-only">{t`Account status:`}</span>
                          <StatusPill
                            family="goLive"
                            status={b.registration_status}
                            label={i18n._(REGISTRATION_STATUS_LABELS[b.registration_status])}
                          />
                        </span>
                      </span>
                      {isCurrent ? <Icon name="check" size={16} label={t`Current business`} /> : null}
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
      {hidden > 0 ? (
        <Button size="sm" variant="ghost" className="mt-1 w-full" onPress={() => setShowAll(true)}>
          {t`Show all businesses`} <BusinessCounter count={hidden} />
        </Button>
      ) : null}
    </section>
  );
}
