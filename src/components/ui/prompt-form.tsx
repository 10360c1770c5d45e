/**
 * The small forms of prompts and step-up dialogs: our own validation (valibot) instead of the
 * browser's, Enter submits; a call's error announced; the translated form message keys of
 * src/domain/prompts (spec 000 §5).
 */
import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useCallback } from "react";
import type { PromptFormMessage } from "../../domain/prompts/prompts.ts";

/** The translated text of a form message key of src/domain/prompts. */
export function useFormMessages(): (key: PromptFormMessage | undefined) => string | undefined {
  const { t } = useLingui();
  return useCallback(
    (key) => {
      if (!key) return undefined;
      const messages: Record<PromptFormMessage, string> = {
        verifyPhoneEmpty: t`Enter the phone number to verify.`,
        phoneInvalid: t`Enter a valid mobile number in international format.`,
        codeRequired: t`Enter the verification code.`,
        pinDigits: t`The PIN must be 6 digits.`,
        pinNotMatch: t`The PINs do not match.`,
        currentPasswordError: t`Enter your current password.`,
        required: t`This field is required.`,
        feedbackTooShort: t`Write at least 3 characters.`,
        feedbackTooLong: t`Write at most 500 characters.`,
      };
      return messages[key];
    },
    [t],
  );
}

/** A call's error, announced. */
export function CallError({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="mt-3 text-sm text-danger">
      {message}
    </p>
  ) : null;
}

/** A prompt's form: our own validation (valibot) instead of the browser's, Enter submits. */
export function PromptForm({
  onSubmit,
  children,
  className = "flex flex-col gap-4",
}: {
  onSubmit: () => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <form
      className={className}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
