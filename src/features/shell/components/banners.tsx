/**
 * The banner area of the dashboard (spec 000 §2 "Banners"): test mode, tier one, balance view,
 * internal staff in a customer's business, and the billing reminder. When each shows is decided
 * by the pure rules in src/domain/reminders; this component feeds them and renders the result.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Banner } from "../../../components/ui/banner.tsx";
import { PlainButton, PlainLinkButton } from "../../../components/ui/plain-controls.tsx";
import {
  BALANCE_TOUR_COOKIE,
  BILLING_REMINDER_CLOSED,
  BILLING_REMINDER_KEY,
  showBalanceViewBanner,
  showBalanceViewSwitcher,
  showBillingReminder,
  showSwitchedBusinessBanner,
  showTierOneNotice,
  testModeBanner,
} from "../../../domain/reminders/reminders.ts";
import type { Environment } from "../../../domain/session/environment.ts";
import { readEnvironmentCookie } from "../../../lib/session/cookies.ts";
import { useSession } from "../../../lib/session/hooks.ts";
import { STORAGE_KEYS } from "../../../lib/session/storage-keys.ts";
import { billingReminderChecked, unpaidBillingStatementsQueryOptions } from "../api.ts";
import { useLocalValue } from "../local-value.ts";

export interface ShellBannersProps {
  /** The page key of the current route (null on routes without one). */
  page: string | null;
  environment: Environment;
  /** The business may use live mode (LIVE or TIER_1, spec 000 §4). */
  liveEnabled: boolean;
  business: { id: string; name: string; go_live_status: string };
  user: {
    can_administer: boolean;
    can_view: boolean;
    can_edit: boolean;
    can_withdraw: boolean;
    is_internal_user: boolean;
  };
  switchedBusiness: boolean;
  /** The balance-switcher config (feature flag) is on. */
  balanceSwitcherOn: boolean;
  balanceView: "old" | "new";
  /** Where "Continue activation" goes, or null when the user may not open either page. */
  activationPath: "/get-started" | "/activation" | null;
  /**
   * Where "Go to home" leads (spec 000 §2): /home, or the bundle's landing page where this
   * bundle or user has no home page (issue 22 item 6).
   */
  homePath: string | null;
  /** Opens the balance-view switch confirmation (spec 000 §4); the banner hides its button without it. */
  onSwitchBalanceView?: (() => void) | undefined;
  now?: number;
}

/** Under the message, so it keeps its width on narrow screens. */
function BannerActions({ children }: { children: ReactNode }) {
  return <div className="mt-2 flex flex-wrap gap-2">{children}</div>;
}

export function ShellBanners(props: ShellBannersProps) {
  return (
    <div className="space-y-2 empty:hidden" data-testid="banner-area">
      <SwitchedBusinessBanner {...props} />
      <TestModeBanner {...props} />
      <TierOneBanner {...props} />
      <BillingReminder {...props} />
      <BalanceViewBanner {...props} />
    </div>
  );
}

function TestModeBanner({ environment, liveEnabled, activationPath, homePath }: ShellBannersProps) {
  const { t } = useLingui();
  const session = useSession();
  // spec 000 §2: if the environment cookie is missing (the browser refuses cookies), say so.
  const kind = testModeBanner({
    environment,
    environmentCookiePresent: readEnvironmentCookie(session.cookies) !== null,
  });
  if (kind === "none") return null;
  return (
    <Banner tone="warning" title={t`You are in test mode`}>
      <p>
        {liveEnabled ? (
          <Trans>Payments made now are simulated. Switch to live mode to accept real payments.</Trans>
        ) : (
          <Trans>Payments made now are simulated. Activate your account to accept real payments.</Trans>
        )}
      </p>
      {kind === "test-mode-missing-cookie" ? (
        <p className="mt-1 font-semibold">
          <Trans>
            Your browser is blocking cookies, so the dashboard cannot remember live or test mode. Allow cookies for this
            site.
          </Trans>
        </p>
      ) : null}
      <BannerActions>
        {!liveEnabled && activationPath ? (
          <PlainLinkButton href={activationPath} variant="primary" size="sm">
            {t`Continue activation`}
          </PlainLinkButton>
        ) : null}
        {homePath ? (
          <PlainLinkButton href={homePath} size="sm">
            {t`Go to home`}
          </PlainLinkButton>
        ) : null}
      </BannerActions>
    </Banner>
  );
}

function TierOneBanner({ environment, business }: ShellBannersProps) {
  const { t } = useLingui();
  if (!showTierOneNotice({ environment, goLiveStatus: business.go_live_status })) return null;
  return (
    <Banner tone="info" title={t`Your account is live at tier one`}>
      <Trans>Some limits apply until your business documents are verified.</Trans>
    </Banner>
  );
}

function SwitchedBusinessBanner({ user, switchedBusiness, business }: ShellBannersProps) {
  const { t } = useLingui();
  if (!showSwitchedBusinessBanner({ internalUser: user.is_internal_user, switchedBusiness })) return null;
  const name = business.name;
  return (
    <Banner tone="danger" title={t`You are in a customer's business`}>
      <Trans>You switched into {name} as internal staff. What you do here affects this customer's account.</Trans>
    </Banner>
  );
}

function BillingReminder({ user, business, now }: ShellBannersProps) {
  const { t } = useLingui();
  const session = useSession();
  const [closed, setClosed] = useLocalValue(BILLING_REMINDER_KEY);
  const checked = billingReminderChecked(user, closed);
  const statements = useQuery({ ...unpaidBillingStatementsQueryOptions(session, business.id), enabled: checked });
  if (
    !statements.data ||
    !showBillingReminder({
      can_administer: user.can_administer,
      can_view: user.can_view,
      statements: statements.data,
      closedValue: closed,
      now: now ?? Date.now(),
    })
  ) {
    return null;
  }
  return (
    <Banner tone="danger" title={t`You have an overdue bill`} onClose={() => setClosed(BILLING_REMINDER_CLOSED)}>
      <Trans>Pay your unpaid billing statements to keep using every feature.</Trans>
      <BannerActions>
        <PlainLinkButton href="/settings/billings#billing-statements" variant="primary" size="sm">
          {t`Pay now`}
        </PlainLinkButton>
      </BannerActions>
    </Banner>
  );
}

function BalanceViewBanner({ page, user, balanceSwitcherOn, balanceView, onSwitchBalanceView }: ShellBannersProps) {
  const { t } = useLingui();
  const session = useSession();
  const [closed, setClosed] = useLocalValue(STORAGE_KEYS.balanceViewBannerClosed);
  if (!page || !showBalanceViewSwitcher({ configOn: balanceSwitcherOn, ...user })) return null;
  const show = showBalanceViewBanner({
    page,
    closed: closed === "closed",
    balanceTourCookie: session.cookies.get(BALANCE_TOUR_COOKIE) !== null,
  });
  if (!show) return null;
  return (
    <Banner
      tone="info"
      title={balanceView === "old" ? t`Try the new balance view` : t`You are using the new balance view`}
      onClose={() => setClosed("closed")}
    >
      {/* issue 22 item 14: the menu keeps balance, cash and pending for members who see them in
          either view, so the wording says what the view changes, not which pages exist. */}
      {balanceView === "old" ? (
        <Trans>
          The new view shows your balance with its incoming and outgoing money together on the balance page.
        </Trans>
      ) : (
        <Trans>
          The balance page shows your balance with its incoming and outgoing money together. You can go back to the old
          view at any time.
        </Trans>
      )}
      {onSwitchBalanceView ? (
        <BannerActions>
          <PlainButton size="sm" variant="secondary" onClick={onSwitchBalanceView}>
            {balanceView === "old" ? t`Switch to the new view` : t`Back to the old view`}
          </PlainButton>
        </BannerActions>
      ) : null}
    </Banner>
  );
}
