/**
 * Native text and amount fields with the design system's look (issue 19), for what a list page
 * paints first (the list's search and amount range): field.tsx's `TextField` and amount-field.tsx's
 * `AmountField` without react-aria. The label is a `<label for>`, the help text is wired with
 * `aria-describedby`; keyboard and focus are the browser's own.
 */
import { type ReactNode, useId, useState } from "react";
import { currencyForCountry, formatAmount } from "../../domain/format/money.ts";
import { acceptsAmountText, amountRulesFor, parseAmountText } from "../../domain/input/amount.ts";
import { useCountry } from "./country-context.tsx";
import { descriptionClass, inputClass, labelClass } from "./styles.ts";

export interface PlainTextFieldProps {
  label: ReactNode;
  description?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  type?: "text" | "search";
  inputMode?: "text" | "numeric" | "decimal";
  className?: string;
  /** Content after the input inside the field frame (e.g. the amount's currency). */
  trailing?: ReactNode;
}

export function PlainTextField({
  label,
  description,
  value,
  onChange,
  type = "text",
  inputMode,
  className = "",
  trailing,
}: PlainTextFieldProps) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="relative flex items-center">
        <input
          id={id}
          type={type}
          value={value}
          inputMode={inputMode}
          aria-describedby={description ? `${id}-description` : undefined}
          onChange={(event) => onChange(event.currentTarget.value)}
          className={`${inputClass} focus:border-primary ${trailing ? "pr-11" : ""}`}
        />
        {trailing ? <div className="absolute right-1 flex items-center">{trailing}</div> : null}
      </div>
      {description ? (
        <span id={`${id}-description`} className={descriptionClass}>
          {description}
        </span>
      ) : null}
    </div>
  );
}

/** The amount rules of a field (spec 002 §5, §9) and its text, shared by `AmountField` and `PlainAmountField`. */
export function useAmountText(currency: string | undefined, signed: boolean, defaultValue: string) {
  const country = useCountry();
  const code = currency ?? currencyForCountry(country);
  const rules = amountRulesFor(code, { signed });
  const [text, setText] = useState(defaultValue);
  const symbol = formatAmount(0, code).replace(/[\d.,\s\u00a0-]/g, "");
  return {
    text,
    inputMode: rules.decimals > 0 ? ("decimal" as const) : ("numeric" as const),
    /** Takes `next` when it keeps the amount valid (returns whether it did). */
    accept: (next: string): boolean => {
      if (!acceptsAmountText(next, rules)) return false;
      setText(next);
      return true;
    },
    trailing: (
      <span className="px-2 text-sm text-muted" aria-hidden="true">
        {symbol || code}
      </span>
    ),
  };
}

/** `AmountField` as a native input: keystrokes that would break the amount rules are refused. */
export function PlainAmountField({
  label,
  currency,
  defaultValue = "",
  onChange,
}: {
  label: ReactNode;
  currency?: string | undefined;
  defaultValue?: string;
  onChange?: (value: number | null, text: string) => void;
}) {
  const amount = useAmountText(currency, false, defaultValue);
  return (
    <PlainTextField
      label={label}
      value={amount.text}
      inputMode={amount.inputMode}
      onChange={(next) => {
        if (amount.accept(next)) onChange?.(parseAmountText(next), next);
      }}
      trailing={amount.trailing}
    />
  );
}
