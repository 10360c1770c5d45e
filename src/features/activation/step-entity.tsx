/**
 * Step 1: lead qualification and the entity type (spec 001 §3 "Lead qualification", §9 entity
 * types). The answers are kept locally as single-key records with value1–3 and sent to the
 * gateway when the user continues; the country of registration narrows the entity types.
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Checkbox, RadioGroup } from "../../components/ui/choice.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { Select } from "../../components/ui/select.tsx";
import { type Registration, suggestedEntity } from "../../domain/activation/lead.ts";
import { type EntityType, entityTypesFor } from "../../domain/activation/variants.ts";
import { useSession } from "../../lib/session/hooks.ts";
import {
  companyTypesQueryOptions,
  industrySectorsQueryOptions,
  type LeadAnswer,
  leadQuestionsQueryOptions,
  usageIntentsQueryOptions,
} from "./api.ts";
import { useActivationForm } from "./form-context.tsx";
import { useActivationText } from "./messages.ts";

export type { Registration };

/** Entity types offered for a country of registration in this bundle's country. */
export function entityChoices(registration: Registration, home: "ID" | "PH" | "SG"): EntityType[] {
  const all = entityTypesFor(home === "PH" ? "PH" : "ID");
  if (registration === "Foreign") return all.filter((e) => e.startsWith("Foreign"));
  return all.filter((e) => !e.startsWith("Foreign"));
}

export function registrationOf(entity: EntityType | null, home: "ID" | "PH" | "SG"): Registration {
  if (entity?.startsWith("Foreign")) return "Foreign";
  return home === "PH" ? "Philippines" : "Indonesia";
}

const LEAD_PREFIX = "lead_qualification:";

export function readLead(businessId: string): LeadAnswer[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(LEAD_PREFIX + businessId) ?? "[]") as unknown;
    return Array.isArray(parsed) ? (parsed as LeadAnswer[]).filter((a) => typeof a?.key === "string") : [];
  } catch {
    return [];
  }
}

export function writeLead(businessId: string, answers: LeadAnswer[]): void {
  localStorage.setItem(LEAD_PREFIX + businessId, JSON.stringify(answers));
}

export function leadValue(answers: LeadAnswer[], key: string): string {
  return answers.find((a) => a.key === key)?.value1 ?? "";
}

export function withLead(answers: LeadAnswer[], key: string, value1: string, value2?: string): LeadAnswer[] {
  return [...answers.filter((a) => a.key !== key), { key, value1, ...(value2 !== undefined ? { value2 } : {}) }];
}

export function EntityStep({
  lead,
  onLeadChange,
  fixedEntity,
}: {
  lead: LeadAnswer[];
  onLeadChange: (answers: LeadAnswer[]) => void;
  fixedEntity?: EntityType;
}) {
  const { t } = useLingui();
  const session = useSession();
  const form = useActivationForm();
  const { entityLabel, message } = useActivationText();
  const home = form.country;
  const registration =
    (leadValue(lead, "COUNTRY_OF_REGISTRATION") as Registration) || registrationOf(form.draft.entity_type, home);
  const questions = useQuery(leadQuestionsQueryOptions(session)).data ?? [];
  const companyTypes = useQuery(companyTypesQueryOptions(session)).data ?? [];
  const sectors = useQuery(industrySectorsQueryOptions(session)).data ?? [];
  const intents = useQuery(usageIntentsQueryOptions(session)).data ?? [];
  const toggleIntent = (id: string, on: boolean) =>
    form.update((d) => ({
      ...d,
      usage_intents: on ? [...d.usage_intents.filter((x) => x !== id), id] : d.usage_intents.filter((x) => x !== id),
    }));
  const sector = sectors.find((s) => String(s.id) === leadValue(lead, "INDUSTRY_SECTOR"));
  const answersOf = (key: string) =>
    (questions.find((q) => q.key === key)?.answers ?? []).map((a) => ({ id: a.answer, label: a.answer }));
  const set = (key: string, value1: string, value2?: string) => onLeadChange(withLead(lead, key, value1, value2));
  const choices = fixedEntity ? [fixedEntity] : entityChoices(registration, home);
  const entityError = form.errors.entity_type ? message(form.errors.entity_type) : undefined;

  return (
    <div className="flex flex-col gap-5">
      {fixedEntity ? null : (
        <RadioGroup
          label={t`Where is your business registered?`}
          orientation="horizontal"
          value={registration}
          onChange={(value) => {
            set("COUNTRY_OF_REGISTRATION", value);
            const next = entityChoices(value as Registration, home);
            if (form.draft.entity_type && !next.includes(form.draft.entity_type))
              form.update((d) => ({ ...d, entity_type: null }));
          }}
          options={[
            home === "PH" ? { id: "Philippines", label: t`Philippines` } : { id: "Indonesia", label: t`Indonesia` },
            { id: "Foreign", label: t`Another country` },
          ]}
        />
      )}
      <RadioGroup
        label={t`Business type`}
        isRequired
        value={form.draft.entity_type ?? ""}
        onChange={(value) => {
          form.update((d) => ({ ...d, entity_type: value as EntityType }));
          set("ENTITY_TYPE", value);
        }}
        options={choices.map((e) => ({ id: e, label: entityLabel(e) }))}
        errorMessage={entityError}
      />
      {form.draft.entity_type === "Foreign:Corporation" ? (
        <RadioGroup
          label={t`Is the corporation registered with the SEC?`}
          orientation="horizontal"
          value={form.draft.sec_registered ? "yes" : "no"}
          onChange={(value) => {
            form.update((d) => ({ ...d, sec_registered: value === "yes" }));
            set("SEC_NONSEC_INDEX", value === "yes" ? "SEC" : "NON_SEC");
          }}
          options={[
            { id: "yes", label: t`SEC registered` },
            { id: "no", label: t`Not SEC registered` },
          ]}
        />
      ) : null}
      {intents.length > 0 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-semibold text-text">{t`What will you use your account for? (optional)`}</legend>
          {intents.map((intent) => (
            <Checkbox
              key={intent.id}
              isSelected={form.draft.usage_intents.includes(String(intent.id))}
              onChange={(on) => toggleIntent(String(intent.id), on)}
            >
              {intent.name}
            </Checkbox>
          ))}
        </fieldset>
      ) : null}
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 font-semibold text-text">{t`About your business (optional)`}</legend>
        <Select
          label={t`Company type`}
          options={companyTypes.map((c) => ({ id: c.company_type, label: c.company_type }))}
          selectedKey={leadValue(lead, "COMPANY_TYPE") || null}
          onSelectionChange={(key) => {
            if (!key) return;
            // the company type suggests the business type until the user picks one
            const suggestion = suggestedEntity(key, registration);
            if (!fixedEntity && !form.draft.entity_type && suggestion && choices.includes(suggestion)) {
              form.update((d) => ({ ...d, entity_type: suggestion }));
              onLeadChange(withLead(withLead(lead, "COMPANY_TYPE", key), "ENTITY_TYPE", suggestion));
            } else set("COMPANY_TYPE", key);
          }}
        />
        {leadValue(lead, "COMPANY_TYPE") === "others" ? (
          <TextField
            label={t`Other company type`}
            value={leadValue(lead, "OTHER_COMPANY_TYPE")}
            onChange={(value) => set("OTHER_COMPANY_TYPE", value)}
          />
        ) : null}
        <Select
          label={t`Industry`}
          options={sectors.map((s) => ({ id: String(s.id), label: s.name }))}
          selectedKey={leadValue(lead, "INDUSTRY_SECTOR") || null}
          onSelectionChange={(key) => key && set("INDUSTRY_SECTOR", key)}
        />
        {sector && sector.child_industry_sectors.length > 0 ? (
          <Select
            label={t`Industry detail`}
            options={sector.child_industry_sectors.map((c) => ({ id: String(c.id), label: c.name }))}
            selectedKey={lead.find((a) => a.key === "INDUSTRY_SECTOR")?.value2 ?? null}
            onSelectionChange={(key) => key && set("INDUSTRY_SECTOR", String(sector.id), key)}
          />
        ) : null}
        <Select
          label={t`Number of employees`}
          options={answersOf("NUM_OF_EMPLOYEES")}
          selectedKey={leadValue(lead, "NUM_OF_EMPLOYEES") || null}
          onSelectionChange={(key) => key && set("NUM_OF_EMPLOYEES", key)}
        />
        <Select
          label={t`Transactions per month`}
          options={answersOf("MONTHLY_TRANSACTIONS")}
          selectedKey={leadValue(lead, "MONTHLY_TRANSACTIONS") || null}
          onSelectionChange={(key) => key && set("MONTHLY_TRANSACTIONS", key)}
        />
        <Select
          label={t`Average transaction size`}
          options={answersOf("AVG_TRANSACTION_SIZE")}
          selectedKey={leadValue(lead, "AVG_TRANSACTION_SIZE") || null}
          onSelectionChange={(key) => key && set("AVG_TRANSACTION_SIZE", key)}
        />
        <TextField
          label={t`Contact number`}
          type="tel"
          inputMode="tel"
          value={leadValue(lead, "CONTACT_NUMBER")}
          onChange={(value) => set("CONTACT_NUMBER", value.replace(/[^\d+ ]/g, "").slice(0, 16))}
        />
        <TextField
          label={t`Your role`}
          value={leadValue(lead, "ROLE") || "Founder / Owner / Director"}
          onChange={(value) => set("ROLE", value)}
        />
      </fieldset>
    </div>
  );
}
