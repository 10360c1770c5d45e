/** Multi-line text with a live character counter (spec 002 §5, §9: 500 feedback, 255 fields). */
import { Plural } from "@lingui/react/macro";
import { useState } from "react";
import { TextField as AriaTextField, FieldError, Text, TextArea } from "react-aria-components";
import { charactersLeft } from "../../domain/input/text.ts";
import { type FieldChrome, FieldLabel } from "./field.tsx";
import { descriptionClass, errorClass, inputClass } from "./styles.ts";

export interface TextAreaFieldProps extends FieldChrome {
  maxLength: number;
  defaultValue?: string;
  onChange?: (value: string) => void;
  rows?: number;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
}

export function TextAreaField({
  label,
  description,
  errorMessage,
  maxLength,
  defaultValue = "",
  onChange,
  rows = 4,
  ...rest
}: TextAreaFieldProps) {
  const [value, setValue] = useState(defaultValue);
  const left = charactersLeft(value, maxLength);
  return (
    <AriaTextField
      {...rest}
      value={value}
      maxLength={maxLength}
      isInvalid={Boolean(errorMessage)}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      className="flex flex-col gap-1"
    >
      <FieldLabel>{label}</FieldLabel>
      <TextArea rows={rows} className={`${inputClass} resize-y`} />
      {/* The counter is part of the description, so it is read with the field. */}
      <Text slot="description" className={`flex justify-between gap-4 ${descriptionClass}`}>
        <span>{description}</span>
        <span className={`shrink-0 ${left <= 0 ? "text-danger" : ""}`}>
          <Plural value={left} one="# character left" other="# characters left" />
        </span>
      </Text>
      <FieldError className={errorClass}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
