/**
 * The list of keyboard shortcuts (issue 6 Command palette), opened from the help menu or with its
 * shortcut. Its own module so the frame loads it when first opened (issue 19).
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { Dialog } from "../../../components/ui/overlays.tsx";
import { SHORTCUTS, type ShortcutId, shortcutKeys } from "../../../domain/routing/shortcuts.ts";

function isMac(): boolean {
  return typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}

export function ShortcutsDialog({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const labels: Record<ShortcutId, string> = {
    "command-palette": t`Go to a page or a recent record`,
    "shortcuts-help": t`Show the keyboard shortcuts`,
  };
  const mac = isMac();
  return (
    <Dialog title={t`Keyboard shortcuts`} isOpen={isOpen} onOpenChange={onOpenChange} size="sm">
      <dl className="space-y-2 text-sm">
        {SHORTCUTS.map((s) => (
          <div key={s.id} className="flex items-center justify-between gap-4">
            <dt>{labels[s.id]}</dt>
            <dd className="flex gap-1">
              {shortcutKeys(s, mac).map((k) => (
                <kbd key={k} className="rounded border border-border bg-background px-1.5 py-0.5 font-mono text-xs">
                  {k}
                </kbd>
              ))}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-muted text-sm">
        <Trans>In the command palette, use the arrow keys to choose and Enter to open.</Trans>
      </p>
    </Dialog>
  );
}

export { isMac };
