/**
 * Saved views (beyond the spec): name the current filters of a list, apply a saved view, rename
 * and delete. Stored by the gateway per user and business (src/lib/lists/saved-views.ts), so a
 * view follows the user to any device.
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import {
  filtersOfView,
  invalidateSavedViews,
  type SavedView,
  savedViewCalls,
  savedViewsQueryOptions,
  viewFiltersOf,
} from "../../lib/lists/saved-views.ts";
import type { AnyListKit, ListFilters } from "../../lib/lists/search.ts";
import { useSession } from "../../lib/session/hooks.ts";
import { Icon } from "./icons.tsx";
import type { MenuItemSpec } from "./menu.tsx";
import { plainButtonClass } from "./plain-controls.tsx";
import { PopoverTrigger } from "./popover-trigger.tsx";

// The menu (react-aria) loads when its trigger is first opened, the dialogs when one first opens (issue 19).
const loadMenu = () => import("./menu.tsx");
const MenuPopover = lazy(() => loadMenu().then((m) => ({ default: m.MenuPopover })));
const loadDialogs = () => import("./saved-views-dialogs.tsx");
const SaveViewDialog = lazy(() => loadDialogs().then((m) => ({ default: m.SaveViewDialog })));
const ManageViewsDialog = lazy(() => loadDialogs().then((m) => ({ default: m.ManageViewsDialog })));

type Filters = ListFilters<string, string, string>;

export interface SavedViewsMenuProps<F extends Filters> {
  /** The list's key (its page key; add the prefix when a page has two lists: `cards:refunds`). */
  listKey: string;
  kit: AnyListKit;
  /** The filters on screen (what "Save current view" stores). */
  filters: F;
  /** Apply a view: navigate to its filters. */
  onApply: (filters: F) => void;
}

export function SavedViewsMenu<F extends Filters>({ listKey, kit, filters, onApply }: SavedViewsMenuProps<F>) {
  const session = useSession();
  const client = useQueryClient();
  const views = useQuery(savedViewsQueryOptions(session, listKey));
  return (
    <SavedViewsMenuView
      views={views.data ?? []}
      currentFilters={viewFiltersOf(kit, filters)}
      onApply={(view) => onApply({ ...(filtersOfView(kit, view) as F) })}
      onSave={async (name) => {
        await savedViewCalls.create(session, listKey, name, viewFiltersOf(kit, filters));
        await invalidateSavedViews(client, listKey);
      }}
      onRename={async (id, name) => {
        await savedViewCalls.rename(session, id, name);
        await invalidateSavedViews(client, listKey);
      }}
      onDelete={async (id) => {
        await savedViewCalls.remove(session, id);
        await invalidateSavedViews(client, listKey);
      }}
    />
  );
}

export interface SavedViewsMenuViewProps {
  views: SavedView[];
  /** The filters on screen (as a view stores them): the matching view is marked in the menu. */
  currentFilters?: SavedView["filters"];
  onApply: (view: SavedView) => void;
  /** Save the current filters under `name`; throw (HttpError) to show the failure. */
  onSave: (name: string) => Promise<void>;
  onRename: (id: string, name: string) => Promise<void>;
  onDelete: (id: string) => Promise<void>;
}

/** The menu and its dialogs without the gateway (stories, tests, or another store). */
export function SavedViewsMenuView({
  views,
  currentFilters,
  onApply,
  onSave,
  onRename,
  onDelete,
}: SavedViewsMenuViewProps) {
  const { t } = useLingui();
  const current = currentFilters ? sameFilters(currentFilters) : () => false;
  const [dialog, setDialog] = useState<"save" | "manage" | null>(null);
  const items: MenuItemSpec[] = [
    ...views.map((v) => ({
      id: `view:${v.id}`,
      label: current(v.filters) ? t`${v.name} (shown)` : v.name,
      textValue: v.name,
      icon: current(v.filters) ? ("check" as const) : ("file" as const),
    })),
    { id: "save", label: t`Save current view…`, icon: "plus", separatorBefore: views.length > 0 },
    ...(views.length ? [{ id: "manage", label: t`Rename or delete views…`, icon: "settings" as const }] : []),
  ];
  return (
    <>
      <PopoverTrigger
        popup="menu"
        className={plainButtonClass("secondary", "sm")}
        prefetch={loadMenu}
        renderPopover={(slot) => (
          <MenuPopover
            {...slot}
            aria-label={t`Saved views`}
            items={items}
            onAction={(id) => {
              if (id === "save" || id === "manage") {
                loadDialogs().catch(() => undefined);
                return setDialog(id);
              }
              const view = views.find((v) => `view:${v.id}` === id);
              if (view) onApply(view);
            }}
          />
        )}
      >
        <Icon name="file" size={16} />
        {t`Saved views`}
      </PopoverTrigger>
      <Suspense fallback={null}>
        {dialog === "save" ? <SaveViewDialog onClose={() => setDialog(null)} onSave={onSave} /> : null}
        {dialog === "manage" ? (
          <ManageViewsDialog views={views} onClose={() => setDialog(null)} onRename={onRename} onDelete={onDelete} />
        ) : null}
      </Suspense>
    </>
  );
}

/** Whether two views' filters are the same (key order aside). */
function sameFilters(a: SavedView["filters"]) {
  const key = (f: SavedView["filters"]) =>
    JSON.stringify(
      Object.keys(f)
        .sort()
        .map((k) => [k, f[k]]),
    );
  const mine = key(a);
  return (b: SavedView["filters"]) => key(b) === mine;
}
