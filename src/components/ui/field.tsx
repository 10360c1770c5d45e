/**
 * Text fields with a label, help text and an error-message slot: text, e-mail, password
 * (show/hide). Built on react-aria's TextField, so the label, description and error are wired
 * to the input (aria-describedby, aria-invalid) for assistive technology.
 */
import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useState } from "react";
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Button,
  FieldError,
  Input,
  Label,
  Text,
} from "react-aria-components";
import { Icon } from "./icons.tsx";
import { descriptionClass, errorClass, focusRing, inputClass, labelClass } from "./styles.ts";

export interface FieldChrome {
  label: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /** When set, the field is invalid and this message is shown (and announced) under it. */
  errorMessage?: ReactNode;
}

/** Label, description and error parts shared by every field of the design system. */
export function FieldLabel({ children }: { children: ReactNode }) {
  return <Label className={labelClass}>{children}</Label>;
}

export function FieldFooter({ description, errorMessage }: Omit<FieldChrome, "label">) {
  return (
    <>
      {description ? (
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      ) : null}
      <FieldError className={errorClass}>{errorMessage}</FieldError>
    </>
  );
}

export interface TextFieldProps extends Omit<AriaTextFieldProps, "className" | "children">, FieldChrome {
  placeholder?: string;
  className?: string;
  /** Content after the input inside the field frame (e.g. the password toggle). */
  trailing?: ReactNode;
  inputMode?: "text" | "email" | "numeric" | "decimal" | "tel";
}

export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className = "",
  trailing,
  inputMode,
  ...rest
}: TextFieldProps) {
  return (
    <AriaTextField
      {...rest}
      isInvalid={rest.isInvalid ?? Boolean(errorMessage)}
      className={`flex flex-col gap-1 ${className}`}
    >
      <FieldLabel>{label}</FieldLabel>
      <div className="relative flex items-center">
        <Input placeholder={placeholder} inputMode={inputMode} className={`${inputClass} ${trailing ? "pr-11" : ""}`} />
        {trailing ? <div className="absolute right-1 flex items-center">{trailing}</div> : null}
      </div>
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}

export function EmailField(props: Omit<TextFieldProps, "type" | "inputMode">) {
  return <TextField autoComplete="email" {...props} type="email" inputMode="email" />;
}

export function PasswordField(props: Omit<TextFieldProps, "type" | "trailing">) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      autoComplete="current-password"
      {...props}
      type={visible ? "text" : "password"}
      trailing={
        <Button
          aria-label={visible ? t`Hide password` : t`Show password`}
          aria-pressed={visible}
          onPress={() => setVisible((v) => !v)}
          className={`flex h-8 w-8 items-center justify-center rounded-brand text-muted data-[hovered]:text-text ${focusRing}`}
        >
          <Icon name={visible ? "eyeOff" : "eye"} size={18} />
        </Button>
      }
    />
  );
}
