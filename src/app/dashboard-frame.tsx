import { brand } from "virtual:brand";
import { useLingui } from "@lingui/react/macro";
import { useRouter } from "@tanstack/react-router";
import { lazy, type ReactNode, Suspense, useMemo, useState } from "react";
import { CountryProvider } from "../components/ui/country-context";
import { type PlainNavigation, PlainNavigationProvider } from "../components/ui/plain-controls";
import { WhenOpened } from "../components/ui/when-opened";
import { bundleForBusiness } from "../domain/brand/country";
import { showBalanceViewSwitcher } from "../domain/reminders/reminders";
import { canSeePage } from "../domain/visibility/pages";
import { PromptGate } from "../features/prompts/prompt-gate";
import { useShellDialogs } from "../features/prompts/shell-dialogs";
import { isFlagOn } from "../features/session/api";
import { SessionWatch } from "../features/session/components/session-watch";
import { landingPath } from "../features/session/guards";
import { ShellBanners } from "../features/shell/components/banners";
import { useCurrentPage, useRememberRecordVisits } from "./current-page";
import { useKeepFirstPaintAnswers } from "./first-paint-answers";
import type { FrameContext } from "./frame-context";
import { homeLinkFor } from "./menu";
import { useWholeRouteTreeOnIntent } from "./route-intent";
import { Sidebar } from "./sidebar";
import { TopBar } from "./top-bar";
import { useShortcuts } from "./use-shortcuts";

const ShortcutsDialog = lazy(() =>
  import("../features/shell/components/shortcuts-dialog").then((m) => ({ default: m.ShortcutsDialog })),
);
// shown only for a business of a country this bundle is not built for (issue 19: loads then)
const CountryGate = lazy(() => import("../features/country/country-gate").then((m) => ({ default: m.CountryGate })));
const CommandPalette = lazy(() => import("./command-palette").then((m) => ({ default: m.CommandPalette })));
/**
 * The logged-in frame (spec 000 §2 "Logged-in dashboard layout"): top bar, sidebar, banner area
 * and content, the command palette (Ctrl/Cmd+K) and the keyboard-shortcuts list.
 */
export function DashboardFrame({ context, children }: { context: FrameContext; children: ReactNode }) {
  const { t } = useLingui();
  const router = useRouter();
  const { business, user, environment, visibility, flags, isSwitchedBusiness } = context;
  const page = useCurrentPage();
  useRememberRecordVisits(business.id);
  // the next load paints from these answers while it asks the gateway again (issue 19)
  useKeepFirstPaintAnswers(user.id, business.id);
  const [menuOpen, setMenuOpen] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  // a signed-in first load has only the landing pages' routes until the user shows intent (issue 19)
  useWholeRouteTreeOnIntent(paletteOpen);
  // The feedback form and the balance-view switch confirmation (spec 000 §2, §4).
  const shellDialogs = useShellDialogs({ user, business, balanceView: visibility.balanceView });
  const openBalanceSwitch = shellDialogs.openBalanceViewSwitch;
  useShortcuts({
    "command-palette": () => setPaletteOpen((open) => !open),
    "shortcuts-help": () => setShortcutsOpen(true),
  });
  const balanceSwitcherOn = isFlagOn(flags, "balance_switcher");
  const balanceSwitcher = showBalanceViewSwitcher({ configOn: balanceSwitcherOn, ...user })
    ? { view: visibility.balanceView, onSwitch: openBalanceSwitch }
    : null;
  const activationPath = canSeePage("get_started", visibility)
    ? "/get-started"
    : canSeePage("activation", visibility)
      ? "/activation"
      : null;

  // Links navigate in the app (the native ones the frame paints first, and react-aria's through
  // components/ui/aria-router.tsx where they render, so react-aria's router is not in the frame,
  // issue 19); addresses of other sites (the help menu's docs) stay as they are.
  const navigation = useMemo<PlainNavigation>(
    () => ({
      navigate: (href) => void router.navigate({ href }),
      toHref: (href) => (/^[a-z][a-z\d+.-]*:/i.test(href) ? href : router.history.createHref(href)),
    }),
    [router],
  );

  return (
    <PlainNavigationProvider value={navigation}>
      <CountryProvider country={business.country_of_operation}>
        <div className="flex min-h-screen flex-col bg-background">
          <SessionWatch />
          <PromptGate context={context} />
          <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
            {t`Skip to content`}
          </a>
          <TopBar
            visibility={visibility}
            business={business}
            user={user}
            environment={environment}
            menuOpen={menuOpen}
            onToggleMenu={() => setMenuOpen((open) => !open)}
            onOpenPalette={() => setPaletteOpen(true)}
            onFeedback={shellDialogs.openFeedback}
            onShowShortcuts={() => setShortcutsOpen(true)}
          />
          <div className="flex flex-1 flex-col md:flex-row">
            <Sidebar
              visibility={visibility}
              mobileOpen={menuOpen}
              onNavigate={() => setMenuOpen(false)}
              balanceSwitcher={balanceSwitcher}
            />
            <main id="main" className="mx-auto w-full max-w-6xl flex-1 space-y-4 p-4 md:p-8">
              <ShellBanners
                page={page}
                environment={environment.environment}
                liveEnabled={environment.liveMode === "live"}
                business={business}
                user={user}
                switchedBusiness={isSwitchedBusiness}
                balanceSwitcherOn={balanceSwitcherOn}
                balanceView={visibility.balanceView}
                activationPath={activationPath}
                homePath={homeLinkFor(visibility, landingPath(business))}
                onSwitchBalanceView={openBalanceSwitch}
              />
              {/* Issue 2 §5: a business of a country this bundle is not built for gets a pointer to
                  the brand's bundle for that country instead of half-working pages. */}
              {bundleForBusiness(brand.country, business.country_of_operation, brand.otherCountries).kind ===
              "this-bundle" ? (
                children
              ) : (
                <Suspense fallback={null}>
                  <CountryGate businessCountry={business.country_of_operation}>{children}</CountryGate>
                </Suspense>
              )}
            </main>
          </div>
          {/* loaded and rendered only when opened: closed, it recomputed every page and record on each navigation */}
          {paletteOpen ? (
            <Suspense fallback={null}>
              <CommandPalette isOpen onOpenChange={setPaletteOpen} visibility={visibility} />
            </Suspense>
          ) : null}
          <WhenOpened isOpen={shortcutsOpen}>
            {() => <ShortcutsDialog isOpen={shortcutsOpen} onOpenChange={setShortcutsOpen} />}
          </WhenOpened>
          {shellDialogs.dialogs}
        </div>
      </CountryProvider>
    </PlainNavigationProvider>
  );
}
