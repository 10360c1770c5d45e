/**
 * Step 3 (entities): establishment and permit details per entity type (NPWP master field 212,
 * NIB, SEC, DTI, TIN) and the bank account (spec 001 §2, §3).
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Select } from "../../components/ui/select.tsx";
import { BANK_FIELDS, type EntityType, permitFields } from "../../domain/activation/variants.ts";
import { useSession } from "../../lib/session/hooks.ts";
import { banksQueryOptions } from "./api.ts";
import { DraftTextField, SpecField, useActivationForm, useFieldError } from "./form-context.tsx";
import { useActivationText } from "./messages.ts";

export function BankFields() {
  const { t } = useLingui();
  const session = useSession();
  const form = useActivationForm();
  const { fieldLabel } = useActivationText();
  const bankError = useFieldError("bank.bank");
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
        <SpecField key={spec.key} section="bank" spec={spec} />
      ))}
    </fieldset>
  );
}

export function EstablishmentStep({ entity }: { entity: EntityType }) {
  const { t } = useLingui();
  const form = useActivationForm();
  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-1 font-semibold text-text">{t`Permit and registration`}</legend>
        {permitFields(entity, form.draft.sec_registered).map((spec) => (
          <SpecField key={spec.key} section="permit" spec={spec} />
        ))}
      </fieldset>
      <BankFields />
    </div>
  );
}
