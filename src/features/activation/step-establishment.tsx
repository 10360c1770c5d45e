/**
 * Step 3 (entities): establishment and permit details per entity type (NPWP master field 212,
 * NIB, SEC, DTI, TIN) and the bank account (spec 001 §2, §3).
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Select } from "../../components/ui/select.tsx";
import { fieldKey } from "../../domain/activation/fields.ts";
import { BANK_FIELDS, type EntityType, MASTER_COUNTRY_ID, permitFields } from "../../domain/activation/variants.ts";
import { useSession } from "../../lib/session/hooks.ts";
import { banksQueryOptions, masterFieldsQueryOptions } from "./api.ts";
import { DraftTextField, SpecField, useActivationForm, useFieldError } from "./form-context.tsx";
import { useActivationText } from "./messages.ts";

/** The gateway's master-field labels of this country, by field key, in the current language (spec 001 §3). */
function useMasterLabels(): Record<string, string> {
  const { i18n } = useLingui();
  const session = useSession();
  const form = useActivationForm();
  const fields = useQuery(masterFieldsQueryOptions(session, MASTER_COUNTRY_ID[form.country])).data ?? [];
  const labels: Record<string, string> = {};
  for (const f of fields) {
    const label = f.multi_language_label[i18n.locale]?.value ?? f.multi_language_label.en?.value;
    if (label) labels[fieldKey(f.field_name)] = label;
  }
  return labels;
}

export function BankFields() {
  const { t } = useLingui();
  const session = useSession();
  const form = useActivationForm();
  const { fieldLabel } = useActivationText();
  const bankError = useFieldError("bank.bank");
  const labels = useMasterLabels();
  const banks = useQuery({ ...banksQueryOptions(session), enabled: form.country !== "PH" }).data ?? [];
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-1 font-semibold text-text">{t`Bank account for withdrawals`}</legend>
      {form.country === "PH" ? (
        <DraftTextField section="bank" name="bank" isRequired />
      ) : (
        <Select
          label={fieldLabel("bank")}
          isRequired
          options={banks.map((b) => ({ id: b.bank_name, label: b.bank_name }))}
          selectedKey={form.draft.bank.bank || null}
          onSelectionChange={(key) => form.setValue("bank", "bank", key ?? "")}
          errorMessage={bankError}
        />
      )}
      {BANK_FIELDS.filter((f) => f.key !== "bank").map((spec) => (
        <SpecField key={spec.key} section="bank" spec={spec} labels={labels} />
      ))}
    </fieldset>
  );
}

export function EstablishmentStep({ entity }: { entity: EntityType }) {
  const { t } = useLingui();
  const form = useActivationForm();
  const labels = useMasterLabels();
  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-1 font-semibold text-text">{t`Permit and registration`}</legend>
        {permitFields(entity, form.draft.sec_registered).map((spec) => (
          <SpecField key={spec.key} section="permit" spec={spec} labels={labels} />
        ))}
      </fieldset>
      <BankFields />
    </div>
  );
}
