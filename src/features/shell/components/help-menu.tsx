/**
 * The top bar's help menu (spec 000 §2 Top bar: docs link, API reference link, feedback,
 * resolution center) plus the list of keyboard shortcuts (issue 6 Command palette). The links
 * come from the brand manifest; the resolution center shows only when the user may see it.
 */
import { brand } from "virtual:brand";
import { Trans, useLingui } from "@lingui/react/macro";
import { IconButton } from "../../../components/ui/button.tsx";
import { Menu, type MenuItemSpec } from "../../../components/ui/menu.tsx";
import { Dialog } from "../../../components/ui/overlays.tsx";
import { SHORTCUTS, type ShortcutId, shortcutKeys } from "../../../domain/routing/shortcuts.ts";

export function HelpMenu({
  resolutionCenter,
  onFeedback,
  onShowShortcuts,
}: {
  /** The user may see the resolution center (spec 000 §6: hidden in the Philippines). */
  resolutionCenter: boolean;
  /** Opens the feedback form; its `feedbackSent` confirmation follows the submit (spec 000 §2). */
  onFeedback: () => void;
  onShowShortcuts: () => void;
}) {
  const { t } = useLingui();
  const items: MenuItemSpec[] = [
    { id: "docs", label: t`Documentation`, icon: "file", href: brand.links.docs },
    { id: "api-reference", label: t`API reference`, icon: "file", href: brand.links.apiReference },
    { id: "feedback", label: t`Send feedback`, icon: "info", separatorBefore: true },
    ...(resolutionCenter
      ? [{ id: "resolution-center", label: t`Resolution center`, icon: "help", href: "/resolution-center" } as const]
      : []),
    { id: "shortcuts", label: t`Keyboard shortcuts`, icon: "more", separatorBefore: true },
  ];
  return (
    <Menu
      aria-label={t`Help`}
      trigger={<IconButton icon="help" label={t`Help`} />}
      items={items}
      onAction={(id) => {
        if (id === "feedback") onFeedback();
        if (id === "shortcuts") onShowShortcuts();
      }}
    />
  );
}

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
