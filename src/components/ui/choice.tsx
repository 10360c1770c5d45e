/** Checkbox, radio group and switch (react-aria: native inputs underneath, Space to toggle, arrows in a group). */
import type { ReactNode } from "react";
import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  Switch as AriaSwitch,
  type SwitchProps as AriaSwitchProps,
  Label,
} from "react-aria-components";
import { FieldFooter } from "./field.tsx";
import { Icon } from "./icons.tsx";
import { labelClass } from "./styles.ts";

/** The ring goes on the visible indicator; react-aria marks the label wrapper `data-focus-visible`. */
const indicatorRing =
  "group-data-[focus-visible]:outline-solid group-data-[focus-visible]:outline-2 group-data-[focus-visible]:outline-offset-2 group-data-[focus-visible]:outline-focus";

export interface CheckboxProps extends Omit<AriaCheckboxProps, "className" | "children"> {
  children: ReactNode;
}

export function Checkbox({ children, ...rest }: CheckboxProps) {
  return (
    <AriaCheckbox
      {...rest}
      className="group flex cursor-pointer items-center gap-2 text-text data-[disabled]:opacity-50"
    >
      {({ isSelected, isIndeterminate }) => (
        <>
          <span
            data-indicator=""
            className={`flex h-5 w-5 shrink-0 items-center justify-center rounded-[4px] border-2 ${
              isSelected || isIndeterminate ? "border-primary bg-primary text-on-primary" : "border-muted bg-surface"
            } group-data-[invalid]:border-danger ${indicatorRing}`}
          >
            {isIndeterminate ? (
              <span className="h-0.5 w-2.5 bg-current" />
            ) : isSelected ? (
              <Icon name="check" size={14} />
            ) : null}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}

export interface RadioGroupProps {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  options: { id: string; label: ReactNode }[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  orientation?: "horizontal" | "vertical";
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
}

export function RadioGroup({
  label,
  description,
  errorMessage,
  options,
  orientation = "vertical",
  ...rest
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...rest}
      orientation={orientation}
      isInvalid={Boolean(errorMessage)}
      className="flex flex-col gap-2"
    >
      <Label className={labelClass}>{label}</Label>
      <div className={`flex gap-3 ${orientation === "vertical" ? "flex-col" : "flex-row flex-wrap"}`}>
        {options.map((option) => (
          <AriaRadio
            key={option.id}
            value={option.id}
            className="group flex cursor-pointer items-center gap-2 text-text data-[disabled]:opacity-50"
          >
            {({ isSelected }) => (
              <>
                <span
                  data-indicator=""
                  className={`flex h-5 w-5 shrink-0 items-center justify-center rounded-full border-2 bg-surface ${
                    isSelected ? "border-primary" : "border-muted"
                  } ${indicatorRing}`}
                >
                  {isSelected ? <span className="h-2.5 w-2.5 rounded-full bg-primary" /> : null}
                </span>
                {option.label}
              </>
            )}
          </AriaRadio>
        ))}
      </div>
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}

export interface SwitchProps extends Omit<AriaSwitchProps, "className" | "children"> {
  children: ReactNode;
}

export function Switch({ children, ...rest }: SwitchProps) {
  return (
    <AriaSwitch {...rest} className="group flex cursor-pointer items-center gap-2 text-text data-[disabled]:opacity-50">
      {({ isSelected }) => (
        <>
          <span
            data-indicator=""
            className={`flex h-6 w-11 shrink-0 items-center rounded-full p-0.5 transition-[background-color] ${
              isSelected ? "bg-primary" : "bg-muted"
            } ${indicatorRing}`}
          >
            <span
              className={`h-5 w-5 rounded-full bg-surface shadow transition-transform ${isSelected ? "translate-x-5" : ""}`}
            />
          </span>
          {children}
        </>
      )}
    </AriaSwitch>
  );
}
