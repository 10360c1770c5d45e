/**
 * The sidebar (spec 002 §2.1, spec 000 §2 "Top bar"): the menu filtered by the visibility rule,
 * shrink/expand remembered in this browser, and on screens below 768 px a panel opened by the
 * burger in the top bar.
 */
import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { Button, IconButton } from "../components/ui/button";
import { nativeFocusRing } from "../components/ui/styles";
import { visibleMenu } from "../domain/visibility/menu";
import { canSeePage, type VisibilityContext } from "../domain/visibility/pages";
import { STORAGE_KEYS } from "../lib/session/storage-keys";
import { type AppMenuItem, MENU, MENU_GROUP_TITLES, menuItemTitle } from "./menu";

export const SIDEBAR_COLLAPSED_KEY = STORAGE_KEYS.sidebarCollapsed;

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === "true";
  } catch {
    return false;
  }
}

export function Sidebar({
  visibility,
  mobileOpen,
  onNavigate,
  balanceSwitcher,
}: {
  visibility: VisibilityContext;
  /** Below 768 px the sidebar shows only while the burger has opened it. */
  mobileOpen: boolean;
  onNavigate: () => void;
  /**
   * spec 000 §4: the balance-view switcher, only when the balance-switcher config is on and the
   * user holds can_view, can_edit or can_withdraw (the caller decides with showBalanceViewSwitcher).
   */
  balanceSwitcher?: { view: "old" | "new"; onSwitch?: (() => void) | undefined } | null;
}) {
  const { t, i18n } = useLingui();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const entries = visibleMenu(MENU, (page) => canSeePage(page, visibility), visibility);
  const toggle = () => {
    setCollapsed((value) => {
      try {
        localStorage.setItem(SIDEBAR_COLLAPSED_KEY, String(!value));
      } catch {
        // The choice then lasts for this page only.
      }
      return !value;
    });
  };
  const link = (item: AppMenuItem) => (
    <Link
      to={item.path as "/"}
      onClick={onNavigate}
      className={`flex items-center gap-2 rounded-brand px-3 py-2 text-sm text-text hover:bg-background ${nativeFocusRing}`}
      activeProps={{ "aria-current": "page", className: "bg-background font-semibold text-primary" }}
      title={collapsed ? i18n._(menuItemTitle(item, visibility)) : undefined}
    >
      <span className={collapsed ? "md:sr-only" : undefined}>{i18n._(menuItemTitle(item, visibility))}</span>
      {collapsed ? (
        <span aria-hidden="true" className="hidden md:inline">
          {i18n._(menuItemTitle(item, visibility)).slice(0, 2)}
        </span>
      ) : null}
    </Link>
  );
  return (
    <nav
      id="main-menu"
      aria-label={t`Main menu`}
      className={`${mobileOpen ? "block" : "hidden"} w-full shrink-0 overflow-y-auto border-border border-b bg-surface p-3 md:block md:border-r md:border-b-0 ${collapsed ? "md:w-20" : "md:w-64"}`}
    >
      <div className="mb-2 hidden justify-end md:flex">
        <IconButton
          icon={collapsed ? "sidebarExpand" : "sidebarCollapse"}
          label={collapsed ? t`Expand the menu` : t`Shrink the menu`}
          size="sm"
          onPress={toggle}
        />
      </div>
      <ul className="space-y-1">
        {entries.map((entry) =>
          entry.kind === "item" ? (
            <li key={entry.item.page}>{link(entry.item)}</li>
          ) : (
            <li key={entry.group} className="pt-3">
              <p
                id={`menu-group-${entry.group}`}
                className={`px-3 pb-1 font-semibold text-muted text-xs uppercase ${collapsed ? "md:sr-only" : ""}`}
              >
                {i18n._(MENU_GROUP_TITLES[entry.group])}
              </p>
              <ul aria-labelledby={`menu-group-${entry.group}`} className="space-y-1">
                {entry.items.map((item) => (
                  <li key={item.page}>{link(item)}</li>
                ))}
              </ul>
            </li>
          ),
        )}
      </ul>
      {balanceSwitcher ? (
        <div className={`mt-4 border-border border-t px-3 pt-3 text-sm ${collapsed ? "md:hidden" : ""}`}>
          <p className="text-muted">{balanceSwitcher.view === "new" ? t`Balance view: new` : t`Balance view: old`}</p>
          {balanceSwitcher.onSwitch ? (
            <Button variant="ghost" size="sm" className="mt-1 -ml-3" onPress={balanceSwitcher.onSwitch}>
              {balanceSwitcher.view === "new" ? t`Back to the old view` : t`Switch to the new view`}
            </Button>
          ) : null}
        </div>
      ) : null}
    </nav>
  );
}
