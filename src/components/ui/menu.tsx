/** Dropdown menu (react-aria: arrow keys, typeahead, Enter/Space, Escape; focus returns to the trigger). */
import type { ReactElement, ReactNode, RefObject } from "react";
import { Menu as AriaMenu, MenuItem as AriaMenuItem, MenuTrigger, Popover, Separator } from "react-aria-components";
import { AriaRouter } from "./aria-router.tsx";
import { Icon, type IconName } from "./icons.tsx";
import { popoverSurface } from "./styles.ts";
import { TriggeredPopover } from "./triggered-popover.tsx";

export interface MenuItemSpec {
  id: string;
  label: ReactNode;
  /** Plain text of the label, for typeahead when the label is not a string. */
  textValue?: string;
  icon?: IconName;
  href?: string;
  isDisabled?: boolean;
  tone?: "danger";
  /** Draw a separator above this item. */
  separatorBefore?: boolean;
}

export interface MenuProps {
  /** The button that opens the menu (Button or IconButton). */
  trigger: ReactElement;
  items: MenuItemSpec[];
  onAction?: (id: string) => void;
  placement?: "bottom start" | "bottom end";
  "aria-label"?: string;
}

const itemClass =
  "flex cursor-pointer items-center gap-2 rounded-[4px] px-3 py-2 text-text no-underline outline-none data-[focused]:bg-background data-[disabled]:opacity-50 data-[focus-visible]:outline-solid data-[focus-visible]:outline-2 data-[focus-visible]:-outline-offset-2 data-[focus-visible]:outline-focus";

export function Menu({ trigger, items, onAction, placement = "bottom end", ...rest }: MenuProps) {
  return (
    <MenuTrigger>
      {trigger}
      <Popover placement={placement} className={`${popoverSurface} ${menuLayout}`}>
        <MenuItems items={items} onAction={onAction} aria-label={rest["aria-label"]} />
      </Popover>
    </MenuTrigger>
  );
}

export interface MenuPopoverProps extends Omit<MenuProps, "trigger"> {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  triggerRef: RefObject<HTMLElement | null>;
}

/**
 * The menu of `Menu` anchored on a trigger of the caller's (issue 19: a native button of
 * popover-trigger.tsx, so the menu's code loads when it opens). Focus starts on the first item;
 * choosing one closes the menu.
 */
export function MenuPopover({
  items,
  onAction,
  placement = "bottom end",
  isOpen,
  onOpenChange,
  triggerRef,
  ...rest
}: MenuPopoverProps) {
  return (
    <TriggeredPopover
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement={placement}
      aria-label={rest["aria-label"]}
      className={menuLayout}
    >
      <MenuItems
        items={items}
        onAction={onAction}
        aria-label={rest["aria-label"]}
        autoFocus="first"
        onClose={() => onOpenChange(false)}
      />
    </TriggeredPopover>
  );
}

const menuLayout = "min-w-48 p-1";

function MenuItems({
  items,
  onAction,
  ...menu
}: Pick<MenuProps, "items" | "onAction" | "aria-label"> & { autoFocus?: "first"; onClose?: () => void }) {
  const disabledKeys = items.filter((i) => i.isDisabled).map((i) => i.id);
  // an item with an href navigates through the app's router
  return (
    <AriaRouter>
      <AriaMenu
        {...menu}
        disabledKeys={disabledKeys}
        onAction={(key) => onAction?.(String(key))}
        className="outline-none"
      >
        {items.flatMap((item) => [
          ...(item.separatorBefore
            ? [<Separator key={`${item.id}-sep`} className="my-1 border-t border-border" />]
            : []),
          <AriaMenuItem
            key={item.id}
            id={item.id}
            href={item.href}
            textValue={item.textValue ?? (typeof item.label === "string" ? item.label : undefined)}
            className={`${itemClass} ${item.tone === "danger" ? "text-danger" : ""}`}
          >
            {item.icon ? <Icon name={item.icon} size={16} /> : null}
            {item.label}
          </AriaMenuItem>,
        ])}
      </AriaMenu>
    </AriaRouter>
  );
}
