/**
 * Amount input (spec 002 §5, §9): keystrokes that would break the rules (a second dot, a third
 * decimal, a decimal for IDR, a value at the cap) are refused, so the field never holds an
 * invalid amount. The currency follows the business's country unless given.
 */
import { useState } from "react";
import { currencyForCountry, formatAmount } from "../../domain/format/money.ts";
import { acceptsAmountText, amountRulesFor, parseAmountText } from "../../domain/input/amount.ts";
import { useCountry } from "./country-context.tsx";
import { type FieldChrome, TextField } from "./field.tsx";

export interface AmountFieldProps extends FieldChrome {
  currency?: string;
  /** Accept a leading minus (adjustments); amounts are positive by default. */
  signed?: boolean;
  defaultValue?: string;
  onChange?: (value: number | null, text: string) => void;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
}

export function AmountField({ currency, signed = false, defaultValue = "", onChange, ...rest }: AmountFieldProps) {
  const country = useCountry();
  const code = currency ?? currencyForCountry(country);
  const rules = amountRulesFor(code, { signed });
  const [text, setText] = useState(defaultValue);
  const symbol = formatAmount(0, code).replace(/[\d.,\s\u00a0-]/g, "");
  return (
    <TextField
      {...rest}
      value={text}
      inputMode={rules.decimals > 0 ? "decimal" : "numeric"}
      onChange={(next) => {
        if (!acceptsAmountText(next, rules)) return;
        setText(next);
        onChange?.(parseAmountText(next), next);
      }}
      trailing={
        <span className="px-2 text-sm text-muted" aria-hidden="true">
          {symbol || code}
        </span>
      }
    />
  );
}
