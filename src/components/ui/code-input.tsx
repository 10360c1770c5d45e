/**
 * 6-digit code entry (spec 001 §5: auto-submit when full) and the masked 6-digit PIN
 * (spec 000 §5: numeric, 6 digits, masked). One real input (so paste, autofill of one-time
 * codes and screen readers work), styled as a row of boxes.
 */
import { useId, useState } from "react";
import { TextField as AriaTextField, Input } from "react-aria-components";
import { CODE_LENGTH, sanitizeDigits } from "../../domain/input/text.ts";
import { type FieldChrome, FieldFooter, FieldLabel } from "./field.tsx";

export interface CodeInputProps extends FieldChrome {
  /** Called once when all digits are in (auto-submit). */
  onComplete?: (code: string) => void;
  onChange?: (code: string) => void;
  /** Mask the digits (PIN). */
  masked?: boolean;
  length?: number;
  isDisabled?: boolean;
  autoFocus?: boolean;
  name?: string;
}

export function CodeInput({
  label,
  description,
  errorMessage,
  onComplete,
  onChange,
  masked = false,
  length = CODE_LENGTH,
  ...rest
}: CodeInputProps) {
  const [code, setCode] = useState("");
  const boxesId = useId();
  return (
    <AriaTextField
      {...rest}
      value={code}
      isInvalid={Boolean(errorMessage)}
      onChange={(next) => {
        const value = sanitizeDigits(next, length);
        setCode(value);
        onChange?.(value);
        if (value.length === length && code.length !== length) onComplete?.(value);
      }}
      className="flex flex-col gap-1"
    >
      <FieldLabel>{label}</FieldLabel>
      <div className="relative w-fit">
        <div id={boxesId} aria-hidden="true" className="pointer-events-none flex gap-2">
          {Array.from({ length }, (_, i) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
              key={i}
              className={`flex h-12 w-10 items-center justify-center rounded-brand border bg-surface text-xl font-semibold text-text ${
                i === code.length ? "border-primary" : "border-border"
              }`}
            >
              {code[i] ? (masked ? "•" : code[i]) : ""}
            </span>
          ))}
        </div>
        <Input
          type={masked ? "password" : "text"}
          inputMode="numeric"
          autoComplete={masked ? "off" : "one-time-code"}
          maxLength={length}
          className="absolute inset-0 h-full w-full rounded-brand bg-transparent text-transparent caret-transparent outline-none focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        />
      </div>
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}

export function PinInput(props: Omit<CodeInputProps, "masked">) {
  return <CodeInput {...props} masked />;
}
