/** Masked inputs of spec 001 §5: NPWP, TIN (X placeholders) and SEC. The parent receives the digits only. */
import { useState } from "react";
import { applyMask, MASKS, type MaskName, maskPlaceholder, unmask } from "../../domain/input/mask.ts";
import { type FieldChrome, TextField } from "./field.tsx";

export interface MaskedFieldProps extends FieldChrome {
  mask: MaskName;
  defaultValue?: string;
  /** Called with the digits (hyphens and dots stripped, as sent) and the displayed text. */
  onChange?: (digits: string, display: string) => void;
  onBlur?: () => void;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
}

export function MaskedField({ mask, defaultValue = "", onChange, ...rest }: MaskedFieldProps) {
  const pattern = MASKS[mask];
  const [display, setDisplay] = useState(() => applyMask(defaultValue, pattern));
  return (
    <TextField
      {...rest}
      value={display}
      inputMode="numeric"
      placeholder={maskPlaceholder(pattern)}
      onChange={(next) => {
        const masked = applyMask(next, pattern);
        setDisplay(masked);
        onChange?.(unmask(masked), masked);
      }}
    />
  );
}
