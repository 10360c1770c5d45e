/**
 * The saved views' dialogs (save the current view; rename or delete views), loaded when one first
 * opens (issue 19): saved-views-menu.tsx paints the menu's trigger with the list.
 */
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { SAVED_VIEW_NAME_MAX, type SavedView } from "../../lib/lists/saved-views.ts";
import { useDescribeError } from "../../lib/session/hooks.ts";
import { Banner } from "./banner.tsx";
import { Button, IconButton } from "./button.tsx";
import { TextField } from "./field.tsx";
import { ConfirmDialog, Dialog } from "./overlays.tsx";

/** The gateway's field error, or the mapped message of the error (spec 000 §8). */
function fieldMessage(error: unknown, field: string): string | null {
  const details = (error as { details?: readonly { field: string; message: string }[] } | null)?.details ?? [];
  return details.find((d) => d.field === field)?.message ?? null;
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

export function SaveViewDialog({ onClose, onSave }: { onClose: () => void; onSave: (name: string) => Promise<void> }) {
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

export function ManageViewsDialog({
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
