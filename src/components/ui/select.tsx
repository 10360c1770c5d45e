/** Select (react-aria: listbox in a popover, typeahead, arrow keys) and a searchable combobox (substring match, spec 001 §5). */
import { useLingui } from "@lingui/react/macro";
import type { Key, ReactNode } from "react";
import {
  ComboBox as AriaComboBox,
  Select as AriaSelect,
  Button,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from "react-aria-components";
import { matchesSubstring } from "../../domain/input/text.ts";
import { type FieldChrome, FieldFooter, FieldLabel } from "./field.tsx";
import { Icon } from "./icons.tsx";
import { focusRing, inputClass, popoverSurface } from "./styles.ts";

export interface Option {
  id: string;
  label: string;
}

interface ChoiceProps extends FieldChrome {
  options: Option[];
  selectedKey?: string | null;
  defaultSelectedKey?: string;
  onSelectionChange?: (key: string | null) => void;
  placeholder?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  className?: string;
}

const popoverClass = `min-w-[var(--trigger-width)] max-h-72 overflow-auto py-1 ${popoverSurface}`;
const itemClass =
  "flex cursor-pointer items-center justify-between gap-2 px-3 py-2 text-text outline-none data-[focused]:bg-background data-[selected]:font-semibold data-[focus-visible]:outline-solid data-[focus-visible]:outline-2 data-[focus-visible]:-outline-offset-2 data-[focus-visible]:outline-focus";

function OptionList({ items, empty }: { items: Option[]; empty?: ReactNode }) {
  return (
    <ListBox
      items={items}
      className="outline-none"
      renderEmptyState={empty ? () => <p className="px-3 py-2 text-muted">{empty}</p> : undefined}
    >
      {(item) => (
        <ListBoxItem id={item.id} textValue={item.label} className={itemClass}>
          {({ isSelected }) => (
            <>
              {item.label}
              {isSelected ? <Icon name="check" size={16} /> : null}
            </>
          )}
        </ListBoxItem>
      )}
    </ListBox>
  );
}

const toKey = (key: Key | null) => (key === null ? null : String(key));

interface SelectProps extends ChoiceProps {
  /** Whether the listbox is open (controlled; `light-controls.tsx` opens it after a press on its stand-in). */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

export function Select({
  label,
  description,
  errorMessage,
  options,
  onSelectionChange,
  placeholder,
  className = "",
  ...rest
}: SelectProps) {
  const { t } = useLingui();
  return (
    <AriaSelect
      {...rest}
      placeholder={placeholder ?? t`Select an option`}
      isInvalid={Boolean(errorMessage)}
      onSelectionChange={(key) => onSelectionChange?.(toKey(key))}
      className={`flex flex-col gap-1 ${className}`}
    >
      <FieldLabel>{label}</FieldLabel>
      <Button className={`${inputClass} flex items-center justify-between text-left ${focusRing}`}>
        <SelectValue className="truncate data-[placeholder]:text-muted" />
        <Icon name="chevronDown" size={16} />
      </Button>
      <FieldFooter description={description} errorMessage={errorMessage} />
      <Popover className={popoverClass}>
        <OptionList items={options} />
      </Popover>
    </AriaSelect>
  );
}

export function ComboBox({
  label,
  description,
  errorMessage,
  options,
  onSelectionChange,
  placeholder,
  className = "",
  ...rest
}: ChoiceProps) {
  const { t } = useLingui();
  return (
    <AriaComboBox
      {...rest}
      defaultItems={options}
      defaultFilter={(text, input) => matchesSubstring(text, input)}
      menuTrigger="focus"
      isInvalid={Boolean(errorMessage)}
      onSelectionChange={(key) => onSelectionChange?.(toKey(key))}
      className={`flex flex-col gap-1 ${className}`}
    >
      <FieldLabel>{label}</FieldLabel>
      <div className="relative flex items-center">
        <Input placeholder={placeholder} className={`${inputClass} pr-10`} />
        <Button
          aria-label={t`Show options`}
          className={`absolute right-1 flex h-8 w-8 items-center justify-center rounded-brand text-muted ${focusRing}`}
        >
          <Icon name="chevronDown" size={16} />
        </Button>
      </div>
      <FieldFooter description={description} errorMessage={errorMessage} />
      <Popover className={popoverClass}>
        <OptionList items={options} empty={t`No matches`} />
      </Popover>
    </AriaComboBox>
  );
}
