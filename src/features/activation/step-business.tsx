/**
 * Step 2: business details (spec 001 §2, §3, §5): legal name, description, website or a
 * proof-of-business file, legal address and the address (street 1/2, searchable province,
 * city, postal code), shown formatted as it will be used.
 */
import { useLingui } from "@lingui/react/macro";
import { ComboBox } from "../../components/ui/select.tsx";
import { formatAddress } from "../../domain/activation/fields.ts";
import { statesOf } from "../../domain/activation/states.ts";
import { DraftTextArea, DraftTextField, useActivationForm, useFieldError } from "./form-context.tsx";
import { useActivationText } from "./messages.ts";
import { UploadSlot } from "./upload-slot.tsx";

export function BusinessStep() {
  const { t } = useLingui();
  const form = useActivationForm();
  const { fieldLabel } = useActivationText();
  const b = form.draft.business;
  const stateError = useFieldError("business.state");
  const websiteError = useFieldError("business.website");
  const country = form.country === "PH" ? t`Philippines` : t`Indonesia`;
  const address = formatAddress({ ...b, country });
  return (
    <div className="flex flex-col gap-4">
      <DraftTextField section="business" name="legal_name" isRequired />
      <DraftTextArea section="business" name="business_description" isRequired />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-semibold text-text">{t`Website or proof of business`}</legend>
        <p className="text-sm text-muted">{t`Give your website, or upload a document that shows your business is running (a photo of the shop, an invoice, a social media page).`}</p>
        <DraftTextField
          section="business"
          name="website"
          type="url"
          description={t`For example https://www.yourshop.com`}
        />
        <UploadSlot
          label={t`Proof of business`}
          docType="Proof of business"
          current={b.proof_of_business_file_id ? { file_name: b.proof_of_business_file_name } : null}
          onUploaded={(file) =>
            form.update((d) => ({
              ...d,
              business: {
                ...d.business,
                proof_of_business_file_id: file.id,
                proof_of_business_file_name: file.file_name,
              },
            }))
          }
          onRemove={() =>
            form.update((d) => ({
              ...d,
              business: { ...d.business, proof_of_business_file_id: "", proof_of_business_file_name: "" },
            }))
          }
          errorMessage={b.website.trim() === "" ? websiteError : undefined}
        />
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-1 font-semibold text-text">{t`Address`}</legend>
        <DraftTextArea section="business" name="legal_address" isRequired />
        <DraftTextField section="business" name="street_line_1" isRequired />
        <DraftTextField section="business" name="street_line_2" />
        <ComboBox
          label={fieldLabel("state")}
          isRequired
          options={statesOf(form.country).map((s) => ({ id: s, label: s }))}
          selectedKey={b.state || null}
          onSelectionChange={(key) => form.setValue("business", "state", key ?? "")}
          errorMessage={stateError}
        />
        <DraftTextField section="business" name="city" isRequired />
        <DraftTextField section="business" name="postal_code" inputMode="numeric" isRequired />
        {b.street_line_1 && b.city ? (
          <p className="text-sm text-muted">
            {t`Your address will read:`} <span className="text-text">{address}</span>
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
