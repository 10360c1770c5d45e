/**
 * An icon button opening a `Menu` whose code loads when first wanted (issue 19): the light
 * trigger of popover-trigger.tsx and menu.tsx's `MenuPopover` as a `lazy()` component.
 */
import { lazy } from "react";
import type { IconName } from "./icons.tsx";
import { Icon } from "./icons.tsx";
import type { MenuItemSpec } from "./menu.tsx";
import { plainButtonClass } from "./plain-controls.tsx";
import { PopoverTrigger } from "./popover-trigger.tsx";

const loadMenu = () => import("./menu.tsx");
const MenuPopover = lazy(() => loadMenu().then((m) => ({ default: m.MenuPopover })));

export function MenuButton({
  label,
  icon,
  items,
  onAction,
  placement,
}: {
  /** The trigger's and the menu's accessible name. */
  label: string;
  icon: IconName;
  items: MenuItemSpec[];
  onAction?: (id: string) => void;
  placement?: "bottom start" | "bottom end";
}) {
  return (
    <PopoverTrigger
      popup="menu"
      aria-label={label}
      className={plainButtonClass("ghost", "md", "w-10 !px-0")}
      prefetch={loadMenu}
      renderPopover={(slot) => (
        <MenuPopover {...slot} aria-label={label} items={items} onAction={onAction} placement={placement} />
      )}
    >
      <Icon name={icon} size={20} />
    </PopoverTrigger>
  );
}
