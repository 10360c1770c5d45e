/**
 * Step 4: the authorised signatory and (entities) the primary contact person with the same
 * fields (sent with the `PIC` prefix), and the PEP declaration (spec 001 §3). Individuals also
 * give their bank account here.
 */
import { useLingui } from "@lingui/react/macro";
import { Button } from "../../components/ui/button.tsx";
import { RadioGroup } from "../../components/ui/choice.tsx";
import { type EntityType, isIndividual, needsPic, personFields } from "../../domain/activation/variants.ts";
import { DraftTextField, SpecField, useActivationForm } from "./form-context.tsx";
import { BankFields } from "./step-establishment.tsx";

export function PersonsStep({ entity }: { entity: EntityType }) {
  const { t } = useLingui();
  const form = useActivationForm();
  const fields = personFields(entity);
  const individual = isIndividual(entity);
  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-1 font-semibold text-text">
          {individual ? t`Your details` : t`Authorised signatory`}
        </legend>
        {fields.map((spec) => (
          <SpecField key={spec.key} section="signatory" spec={spec} />
        ))}
      </fieldset>
      {needsPic(entity) ? (
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-1 font-semibold text-text">{t`Primary contact person`}</legend>
          <Button
            variant="secondary"
            size="sm"
            className="self-start"
            onPress={() => form.update((d) => ({ ...d, pic: { ...d.signatory } }))}
          >
            {t`Same as the authorised signatory`}
          </Button>
          {fields.map((spec) => (
            <SpecField key={`${spec.key}-${form.draft.pic.full_name ?? ""}`} section="pic" spec={spec} />
          ))}
        </fieldset>
      ) : null}
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-1 font-semibold text-text">{t`Politically exposed persons`}</legend>
        <RadioGroup
          label={t`Is anyone in the business a politically exposed person (PEP)?`}
          orientation="horizontal"
          value={form.draft.pep.is_pep === "yes" ? "yes" : "no"}
          onChange={(value) => form.setValue("pep", "is_pep", value)}
          options={[
            { id: "no", label: t`No` },
            { id: "yes", label: t`Yes` },
          ]}
        />
        {form.draft.pep.is_pep === "yes" ? (
          <>
            <DraftTextField
              section="pep"
              name="pep_list_director_names"
              label={t`Names of the PEP directors`}
              isRequired
            />
            <DraftTextField section="pep" name="pep_list_of_companies" label={t`Their other companies`} isRequired />
            <DraftTextField section="pep" name="pep_purpose" label={t`Purpose of using the account`} isRequired />
          </>
        ) : null}
      </fieldset>
      {individual ? <BankFields /> : null}
    </div>
  );
}
