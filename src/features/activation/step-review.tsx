/**
 * The confirmation page (spec 001 §2): business, establishment, person and document cards, each
 * with an Edit button that opens its step and comes back here; what still needs attention is
 * said on its card.
 */
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Card, DescriptionList } from "../../components/ui/display.tsx";
import { formatAddress, formatNpwp } from "../../domain/activation/fields.ts";
import type { StepErrors } from "../../domain/activation/steps.ts";
import {
  BANK_FIELDS,
  type EntityType,
  needsPic,
  permitFields,
  personFields,
  type StepKey,
  stepsOf,
} from "../../domain/activation/variants.ts";
import { secForDisplay } from "../../domain/input/mask.ts";
import { useActivationForm } from "./form-context.tsx";
import { useActivationText } from "./messages.ts";

function shown(key: string, value: string | undefined): string {
  const v = (value ?? "").trim();
  if (key === "npwp" || key === "npwp_number") return formatNpwp(v);
  if (key === "sec_registration_number") return secForDisplay(v);
  return v;
}

export function ReviewStep({
  entity,
  errorsByStep,
  onEdit,
}: {
  entity: EntityType;
  errorsByStep: Partial<Record<StepKey, StepErrors>>;
  onEdit: (step: StepKey) => void;
}) {
  const { t } = useLingui();
  const form = useActivationForm();
  const { fieldLabel, entityLabel, stepLabel } = useActivationText();
  const d = form.draft;
  const b = d.business;
  const steps = stepsOf(entity);
  const list = (values: Record<string, string>, keys: string[]) =>
    keys.map((key) => ({ id: key, term: fieldLabel(key), details: shown(key, values[key]) }));
  const card = (step: StepKey, title: string, body: ReactNode) => {
    const problems = Object.keys(errorsByStep[step] ?? {}).length;
    return (
      <Card
        key={step}
        title={title}
        actions={
          <Button variant="secondary" size="sm" onPress={() => onEdit(step)} aria-label={t`Edit ${title}`}>
            {t`Edit`}
          </Button>
        }
      >
        {problems > 0 ? (
          <p className="mb-3 text-sm text-danger">{t`Needs attention: open this section to complete it.`}</p>
        ) : null}
        {body}
      </Card>
    );
  };
  const country = form.country === "PH" ? t`Philippines` : t`Indonesia`;
  return (
    <div className="flex flex-col gap-4">
      {card(
        "business",
        stepLabel("business"),
        <DescriptionList
          items={[
            { id: "type", term: t`Business type`, details: entityLabel(entity) },
            ...list(b, ["legal_name", "business_description", "website"]),
            { id: "proof", term: t`Proof of business`, details: b.proof_of_business_file_name },
            { id: "legal", term: fieldLabel("legal_address"), details: b.legal_address },
            { id: "address", term: t`Address`, details: formatAddress({ ...b, country }) },
          ]}
        />,
      )}
      {steps.includes("establishment")
        ? card(
            "establishment",
            stepLabel("establishment"),
            <DescriptionList
              items={[
                ...list(
                  d.permit,
                  permitFields(entity, d.sec_registered).map((f) => f.key),
                ),
                ...list(
                  d.bank,
                  BANK_FIELDS.map((f) => f.key),
                ),
              ]}
            />,
          )
        : null}
      {card(
        "persons",
        stepLabel("persons"),
        <div className="flex flex-col gap-4">
          <DescriptionList
            items={list(
              d.signatory,
              personFields(entity).map((f) => f.key),
            )}
          />
          {needsPic(entity) ? (
            <>
              <h3 className="font-semibold">{t`Primary contact person`}</h3>
              <DescriptionList
                items={list(
                  d.pic,
                  personFields(entity).map((f) => f.key),
                )}
              />
            </>
          ) : null}
          {steps.includes("establishment") ? null : (
            <DescriptionList
              items={list(
                d.bank,
                BANK_FIELDS.map((f) => f.key),
              )}
            />
          )}
          <p className="text-sm">
            {d.pep.is_pep === "yes" ? t`A politically exposed person is involved.` : t`No politically exposed person.`}
          </p>
        </div>,
      )}
      {card(
        "documents",
        stepLabel("documents"),
        d.documents.length === 0 ? (
          <p className="text-sm text-muted">{t`No documents uploaded yet.`}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {d.documents.map((doc) => (
              <li key={`${doc.document_name}-${doc.file_id}`}>
                <span className="font-medium">{doc.document_name}</span>: {doc.file_name}
              </li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
