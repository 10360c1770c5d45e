/**
 * The top bar's help menu (spec 000 §2 Top bar: docs link, API reference link, feedback,
 * resolution center, keyboard shortcuts: shortcuts-dialog.tsx, issue 6 Command palette). The
 * links come from the brand manifest; the resolution center shows only when the user may see it.
 */
import { brand } from "virtual:brand";
import { useLingui } from "@lingui/react/macro";
import type { MenuItemSpec } from "../../../components/ui/menu.tsx";
import { MenuButton } from "../../../components/ui/menu-button.tsx";

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
    <MenuButton
      label={t`Help`}
      icon="help"
      items={items}
      onAction={(id) => {
        if (id === "feedback") onFeedback();
        if (id === "shortcuts") onShowShortcuts();
      }}
    />
  );
}
