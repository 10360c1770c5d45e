/**
 * The sidebar (spec 002 §2.1, spec 000 §2 "Top bar"): the menu filtered by the visibility rule,
 * shrink/expand remembered in this browser, and on screens below 768 px a panel opened by the
 * burger in the top bar.
 */
import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useState, useSyncExternalStore } from "react";
import { PlainButton } from "../components/ui/plain-controls";
import { type SidebarEntry, SidebarLinkText, SidebarNav, sidebarLinkClass } from "../components/ui/sidebar";
import { SpriteIcon } from "../components/ui/sprite-icon";
import { visibleMenu } from "../domain/visibility/menu";
import { canSeePage, type VisibilityContext } from "../domain/visibility/pages";
import { STORAGE_KEYS } from "../lib/session/storage-keys";
import { type AppMenuItem, MENU, MENU_GROUP_TITLES, menuItemTitle } from "./menu";
import { MENU_ICONS } from "./menu-icons";

export const SIDEBAR_COLLAPSED_KEY = STORAGE_KEYS.sidebarCollapsed;

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === "true";
  } catch {
    return false;
  }
}

/** The width from which the menu is always shown (Tailwind's `md`, as in SidebarNav). */
const WIDE = "(min-width: 768px)";

/** Whether the window is at least 768 px wide (true where there is no `matchMedia`). */
function useWide(): boolean {
  return useSyncExternalStore(
    (change) => {
      if (typeof matchMedia !== "function") return () => undefined;
      const query = matchMedia(WIDE);
      query.addEventListener("change", change);
      return () => query.removeEventListener("change", change);
    },
    () => (typeof matchMedia === "function" ? matchMedia(WIDE).matches : true),
    () => true,
  );
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
  const wide = useWide();
  const entries: SidebarEntry<AppMenuItem>[] = visibleMenu(
    MENU,
    (page) => canSeePage(page, visibility),
    visibility,
  ).map((entry) =>
    entry.kind === "item"
      ? { kind: "item", key: entry.item.page, item: entry.item }
      : {
          kind: "group",
          key: entry.group,
          title: i18n._(MENU_GROUP_TITLES[entry.group]),
          items: entry.items.map((item) => ({ key: item.page, item })),
        },
  );
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
  return (
    <SidebarNav
      id="main-menu"
      label={t`Main menu`}
      // below 768 px the closed panel is hidden: its entries (≈ 45 links with icons, each watching
      // the router) render when the burger opens it, not in a phone's first render (issue 19)
      entries={wide || mobileOpen ? entries : []}
      collapsed={collapsed}
      onToggleCollapsed={toggle}
      mobileOpen={mobileOpen}
      renderItem={(item, shrunk) => {
        const title = i18n._(menuItemTitle(item, visibility));
        const icon = MENU_ICONS[item.page];
        return (
          <Link
            to={item.path as "/"}
            onClick={onNavigate}
            className={sidebarLinkClass}
            activeProps={{ "aria-current": "page" }}
            title={shrunk ? title : undefined}
          >
            <SidebarLinkText
              label={title}
              collapsed={shrunk}
              icon={icon ? <SpriteIcon name={icon} size={18} /> : undefined}
            />
          </Link>
        );
      }}
      footer={
        balanceSwitcher ? (
          <>
            <p className="text-muted">{balanceSwitcher.view === "new" ? t`Balance view: new` : t`Balance view: old`}</p>
            {balanceSwitcher.onSwitch ? (
              <PlainButton variant="ghost" size="sm" className="mt-1 -ml-3" onClick={balanceSwitcher.onSwitch}>
                {balanceSwitcher.view === "new" ? t`Back to the old view` : t`Switch to the new view`}
              </PlainButton>
            ) : null}
          </>
        ) : null
      }
    />
  );
}
