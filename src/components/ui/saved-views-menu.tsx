/**
 * Saved views (beyond the spec): name the current filters of a list, apply a saved view, rename
 * and delete. Stored by the gateway per user and business (src/lib/lists/saved-views.ts), so a
 * view follows the user to any device.
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  filtersOfView,
  invalidateSavedViews,
  SAVED_VIEW_NAME_MAX,
  type SavedView,
  savedViewCalls,
  savedViewsQueryOptions,
  viewFiltersOf,
} from "../../lib/lists/saved-views.ts";
import type { AnyListKit, ListFilters } from "../../lib/lists/search.ts";
import { useDescribeError, useSession } from "../../lib/session/hooks.ts";
import { Banner } from "./banner.tsx";
import { Button, IconButton } from "./button.tsx";
import { TextField } from "./field.tsx";
import { Menu, type MenuItemSpec } from "./menu.tsx";
import { ConfirmDialog, Dialog } from "./overlays.tsx";

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

/** The gateway's field error, or the mapped message of the error (spec 000 §8). */
function fieldMessage(error: unknown, field: string): string | null {
  const details = (error as { details?: readonly { field: string; message: string }[] } | null)?.details ?? [];
  return details.find((d) => d.field === field)?.message ?? null;
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
      <Menu
        aria-label={t`Saved views`}
        trigger={
          <Button variant="secondary" size="sm" icon="file">
            {t`Saved views`}
          </Button>
        }
        items={items}
        onAction={(id) => {
          if (id === "save" || id === "manage") return setDialog(id);
          const view = views.find((v) => `view:${v.id}` === id);
          if (view) onApply(view);
        }}
      />
      {dialog === "save" ? <SaveViewDialog onClose={() => setDialog(null)} onSave={onSave} /> : null}
      {dialog === "manage" ? (
        <ManageViewsDialog views={views} onClose={() => setDialog(null)} onRename={onRename} onDelete={onDelete} />
      ) : null}
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

/** A promise-running action with its pending state and last error (no query client needed). */
function useAction<A extends unknown[]>(run: (...args: A) => Promise<void>, onDone?: () => void) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const start = async (...args: A) => {
    setPending(true);
    setError(null);
    try {
      await run(...args);
      onDone?.();
    } catch (e) {
      setError(e);
    } finally {
      setPending(false);
    }
  };
  return { start, pending, error };
}

function SaveViewDialog({ onClose, onSave }: { onClose: () => void; onSave: (name: string) => Promise<void> }) {
  const { t } = useLingui();
  const describeError = useDescribeError();
  const [name, setName] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const save = useAction(onSave, onClose);
  const trimmed = name.trim();
  const localError = submitted && !trimmed ? t`Enter a name.` : null;
  const serverField = save.error ? fieldMessage(save.error, "name") : null;
  const error =
    localError ?? (serverField === "is already used" ? t`You already have a view with this name.` : serverField);
  return (
    <Dialog title={t`Save current view`} isOpen onOpenChange={(open) => !open && onClose()} size="sm">
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (trimmed) void save.start(trimmed);
        }}
      >
        {save.error && !serverField ? <Banner tone="danger">{describeError(save.error)}</Banner> : null}
        <TextField
          label={t`Name`}
          value={name}
          maxLength={SAVED_VIEW_NAME_MAX}
          onChange={setName}
          description={t`The filters, sort and page size of this list. Up to ${SAVED_VIEW_NAME_MAX} characters.`}
          errorMessage={error ?? undefined}
          autoFocus
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onPress={onClose}>
            {t`Cancel`}
          </Button>
          <Button type="submit" isPending={save.pending}>
            {t`Save view`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function ManageViewsDialog({
  views,
  onClose,
  onRename,
  onDelete,
}: {
  views: SavedView[];
  onClose: () => void;
  onRename: (id: string, name: string) => Promise<void>;
  onDelete: (id: string) => Promise<void>;
}) {
  const { t } = useLingui();
  return (
    <Dialog title={t`Saved views`} isOpen onOpenChange={(open) => !open && onClose()} size="md">
      {views.length === 0 ? (
        <p className="text-muted">{t`No saved views.`}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {views.map((view) => (
            <ViewRow key={view.id} view={view} onRename={onRename} onDelete={onDelete} />
          ))}
        </ul>
      )}
    </Dialog>
  );
}

function ViewRow({
  view,
  onRename,
  onDelete,
}: {
  view: SavedView;
  onRename: (id: string, name: string) => Promise<void>;
  onDelete: (id: string) => Promise<void>;
}) {
  const { t } = useLingui();
  const describeError = useDescribeError();
  const [name, setName] = useState(view.name);
  const rename = useAction((next: string) => onRename(view.id, next));
  const [confirming, setConfirming] = useState(false);
  const serverField = rename.error ? fieldMessage(rename.error, "name") : null;
  const error = !name.trim()
    ? t`Enter a name.`
    : serverField === "is already used"
      ? t`You already have a view with this name.`
      : (serverField ?? (rename.error ? describeError(rename.error) : null));
  return (
    <li className="flex flex-wrap items-end gap-2">
      <div className="min-w-48 flex-1">
        <TextField
          label={t`Name of “${view.name}”`}
          value={name}
          maxLength={SAVED_VIEW_NAME_MAX}
          onChange={setName}
          errorMessage={error ?? undefined}
        />
      </div>
      <Button
        variant="secondary"
        size="sm"
        isDisabled={!name.trim() || name.trim() === view.name}
        isPending={rename.pending}
        onPress={() => void rename.start(name.trim())}
      >
        {t`Rename`}
      </Button>
      <IconButton icon="trash" label={t`Delete “${view.name}”`} size="sm" onPress={() => setConfirming(true)} />
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t`Delete “${view.name}”?`}
        confirmLabel={t`Delete`}
        tone="danger"
        onConfirm={() => onDelete(view.id)}
      >
        {t`The view is deleted for you on every device. The records are not affected.`}
      </ConfirmDialog>
    </li>
  );
}
