/**
 * The saved views menu's popover (react-aria's menu), with the gateway's views and the dialogs to
 * save, rename and delete: loaded when the "Saved views" button is first reached for (issue 19).
 * saved-views-menu.tsx paints the button with the list; the list's first load asks the gateway
 * for no views (they load with this module: on the button's hover or focus, or its first press).
 */
import { useLingui } from "@lingui/react/macro";
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import type { QuerySession } from "../../lib/lists/queries.ts";
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
import { type MenuItemSpec, MenuPopover } from "./menu.tsx";
import type { PopoverSlot } from "./popover-trigger.tsx";
import type { SavedViewsMenuProps, SavedViewsMenuViewProps } from "./saved-views-menu.tsx";

const loadDialogs = () => import("./saved-views-dialogs.tsx");
const SaveViewDialog = lazy(() => loadDialogs().then((m) => ({ default: m.SaveViewDialog })));
const ManageViewsDialog = lazy(() => loadDialogs().then((m) => ({ default: m.ManageViewsDialog })));

type Filters = ListFilters<string, string, string>;

/** Starts fetching a list's views (the button's hover or focus), so the menu opens with them. */
export function prefetchSavedViews(client: QueryClient, session: QuerySession, listKey: string): void {
  client.prefetchQuery(savedViewsQueryOptions(session, listKey)).catch(() => undefined);
}

/** The menu of the gateway's views of `listKey`; it opens once they are known (or failed: then none). */
export function GatewayViewsPopover<F extends Filters>({
  slot,
  listKey,
  kit,
  filters,
  onApply,
}: SavedViewsMenuProps<F> & { slot: PopoverSlot }) {
  const session = useSession();
  const client = useQueryClient();
  const views = useQuery(savedViewsQueryOptions(session, listKey));
  if (views.isPending) return null;
  return (
    <ViewsPopover
      slot={slot}
      views={views.data ?? []}
      currentFilters={viewFiltersOf(kit as AnyListKit, filters)}
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

/** The menu (apply a view, marked when shown; save; rename or delete) and its dialogs. */
export function ViewsPopover({
  slot,
  views,
  currentFilters,
  onApply,
  onSave,
  onRename,
  onDelete,
}: SavedViewsMenuViewProps & { slot: PopoverSlot }) {
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
