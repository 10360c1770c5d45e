/**
 * Saved views (beyond the spec): name the current filters of a list, apply a saved view, rename
 * and delete. Stored by the gateway per user and business (src/lib/lists/saved-views.ts), so a
 * view follows the user to any device.
 *
 * The "Saved views" button paints with the list as a native menu button; the menu (react-aria),
 * the gateway's views and the calls load when it is first reached for (hover or focus starts
 * them, a press opens the menu once they are there: saved-views-popover.tsx), the dialogs when
 * one first opens (issue 19).
 */
import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, type ReactNode } from "react";
import type { SavedView } from "../../lib/lists/saved-views.ts";
import type { AnyListKit, ListFilters } from "../../lib/lists/search.ts";
import { useSession } from "../../lib/session/hooks.ts";
import { Icon } from "./icons.tsx";
import { plainButtonClass } from "./plain-controls.tsx";
import { type PopoverSlot, PopoverTrigger } from "./popover-trigger.tsx";

const loadPopover = () => import("./saved-views-popover.tsx");
const GatewayViewsPopover = lazy(() =>
  loadPopover().then((m) => ({ default: m.GatewayViewsPopover })),
) as typeof import("./saved-views-popover.tsx").GatewayViewsPopover;
const ViewsPopover = lazy(() => loadPopover().then((m) => ({ default: m.ViewsPopover })));

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

export function SavedViewsMenu<F extends Filters>(props: SavedViewsMenuProps<F>) {
  const session = useSession();
  const client = useQueryClient();
  const prefetch = () =>
    loadPopover().then(
      (m) => m.prefetchSavedViews(client, session, props.listKey),
      () => undefined,
    );
  return <SavedViewsButton prefetch={prefetch} popover={(slot) => <GatewayViewsPopover slot={slot} {...props} />} />;
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
export function SavedViewsMenuView(props: SavedViewsMenuViewProps) {
  return <SavedViewsButton prefetch={loadPopover} popover={(slot) => <ViewsPopover slot={slot} {...props} />} />;
}

function SavedViewsButton({
  prefetch,
  popover,
}: {
  prefetch: () => unknown;
  popover: (slot: PopoverSlot) => ReactNode;
}) {
  const { t } = useLingui();
  return (
    <PopoverTrigger
      popup="menu"
      className={plainButtonClass("secondary", "sm")}
      prefetch={prefetch}
      renderPopover={popover}
    >
      <Icon name="file" size={16} />
      {t`Saved views`}
    </PopoverTrigger>
  );
}
