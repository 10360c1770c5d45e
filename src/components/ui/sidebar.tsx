/**
 * Sidebar navigation frame: a labelled `nav` with items and titled groups, a shrink/expand
 * button (from 768 px up; shrunk, items show a two-letter mark and keep their name for assistive
 * technology), and below 768 px a full-width panel shown while `mobileOpen`. The caller renders
 * each link (router links in the app, plain anchors in stories) and keeps the collapsed state.
 */
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { PlainIconButton } from "./plain-controls.tsx";
import { nativeFocusRing } from "./styles.ts";

export type SidebarEntry<T> =
  | { kind: "item"; key: string; item: T }
  | { kind: "group"; key: string; title: string; items: readonly { key: string; item: T }[] };

/** The classes of a sidebar link; the current page adds `aria-current="page"`. */
export const sidebarLinkClass = `flex items-center gap-2 rounded-brand px-3 py-2 text-sm text-text hover:bg-background aria-[current=page]:bg-background aria-[current=page]:font-semibold aria-[current=page]:text-primary ${nativeFocusRing}`;

/**
 * A menu entry's icon and name. Shrunk, only the icon shows and the name stays the link's
 * accessible name (visually hidden); the caller adds it as the tooltip (`title`). Without an
 * icon a shrunk entry falls back to the name's first two letters.
 */
export function SidebarLinkText({ label, collapsed, icon }: { label: string; collapsed: boolean; icon?: ReactNode }) {
  return (
    <>
      {icon ? (
        <span aria-hidden="true" className="inline-flex shrink-0">
          {icon}
        </span>
      ) : null}
      <span className={collapsed ? "md:sr-only" : "min-w-0 truncate"}>{label}</span>
      {collapsed && !icon ? (
        <span aria-hidden="true" className="hidden md:inline">
          {label.slice(0, 2)}
        </span>
      ) : null}
    </>
  );
}

export function SidebarNav<T>({
  id,
  label,
  entries,
  renderItem,
  collapsed,
  onToggleCollapsed,
  mobileOpen,
  footer,
}: {
  id: string;
  /** The navigation landmark's name. */
  label: string;
  entries: readonly SidebarEntry<T>[];
  renderItem: (item: T, collapsed: boolean) => ReactNode;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  /** Below 768 px the sidebar shows only while open (the top bar's burger). */
  mobileOpen: boolean;
  /** Shown under the menu, hidden while shrunk. */
  footer?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <nav
      id={id}
      aria-label={label}
      className={`${mobileOpen ? "block" : "hidden"} w-full shrink-0 overflow-y-auto overscroll-contain border-border border-b bg-surface p-3 md:sticky md:top-[var(--topbar-height,3.5rem)] md:block md:h-[calc(100dvh-var(--topbar-height,3.5rem))] md:self-start md:border-r md:border-b-0 ${collapsed ? "md:w-20" : "md:w-64"}`}
    >
      <div className="mb-2 hidden justify-end md:flex">
        <PlainIconButton
          icon={collapsed ? "sidebarExpand" : "sidebarCollapse"}
          label={collapsed ? t`Expand the menu` : t`Shrink the menu`}
          aria-expanded={!collapsed}
          size="sm"
          onClick={onToggleCollapsed}
        />
      </div>
      <ul className="space-y-1">
        {entries.map((entry) =>
          entry.kind === "item" ? (
            <li key={entry.key}>{renderItem(entry.item, collapsed)}</li>
          ) : (
            <li key={entry.key} className="pt-3">
              <p
                id={`${id}-group-${entry.key}`}
                className={`px-3 pb-1 font-semibold text-muted text-xs uppercase ${collapsed ? "md:sr-only" : ""}`}
              >
                {entry.title}
              </p>
              <ul aria-labelledby={`${id}-group-${entry.key}`} className="space-y-1">
                {entry.items.map(({ key, item }) => (
                  <li key={key}>{renderItem(item, collapsed)}</li>
                ))}
              </ul>
            </li>
          ),
        )}
      </ul>
      {footer ? (
        <div className={`mt-4 border-border border-t px-3 pt-3 text-sm ${collapsed ? "md:hidden" : ""}`}>{footer}</div>
      ) : null}
    </nav>
  );
}
