/**
 * The fields of platform's "Add a fee rule" dialog (name, product, flat or percentage, value, the
 * sub-accounts it applies to). Loaded when the dialog first opens (screens.tsx): its pickers
 * (react-aria's Select) are not part of the platform pages' first load (issue 19).
 */
import { useLingui } from "@lingui/react/macro";
import type { Dispatch, SetStateAction } from "react";
import { RadioGroup } from "../../components/ui/choice.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { NumberField } from "../../components/ui/number-field.tsx";
import { Select } from "../../components/ui/select.tsx";
import { FEE_PRODUCTS } from "../../contract/platform.ts";

export interface FeeDraft {
  name: string;
  product: string;
  fee_type: string;
  value: number;
  applies_to: string;
}

export function FeeRuleFields({
  draft,
  setDraft,
  bad,
}: {
  draft: FeeDraft;
  setDraft: Dispatch<SetStateAction<FeeDraft>>;
  bad: Record<string, true>;
}) {
  const { t } = useLingui();
  return (
    <>
      <TextField
        label={t`Name`}
        value={draft.name}
        onChange={(name) => setDraft((d) => ({ ...d, name }))}
        errorMessage={bad.name ? t`Enter a name of at most 255 characters.` : undefined}
        isRequired
      />
      <Select
        label={t`Product`}
        options={FEE_PRODUCTS.map((p) => ({ id: p, label: p.replace(/_/g, " ") }))}
        selectedKey={draft.product}
        onSelectionChange={(product) => setDraft((d) => ({ ...d, product: product ?? "INVOICE" }))}
      />
      <RadioGroup
        label={t`Fee type`}
        value={draft.fee_type}
        onChange={(fee_type) => setDraft((d) => ({ ...d, fee_type }))}
        options={[
          { id: "FLAT", label: t`Flat amount` },
          { id: "PERCENT", label: t`Percentage of the transaction` },
        ]}
      />
      <NumberField
        label={draft.fee_type === "FLAT" ? t`Amount` : t`Percentage`}
        value={draft.value}
        onChange={(value) => setDraft((d) => ({ ...d, value }))}
        minValue={0}
        errorMessage={bad.value ? t`Enter a positive value (a percentage is at most 100).` : undefined}
        isRequired
      />
      <Select
        label={t`Applies to`}
        options={[
          { id: "ALL", label: t`All sub-accounts` },
          { id: "OWNED", label: t`Owned sub-accounts` },
          { id: "MANAGED", label: t`Managed sub-accounts` },
        ]}
        selectedKey={draft.applies_to}
        onSelectionChange={(applies_to) => setDraft((d) => ({ ...d, applies_to: applies_to ?? "ALL" }))}
      />
    </>
  );
}
