/**
 * The dashboard's top bar (spec 000 §2 Top bar): logo to home, live/test switch, notification
 * bell (behind its flag), help menu, language selector (hidden for the Philippines), profile
 * menu with the business switcher and sign out; below 768 px the burger and the route's title.
 */
import { brand, logoUrl } from "virtual:brand";
import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useEffect } from "react";
import { PlainIconButton } from "../components/ui/plain-controls";
import type { Business, User } from "../contract/user";
import type { EnvironmentState } from "../domain/session/environment";
import { canSeePage, type VisibilityContext } from "../domain/visibility/pages";
import { useChangeLanguage } from "../features/prompts/language";
import { EnvironmentSwitch } from "../features/session/components/environment-switch";
import { ProfileMenu } from "../features/session/components/profile-menu";
import { HelpMenu } from "../features/shell/components/help-menu";
import { NotificationBell } from "../features/shell/components/notification-bell";
import { useCurrentPage } from "./current-page";
import { LanguageSelect } from "./language-select";
import { menuItemTitle } from "./menu";
import { PAGE_TITLES } from "./page-titles";

export interface TopBarProps {
  visibility: VisibilityContext;
  business: Business;
  user: User;
  environment: EnvironmentState;
  menuOpen: boolean;
  onToggleMenu: () => void;
  onOpenPalette: () => void;
  onFeedback: () => void;
  onShowShortcuts: () => void;
}

export function TopBar(props: TopBarProps) {
  const { t, i18n } = useLingui();
  const { visibility, business, user, environment } = props;
  const page = useCurrentPage();
  // spec 000 §4: the language is saved on the user (PATCH), then the user is reloaded.
  const language = useChangeLanguage();
  const title = page ? i18n._(menuItemTitle({ page, path: "", title: PAGE_TITLES[page] }, visibility)) : null;
  // The browser tab names the page too, then the brand (spec 000 §1: the brand sets the title).
  useEffect(() => {
    document.title = title ? `${title} · ${brand.pageTitle}` : brand.pageTitle;
    return () => {
      document.title = brand.pageTitle;
    };
  }, [title]);
  return (
    <header className="sticky top-0 z-30 flex h-[var(--topbar-height)] items-center gap-2 border-border border-b bg-surface px-3 md:gap-4 md:px-4">
      <span className="md:hidden">
        <PlainIconButton
          icon="menu"
          label={props.menuOpen ? t`Close the menu` : t`Open the menu`}
          aria-expanded={props.menuOpen}
          aria-controls="main-menu"
          onClick={props.onToggleMenu}
        />
      </span>
      <Link to="/" aria-label={t`${brand.displayName} home`} className="hidden shrink-0 md:block">
        <img src={logoUrl} alt="" className="h-7" />
      </Link>
      {title ? (
        <p
          className="line-clamp-2 min-w-0 flex-1 break-words font-semibold text-sm text-text leading-tight md:hidden"
          data-testid="route-title"
        >
          {title}
        </p>
      ) : (
        <span className="flex-1 md:hidden" />
      )}
      <button
        type="button"
        onClick={props.onOpenPalette}
        className="hidden min-w-48 items-center justify-between gap-4 rounded-brand border border-border px-3 py-1.5 text-muted text-sm hover:bg-background md:flex"
      >
        {t`Go to…`}
        <kbd className="font-mono text-xs">{/Mac/.test(navigator.platform) ? "⌘ K" : "Ctrl K"}</kbd>
      </button>
      <span className="hidden flex-1 md:block" />
      <span className="md:hidden">
        <PlainIconButton icon="search" label={t`Go to…`} onClick={props.onOpenPalette} />
      </span>
      <div className="flex items-center gap-1 md:gap-3">
        <span className="hidden sm:block">
          <EnvironmentSwitch environment={environment} goLiveStatus={business.go_live_status} />
        </span>
        {canSeePage("notification-center", visibility) ? <NotificationBell businessId={business.id} /> : null}
        <HelpMenu
          resolutionCenter={canSeePage("resolution-center", visibility)}
          onFeedback={props.onFeedback}
          onShowShortcuts={props.onShowShortcuts}
        />
        {/* spec 000 §2: the language selector is hidden for the Philippines. */}
        {business.country_of_operation !== "PH" ? (
          <span className="hidden lg:block">
            <LanguageSelect change={language.change} error={language.error} />
          </span>
        ) : null}
        <ProfileMenu
          user={user}
          business={business}
          compactExtras={<EnvironmentSwitch environment={environment} goLiveStatus={business.go_live_status} />}
        />
      </div>
    </header>
  );
}
