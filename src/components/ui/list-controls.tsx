/**
 * The list's react-aria controls (issue 19): the filter panel's multi-select menus, its date range
 * picker (with the calendar) and the selects. Loaded only when the user first reaches for one of
 * them (`light-controls.tsx` shows their stand-ins with the page), not with the list.
 */
import { useEffect, useRef, useState } from "react";
import { Button as AriaButton, Menu as AriaMenu, MenuItem, MenuTrigger, Popover } from "react-aria-components";
import { Icon } from "./icons.tsx";
import { type DeferredSelectProps, type MultiSelectProps, multiSelectTriggerClass } from "./list-control-props.ts";
import { Select as AriaSelect } from "./select.tsx";
import { focusRing, popoverSurface } from "./styles.ts";

export { DateRangePicker } from "./date-range-picker.tsx";

/** A button opening a menu of checkable options ("Status (2)"); `openOnMount` after a press on its stand-in. */
export function MultiSelectMenu({
  label,
  options,
  selected,
  onChange,
  openOnMount = false,
}: MultiSelectProps & { openOnMount?: boolean }) {
  // The picks on screen: a pick shows (and the next one adds to it) at once, before the route's
  // loader has let the URL catch up; a change of the URL from elsewhere (back, clear) wins.
  const [picked, setPicked] = useState<readonly string[]>(selected);
  const selectedKey = selected.join(",");
  const [followed, setFollowed] = useState(selectedKey);
  if (followed !== selectedKey) {
    setFollowed(selectedKey);
    setPicked(selected);
  }
  const [isOpen, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  useOpenOnMount(openOnMount, () => trigger.current, setOpen);
  const count = picked.length;
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <AriaButton ref={trigger} className={`${multiSelectTriggerClass} ${focusRing}`}>
        {count > 0 ? `${label} (${count})` : label}
        <Icon name="chevronDown" size={16} />
      </AriaButton>
      <Popover placement="bottom start" className={`max-h-80 min-w-48 overflow-auto p-1 ${popoverSurface}`}>
        <AriaMenu
          aria-label={label}
          selectionMode="multiple"
          selectedKeys={picked}
          onSelectionChange={(keys) => {
            const next =
              keys === "all" ? options.map((o) => o.id) : options.map((o) => o.id).filter((id) => keys.has(id));
            setPicked(next);
            onChange(next);
          }}
          className="outline-none"
        >
          {options.map((o) => (
            <MenuItem
              key={o.id}
              id={o.id}
              textValue={o.label}
              className="flex cursor-pointer items-center gap-2 rounded-[4px] px-3 py-2 text-text outline-none data-[focused]:bg-background data-[focus-visible]:outline-solid data-[focus-visible]:outline-2 data-[focus-visible]:-outline-offset-2 data-[focus-visible]:outline-focus"
            >
              {({ isSelected }) => (
                <>
                  <span className="flex h-4 w-4 items-center justify-center rounded-[3px] border border-border text-primary">
                    {isSelected ? <Icon name="check" size={14} /> : null}
                  </span>
                  {o.label}
                </>
              )}
            </MenuItem>
          ))}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}

/**
 * Opens a control once, when it replaces its pressed stand-in: its trigger gets the focus first,
 * so closing the popover hands the focus back there.
 */
function useOpenOnMount(openOnMount: boolean, trigger: () => HTMLElement | null | undefined, open: (o: true) => void) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    if (!openOnMount) return;
    trigger()?.focus();
    open(true);
  }, []);
}

/** The kit's select, opened at once after a press on its stand-in. */
export function Select({ openOnMount = false, ...props }: DeferredSelectProps & { openOnMount?: boolean }) {
  const [isOpen, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  useOpenOnMount(openOnMount, () => wrapper.current?.querySelector("button"), setOpen);
  return (
    <div ref={wrapper} className="contents">
      <AriaSelect {...props} isOpen={isOpen} onOpenChange={setOpen} />
    </div>
  );
}
