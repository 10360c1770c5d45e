/**
 * Number field (react-aria NumberField): digits only, min/max/step, Arrow Up/Down to step,
 * formatted in the user's language. For money use AmountField (spec 002 §5 amount rules).
 */
import { useLingui } from "@lingui/react/macro";
import {
  Button as AriaButton,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Group,
  Input,
} from "react-aria-components";
import { type FieldChrome, FieldFooter, FieldLabel } from "./field.tsx";
import { Icon } from "./icons.tsx";
import { focusRing, inputClass } from "./styles.ts";

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, "className" | "children">, FieldChrome {
  className?: string;
  /** Show the − / + buttons (default true). */
  steppers?: boolean;
}

const stepperClass = `flex h-8 w-8 shrink-0 cursor-pointer items-center justify-center rounded-brand text-muted data-[hovered]:text-primary data-[disabled]:opacity-50 ${focusRing}`;

export function NumberField({
  label,
  description,
  errorMessage,
  className = "",
  steppers = true,
  ...rest
}: NumberFieldProps) {
  const { t } = useLingui();
  return (
    <AriaNumberField
      {...rest}
      isInvalid={rest.isInvalid ?? Boolean(errorMessage)}
      className={`flex flex-col gap-1 ${className}`}
    >
      <FieldLabel>{label}</FieldLabel>
      <Group className="flex items-center gap-1">
        {steppers ? (
          <AriaButton slot="decrement" aria-label={t`Decrease`} className={stepperClass}>
            <Icon name="minus" size={16} />
          </AriaButton>
        ) : null}
        <Input className={`${inputClass} tabular-nums`} />
        {steppers ? (
          <AriaButton slot="increment" aria-label={t`Increase`} className={stepperClass}>
            <Icon name="plus" size={16} />
          </AriaButton>
        ) : null}
      </Group>
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
