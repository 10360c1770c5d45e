/**
 * The activation form's shared state for its steps: the draft, how to change one value, the
 * errors shown on the fields, and fields bound to a draft path (`business.legal_name`).
 */
import { createContext, type ReactNode, useContext } from "react";
import { TextField } from "../../components/ui/field.tsx";
import { MaskedField } from "../../components/ui/masked-field.tsx";
import { TextAreaField } from "../../components/ui/textarea-field.tsx";
import type { ActivationDraft } from "../../domain/activation/draft.ts";
import type { StepErrors } from "../../domain/activation/steps.ts";
import type { FieldSpec } from "../../domain/activation/variants.ts";
import type { Country } from "../../domain/brand/sections.ts";
import { useActivationText } from "./messages.ts";

export type Section = "business" | "permit" | "bank" | "signatory" | "pic" | "pep";

export interface ActivationForm {
  draft: ActivationDraft;
  country: Country;
  businessId: string;
  /** The gateway address (runtime config), for uploads with progress. */
  gatewayUrl: string;
  errors: StepErrors;
  /** Server messages shown on a field (they read as sentences, not keys). */
  serverErrors: Record<string, string>;
  setValue: (section: Section, key: string, value: string) => void;
  update: (change: (draft: ActivationDraft) => ActivationDraft) => void;
}

const FormContext = createContext<ActivationForm | null>(null);

export function ActivationFormProvider({ value, children }: { value: ActivationForm; children: ReactNode }) {
  return <FormContext.Provider value={value}>{children}</FormContext.Provider>;
}

export function useActivationForm(): ActivationForm {
  const form = useContext(FormContext);
  if (!form) throw new Error("useActivationForm outside the activation form");
  return form;
}

export function draftValue(draft: ActivationDraft, section: Section, key: string): string {
  const record = draft[section] as Record<string, string>;
  return record[key] ?? "";
}

/** The message under a field: a server message first, else the translated rule key. */
export function useFieldError(path: string): string | undefined {
  const { errors, serverErrors } = useActivationForm();
  const { message } = useActivationText();
  const server = serverErrors[path];
  if (server) return server;
  const key = errors[path];
  return key ? message(key) : undefined;
}

interface BoundProps {
  section: Section;
  name: string;
  label?: string;
  description?: ReactNode;
  isRequired?: boolean;
  inputMode?: "text" | "email" | "numeric" | "tel";
  type?: string;
  /** The key of the label (defaults to `name`; the PIC fields reuse the signatory's labels). */
  labelKey?: string;
}

export function DraftTextField({ section, name, label, labelKey, ...rest }: BoundProps) {
  const form = useActivationForm();
  const { fieldLabel } = useActivationText();
  const error = useFieldError(`${section}.${name}`);
  return (
    <TextField
      {...rest}
      name={`${section}.${name}`}
      label={label ?? fieldLabel(labelKey ?? name)}
      value={draftValue(form.draft, section, name)}
      onChange={(value) => form.setValue(section, name, value)}
      errorMessage={error}
    />
  );
}

export function DraftTextArea({ section, name, label, isRequired }: BoundProps) {
  const form = useActivationForm();
  const { fieldLabel } = useActivationText();
  const error = useFieldError(`${section}.${name}`);
  return (
    <TextAreaField
      name={`${section}.${name}`}
      label={label ?? fieldLabel(name)}
      maxLength={255}
      rows={3}
      isRequired={isRequired}
      defaultValue={draftValue(form.draft, section, name)}
      onChange={(value) => form.setValue(section, name, value)}
      errorMessage={error}
    />
  );
}

/** A permit, bank or person field by its spec: masked for NPWP, TIN and SEC, a date for the SEC date. */
export function SpecField({
  section,
  spec,
  prefix = "",
  labels = {},
}: {
  section: Section;
  spec: FieldSpec;
  prefix?: string;
  /** Labels from the gateway's master fields, by field key (in the current language). */
  labels?: Record<string, string>;
}) {
  const form = useActivationForm();
  const { fieldLabel } = useActivationText();
  const key = `${prefix}${spec.key}`;
  const error = useFieldError(`${section}.${key}`);
  const label = labels[spec.key] ?? fieldLabel(spec.key);
  const mask = spec.check === "npwp" ? "npwp" : spec.check === "tin" ? "tin" : spec.check === "sec" ? "sec" : null;
  if (mask) {
    return (
      <MaskedField
        mask={mask}
        name={`${section}.${key}`}
        label={label}
        isRequired={spec.required}
        defaultValue={draftValue(form.draft, section, key)}
        onChange={(digits) => form.setValue(section, key, digits)}
        errorMessage={error}
      />
    );
  }
  return (
    <TextField
      name={`${section}.${key}`}
      label={label}
      isRequired={spec.required}
      type={spec.check === "secYear" ? "date" : spec.check === "email" ? "email" : "text"}
      inputMode={
        spec.check === "mobile"
          ? "tel"
          : ["numeric", "ktp", "bankAccountNumber"].includes(spec.check)
            ? "numeric"
            : spec.check === "email"
              ? "email"
              : "text"
      }
      description={spec.check === "mobile" ? (form.country === "PH" ? "+63" : "+62") : undefined}
      value={draftValue(form.draft, section, key)}
      onChange={(value) => form.setValue(section, key, value)}
      errorMessage={error}
    />
  );
}
