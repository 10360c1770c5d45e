/**
 * Mobile number (spec 001 §5, spec 002 §5): the country's calling code is fixed before the
 * national part; a leading 0 is refused with a message; the value handed up is E.164.
 */
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { TextField as AriaTextField, Input } from "react-aria-components";
import {
  CALLING_CODES,
  type PhoneProblem,
  phoneProblem,
  sanitizeNationalNumber,
  toE164,
} from "../../domain/input/phone.ts";
import { useCountry } from "./country-context.tsx";
import { type FieldChrome, FieldFooter, FieldLabel } from "./field.tsx";
import { inputClass } from "./styles.ts";

export interface PhoneFieldProps extends Omit<FieldChrome, "errorMessage"> {
  /** Overrides the business's country. */
  country?: keyof typeof CALLING_CODES;
  defaultValue?: string;
  /** Called with the E.164 number when valid, or `null` with the problem. */
  onChange?: (e164: string | null, problem: PhoneProblem | null) => void;
  /** A message from outside (e.g. the server) shown instead of the field's own. */
  errorMessage?: string;
  isRequired?: boolean;
  name?: string;
}

export function PhoneField({
  label,
  description,
  country,
  defaultValue = "",
  onChange,
  errorMessage,
  ...rest
}: PhoneFieldProps) {
  const { t } = useLingui();
  const businessCountry = useCountry();
  const callingCode = CALLING_CODES[country ?? businessCountry];
  const [national, setNational] = useState(defaultValue);
  const [touched, setTouched] = useState(false);
  const problem = phoneProblem(callingCode, national);
  const messages: Record<PhoneProblem, string> = {
    required: t`Enter a mobile number.`,
    leadingZero: t`Leave out the leading 0: the country code replaces it.`,
    notDigits: t`Use digits only.`,
    length: t`A mobile number has 6 to 15 digits.`,
    invalid: t`Enter a valid mobile number.`,
  };
  // A leading 0 is reported at once; other problems once the user leaves the field.
  const shown = errorMessage ?? (problem && (touched || problem === "leadingZero") ? messages[problem] : undefined);
  return (
    <AriaTextField
      {...rest}
      value={national}
      isInvalid={Boolean(shown)}
      onChange={(next) => {
        const value = sanitizeNationalNumber(next);
        setNational(value);
        const p = phoneProblem(callingCode, value);
        onChange?.(p ? null : toE164(callingCode, value), p);
      }}
      onBlur={() => setTouched(true)}
      className="flex flex-col gap-1"
    >
      <FieldLabel>{label}</FieldLabel>
      <div className="flex items-stretch">
        <span className="flex items-center rounded-l-brand border border-r-0 border-border bg-background px-3 text-text">
          +{callingCode}
        </span>
        <Input inputMode="tel" autoComplete="tel-national" className={`${inputClass} rounded-l-none`} />
      </div>
      <FieldFooter description={description} errorMessage={shown} />
    </AriaTextField>
  );
}
