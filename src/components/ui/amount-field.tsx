/**
 * Amount input (spec 002 §5, §9): keystrokes that would break the rules (a second dot, a third
 * decimal, a decimal for IDR, a value at the cap) are refused, so the field never holds an
 * invalid amount. The currency follows the business's country unless given.
 */
import { parseAmountText } from "../../domain/input/amount.ts";
import { type FieldChrome, TextField } from "./field.tsx";
import { useAmountText } from "./plain-field.tsx";

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
  const amount = useAmountText(currency, signed, defaultValue);
  return (
    <TextField
      {...rest}
      value={amount.text}
      inputMode={amount.inputMode}
      onChange={(next) => {
        if (amount.accept(next)) onChange?.(parseAmountText(next), next);
      }}
      trailing={amount.trailing}
    />
  );
}
