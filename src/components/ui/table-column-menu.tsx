/**
 * The data table's column visibility menu (react-aria: arrow keys, typeahead, Space to check,
 * Escape; focus back on its trigger), loaded when its trigger is first opened (issue 19): the
 * trigger is table.tsx's native button (popover-trigger.tsx).
 */

import { Menu as AriaMenu, MenuItem } from "react-aria-components";
import { Icon } from "./icons.tsx";
import type { PopoverSlot } from "./popover-trigger.tsx";
import type { Table } from "./table-model.ts";
import { TriggeredPopover } from "./triggered-popover.tsx";

export type ColumnMenuPopoverProps<T> = PopoverSlot & { table: Table<T>; label: string };

export function ColumnMenuPopover<T>({ table, label, isOpen, onOpenChange, triggerRef }: ColumnMenuPopoverProps<T>) {
  const hideable = table.getAllLeafColumns().filter((c) => c.getCanHide());
  const visible = hideable.filter((c) => c.getIsVisible()).map((c) => c.id);
  return (
    <TriggeredPopover
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      aria-label={label}
      className="min-w-48 p-1"
    >
      <AriaMenu
        aria-label={label}
        autoFocus="first"
        selectionMode="multiple"
        selectedKeys={visible}
        onSelectionChange={(keys) => {
          const chosen = keys === "all" ? hideable.map((c) => c.id) : [...keys].map(String);
          if (chosen.length === 0) return; // keep at least one column
          for (const c of hideable) c.toggleVisibility(chosen.includes(c.id));
        }}
        className="outline-none"
      >
        {hideable.map((c) => {
          const name = typeof c.columnDef.header === "string" ? c.columnDef.header : (c.columnDef.meta?.label ?? c.id);
          return (
            <MenuItem
              key={c.id}
              id={c.id}
              textValue={name}
              className="flex cursor-pointer items-center gap-2 rounded-[4px] px-3 py-2 text-text outline-none data-[focused]:bg-background data-[focus-visible]:outline-solid data-[focus-visible]:outline-2 data-[focus-visible]:-outline-offset-2 data-[focus-visible]:outline-focus"
            >
              {({ isSelected }) => (
                <>
                  <span className="flex h-4 w-4 items-center justify-center text-primary">
                    {isSelected ? <Icon name="check" size={16} /> : null}
                  </span>
                  {name}
                </>
              )}
            </MenuItem>
          );
        })}
      </AriaMenu>
    </TriggeredPopover>
  );
}
