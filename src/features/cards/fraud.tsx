/**
 * Fraud prevention (spec 002 §2.2, §2.8, §8; issue 12): block and allow lists per kind (card
 * number, BIN, IP, country, IP-country) with add one or paste many (validated: IPv4, 6-digit BIN
 * looked up, 2-letter countries, card numbers masked), reset (remove) confirmed first; rule sets,
 * fraud profile features and the prediction reports (on failure: a title and subtitle from the
 * report's error_code).
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { RadioGroup } from "../../components/ui/choice.tsx";
import { ConfirmAction, DetailSection } from "../../components/ui/detail-page.tsx";
import { DateText, DescriptionList } from "../../components/ui/display.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { LoadingRegion, PageHeader, SkeletonText } from "../../components/ui/layout.tsx";
import { LazyDialogTrigger } from "../../components/ui/lazy-dialog-trigger.tsx";
import { ErrorState } from "../../components/ui/states.tsx";
import { StatusPill } from "../../components/ui/status-pill.tsx";
import { TextAreaField } from "../../components/ui/textarea-field.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { RISK_LEVELS } from "../../domain/cards/card-facts.ts";
import {
  FRAUD_LIST_KINDS,
  FRAUD_LIST_PATHS,
  type FraudListKind,
  type FraudValueProblem,
  type PredictReportError,
  parseFraudValues,
  predictReportErrorOf,
} from "../../domain/cards/card-rules.ts";
import { useDescribeError, useSession } from "../../lib/session/hooks.ts";
import { fraudProfiles, predictReports, profileFeaturesQuery, type RuleSet, read, ruleSetsQuery } from "./api.ts";
import { binLookupQuery, countryCodesQuery, fraudListQuery, useCanWrite, useCardWrite } from "./calls.ts";
import { FormDialog } from "./form-dialog.tsx";
import { CardList, CardsNav, useCommonColumns } from "./lists.tsx";
import { useCardLabels } from "./messages.tsx";

export const FRAUD_ACTION_PATHS = { block_list: "block", allow_list: "allow" } as const;
export type FraudActionPath = keyof typeof FRAUD_ACTION_PATHS;

function useListNames() {
  const { t } = useLingui();
  const kinds: Record<FraudListKind, string> = {
    credit_card_number: t`Card numbers`,
    bin: t`BINs`,
    ip: t`IP addresses`,
    country: t`Countries`,
    ip_country: t`IP countries`,
  };
  const actions: Record<FraudActionPath, string> = { block_list: t`Block list`, allow_list: t`Allow list` };
  return { kinds, actions };
}

export function FraudPreventionScreen() {
  const { t } = useLingui();
  const names = useListNames();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t`Fraud prevention`} />
      <CardsNav />
      <DetailSection title={t`Block and allow lists`}>
        <ul className="grid gap-2 sm:grid-cols-2">
          {FRAUD_LIST_KINDS.flatMap((kind) =>
            (["block_list", "allow_list"] as const).map((action) => (
              <li key={`${kind}-${action}`}>
                <Link
                  to="/credit_cards/fraud_prevention/list/$list/$action"
                  params={{ list: kind, action }}
                  className="text-primary underline-offset-2 hover:underline"
                >
                  {names.kinds[kind]} · {names.actions[action]}
                </Link>
              </li>
            )),
          )}
        </ul>
      </DetailSection>
      <RuleSets />
      <FraudProfiles />
      <PredictReports />
    </div>
  );
}

function RuleSets() {
  const { t } = useLingui();
  const session = useSession();
  const labels = useCardLabels();
  const businessId = session.store.business()?.id ?? "";
  const sets = useQuery({ ...ruleSetsQuery(session, businessId), enabled: Boolean(businessId) });
  const features = useQuery({ ...profileFeaturesQuery(session, businessId), enabled: Boolean(businessId) });
  const canEdit = useCanWrite("createRuleSet");
  return (
    <>
      <DetailSection
        title={t`Rule sets`}
        actions={canEdit && businessId ? <RuleSetDialog businessId={businessId} /> : null}
      >
        {sets.isError ? (
          <ErrorState onRetry={() => void sets.refetch()} />
        ) : (
          <ul className="flex flex-col gap-2">
            {(sets.data ?? []).map((rs) => (
              <li key={rs.id} className="flex flex-wrap items-center gap-3">
                <span className="font-medium">{rs.name}</span>
                <StatusPill family="promotion" status={rs.status} />
                <span className="text-sm text-muted">
                  {t`Risk level`}: {labels.risk(rs.risk_level)}
                </span>
                <span className="text-sm text-muted">{t`${rs.rules.length} rule(s)`}</span>
                <RuleSetDetail businessId={businessId} ruleSetId={rs.id} name={rs.name} />
                {canEdit ? <RuleSetDialog businessId={businessId} ruleSet={rs} /> : null}
              </li>
            ))}
          </ul>
        )}
      </DetailSection>
      <DetailSection title={t`Fraud profile features`}>
        <DescriptionList
          items={(features.data ?? []).map((f) => ({ id: f.name, term: f.name, details: f.enabled ? t`On` : t`Off` }))}
        />
      </DetailSection>
    </>
  );
}

/** One rule set as the gateway has it now (GET …/rule_sets/{ruleSetId}): its rules in full. */
function RuleSetDetail({ businessId, ruleSetId, name }: { businessId: string; ruleSetId: string; name: string }) {
  const { t } = useLingui();
  const session = useSession();
  const labels = useCardLabels();
  const [open, setOpen] = useState(false);
  const detail = useQuery({
    ...read<RuleSet>(session, ["fraud", "rule_sets", businessId, ruleSetId], "ruleSet", {
      id: businessId,
      ruleSetId,
    }),
    enabled: open,
  });
  const rs = detail.data;
  return (
    <LazyDialogTrigger
      trigger={
        <Button size="sm" variant="secondary">
          {t`View rules of ${name}`}
        </Button>
      }
      title={t`Rule set ${name}`}
      isOpen={open}
      onOpenChange={setOpen}
      size="lg"
    >
      {detail.isError ? (
        <ErrorState onRetry={() => void detail.refetch()} />
      ) : !rs ? (
        <LoadingRegion isLoading>
          <SkeletonText />
        </LoadingRegion>
      ) : (
        <div className="flex flex-col gap-4">
          <DescriptionList
            items={[
              { term: t`Status`, details: <StatusPill family="promotion" status={rs.status} /> },
              { term: t`Risk level`, details: labels.risk(rs.risk_level) },
              { term: t`Updated`, details: <DateText value={rs.updated} withTime /> },
            ]}
          />
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t`Rules`}</caption>
              <thead className="text-muted">
                <tr>
                  <th className="py-1 pr-3">{t`Field`}</th>
                  <th className="py-1 pr-3">{t`Operator`}</th>
                  <th className="py-1 pr-3">{t`Value`}</th>
                  <th className="py-1 pr-3">{t`Action`}</th>
                </tr>
              </thead>
              <tbody>
                {rs.rules.map((r) => (
                  <tr key={`${r.field} ${r.operator} ${r.value} ${r.action}`} className="border-border border-t">
                    <td className="py-1 pr-3">{r.field}</td>
                    <td className="py-1 pr-3 font-mono">{r.operator}</td>
                    <td className="py-1 pr-3 break-all">{r.value}</td>
                    <td className="py-1 pr-3">{r.action}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </LazyDialogTrigger>
  );
}

/** The fraud-screening service's profiles (spec 002 §2.8, §7 /api/xenshield/profiles) with their risk level. */
function FraudProfiles() {
  const { t } = useLingui();
  const c = useCommonColumns();
  const labels = useCardLabels();
  return (
    <DetailSection title={t`Fraud profiles`}>
      <CardList
        resource={fraudProfiles}
        label={t`Fraud profiles`}
        family="promotion"
        searchLabel={t`Search by id or name`}
        columns={[
          { id: "name", header: t`Profile`, cell: (r) => (r as unknown as { name: string }).name },
          c.status,
          {
            id: "risk",
            header: t`Risk level`,
            cell: (r) => labels.risk((r as unknown as { risk_level: string }).risk_level),
          },
          c.created,
        ]}
      />
    </DetailSection>
  );
}

const OPERATORS = [">", "<", "=", "in", "not_in"] as const;
const RULE_ACTIONS = ["block", "allow", "review"] as const;

/** Create a rule set, or edit one (its name, status, risk level and first rule). */
function RuleSetDialog({ businessId, ruleSet }: { businessId: string; ruleSet?: RuleSet }) {
  const { t } = useLingui();
  const errorText = useDescribeError();
  const labels = useCardLabels();
  const first = ruleSet?.rules[0];
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(ruleSet?.name ?? "");
  const [status, setStatus] = useState<string>(ruleSet?.status ?? "ACTIVE");
  const [risk, setRisk] = useState<string>(ruleSet?.risk_level ?? "Normal");
  const [field, setField] = useState(first?.field ?? "amount");
  const [operator, setOperator] = useState<string>(first?.operator ?? ">");
  const [value, setValue] = useState(first?.value ?? "");
  const [action, setAction] = useState<string>(first?.action ?? "review");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const write = useCardWrite<Record<string, unknown>>(ruleSet ? "updateRuleSet" : "createRuleSet", {
    params: ruleSet ? { id: businessId, ruleSetId: ruleSet.id } : { id: businessId },
    invalidate: [["fraud", "rule_sets"]],
  });
  const submit = async () => {
    setFailure(undefined);
    const e: Record<string, string> = {};
    if (!name.trim()) e.name = t`Enter a name.`;
    if (!field.trim()) e.field = t`Enter the field the rule checks.`;
    if (!value.trim()) e.value = t`Enter the value the rule compares with.`;
    setErrors(e);
    if (Object.keys(e).length) return;
    const rules = [{ field: field.trim(), operator, value: value.trim(), action }, ...(ruleSet?.rules.slice(1) ?? [])];
    try {
      await write.mutateAsync({ body: { name: name.trim(), status, risk_level: risk, rules } });
      toast.success(t`Rule set saved.`);
      setOpen(false);
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  const err = (k: string) => (errors[k] ? { errorMessage: errors[k] } : {});
  return (
    <FormDialog
      trigger={{ label: ruleSet ? t`Edit` : t`Create rule set`, small: true }}
      title={ruleSet ? t`Edit rule set` : t`Create rule set`}
      open={open}
      onOpenChange={setOpen}
      submitLabel={t`Save`}
      pending={write.isPending}
      onSubmit={() => void submit()}
      failure={failure}
    >
      <TextField label={t`Name`} value={name} onChange={setName} maxLength={100} {...err("name")} />
      <RadioGroup
        label={t`Status`}
        orientation="horizontal"
        value={status}
        onChange={setStatus}
        options={[
          { id: "ACTIVE", label: t`Active` },
          { id: "INACTIVE", label: t`Inactive` },
        ]}
      />
      <RadioGroup
        label={t`Risk level`}
        orientation="horizontal"
        value={risk}
        onChange={setRisk}
        options={RISK_LEVELS.map((r) => ({ id: r, label: labels.risk(r) }))}
      />
      <TextField label={t`Field`} value={field} onChange={setField} maxLength={50} {...err("field")} />
      <RadioGroup
        label={t`Operator`}
        orientation="horizontal"
        value={operator}
        onChange={setOperator}
        options={OPERATORS.map((o) => ({ id: o, label: o }))}
      />
      <TextField label={t`Value`} value={value} onChange={setValue} maxLength={255} {...err("value")} />
      <RadioGroup
        label={t`Action`}
        orientation="horizontal"
        value={action}
        onChange={setAction}
        options={RULE_ACTIONS.map((a) => ({
          id: a,
          label: a === "block" ? t`Block` : a === "allow" ? t`Allow` : t`Review`,
        }))}
      />
    </FormDialog>
  );
}

/**
 * Prediction reports (spec 002 §2.8): when the list call fails, a title and subtitle mapped from
 * its error_code, with an empty list (and a retry); a failed report shows the same words.
 */
function usePredictErrorText() {
  const { t } = useLingui();
  const texts: Record<PredictReportError, { title: string; subtitle: string }> = {
    PREDICTION_SERVICE_UNAVAILABLE: {
      title: t`Prediction service unavailable`,
      subtitle: t`Fraud predictions cannot be read right now. Try again in a few minutes.`,
    },
    INSUFFICIENT_DATA: {
      title: t`Not enough data`,
      subtitle: t`Predictions start once the business has enough card payments.`,
    },
    FEATURE_NOT_ENABLED: {
      title: t`Fraud screening is not enabled`,
      subtitle: t`Ask your account manager to turn on fraud screening for this business.`,
    },
    UNEXPECTED: { title: t`Unexpected error`, subtitle: t`The report could not be made; try again later.` },
  };
  return (error: unknown) => texts[predictReportErrorOf(error)];
}

function PredictReports() {
  const { t } = useLingui();
  const c = useCommonColumns();
  const labels = useCardLabels();
  const errorText = usePredictErrorText();
  return (
    <DetailSection title={t`Fraud prediction reports`}>
      <CardList
        resource={predictReports}
        label={t`Fraud prediction reports`}
        errorMessage={(error) => {
          const text = errorText(error);
          return (
            <span className="flex flex-col gap-1">
              <span className="font-medium">{text.title}</span>
              <span>{text.subtitle}</span>
            </span>
          );
        }}
        family="callback"
        searchLabel={t`Search by id`}
        columns={[
          c.reference,
          c.status,
          {
            id: "risk",
            header: t`Risk level`,
            cell: (r) => labels.risk((r as unknown as { risk_level: string }).risk_level),
          },
          {
            id: "error",
            header: t`Error`,
            cell: (r) => {
              const code = (r as unknown as { error_code: string | null }).error_code;
              const text = code ? errorText({ error_code: code }) : null;
              return text ? (
                <span className="flex flex-col">
                  <span className="text-danger">{text.title}</span>
                  <span className="text-xs text-muted">{text.subtitle}</span>
                </span>
              ) : (
                "–"
              );
            },
          },
          c.created,
        ]}
      />
    </DetailSection>
  );
}

export function FraudListScreen({ list, action }: { list: string; action: string }) {
  const { t } = useLingui();
  const names = useListNames();
  const kind = (FRAUD_LIST_KINDS as readonly string[]).includes(list) ? (list as FraudListKind) : null;
  const actionPath = action in FRAUD_ACTION_PATHS ? (action as FraudActionPath) : null;
  if (!kind || !actionPath) return <ErrorState message={t`This list does not exist.`} />;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={`${names.kinds[kind]} · ${names.actions[actionPath]}`} />
      <Link to="/credit_cards/fraud_prevention" className="text-sm text-primary">
        {t`Back to fraud prevention`}
      </Link>
      <FraudEntries kind={kind} action={FRAUD_ACTION_PATHS[actionPath]} />
    </div>
  );
}

function FraudEntries({ kind, action }: { kind: FraudListKind; action: "block" | "allow" }) {
  const { t } = useLingui();
  const session = useSession();
  const errorText = useDescribeError();
  const query = useQuery(fraudListQuery(session, kind));
  const path = FRAUD_LIST_PATHS[kind];
  const canEdit = useCanWrite(`fraud.${path}.add`);
  const entries = (query.data ?? []).filter((e) => e.action === action);
  return (
    <>
      {canEdit ? <AddValues kind={kind} action={action} /> : null}
      <DetailSection title={t`Entries`}>
        {query.isError ? (
          <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />
        ) : query.isPending ? (
          <LoadingRegion isLoading>
            <SkeletonText />
          </LoadingRegion>
        ) : entries.length === 0 ? (
          <p className="text-sm text-muted">{t`This list is empty.`}</p>
        ) : (
          <ul aria-label={t`Entries`} className="flex flex-col divide-y divide-border">
            {entries.map((e) => (
              <li key={e.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                <span className="font-mono">{e.value}</span>
                <span className="text-sm text-muted">
                  <DateText value={e.created} />
                </span>
                {canEdit ? <ResetEntry kind={kind} id={e.id} value={e.value} /> : null}
              </li>
            ))}
          </ul>
        )}
      </DetailSection>
    </>
  );
}

function ResetEntry({ kind, id, value }: { kind: FraudListKind; id: string; value: string }) {
  const { t } = useLingui();
  const errorText = useDescribeError();
  const reset = useCardWrite(`fraud.${FRAUD_LIST_PATHS[kind]}.reset`, { params: { id }, invalidate: [["fraud"]] });
  return (
    <ConfirmAction
      label={t`Reset`}
      title={t`Remove ${value} from this list?`}
      confirmLabel={t`Reset`}
      tone="danger"
      onConfirm={async () => {
        try {
          await reset.mutateAsync({ body: {} });
        } catch (error) {
          toast.error(errorText(error));
          throw error;
        }
      }}
    >
      {t`Payments will follow your other rules for this value again.`}
    </ConfirmAction>
  );
}

/** Add one value or paste many; every value is checked before anything is sent. */
function AddValues({ kind, action }: { kind: FraudListKind; action: "block" | "allow" }) {
  const { t } = useLingui();
  const errorText = useDescribeError();
  const [text, setText] = useState("");
  const [resetKey, setResetKey] = useState(0);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const path = FRAUD_LIST_PATHS[kind];
  const add = useCardWrite<{ value: string; action: string }>(`fraud.${path}.add`, { invalidate: [["fraud"]] });
  const bulk = useCardWrite<{ values: string[]; action: string }>("fraud.country-list-bulk", {
    invalidate: [["fraud"]],
  });
  const session = useSession();
  const isCountry = kind === "country" || kind === "ip_country";
  const countries = useQuery({ ...countryCodesQuery(session), enabled: isCountry });
  const singleBin = kind === "bin" && /^\s*\d{6}\s*$/.test(text) ? text.trim() : null;
  const bin = useQuery({ ...binLookupQuery(session, singleBin ?? ""), enabled: singleBin !== null });
  const problems: Record<FraudValueProblem, string> = {
    ipv4: t`Enter IPv4 addresses, such as 203.0.113.7.`,
    bin: t`Enter 6-digit BINs (the first 6 digits of a card).`,
    country: t`Enter 2-letter country codes, such as ID.`,
    card_number: t`Enter card numbers (they are masked before they are sent).`,
  };
  const submit = async () => {
    setFailure(undefined);
    const parsed = parseFraudValues(kind, text);
    const first = parsed.problems[0];
    if (first) {
      setFieldError(`${first.input}: ${problems[first.problem]}`);
      return;
    }
    if (parsed.values.length === 0) {
      setFieldError(t`Enter at least one value.`);
      return;
    }
    const known = new Set((countries.data ?? []).map((c) => c.code));
    const unknown = isCountry && countries.data ? parsed.values.find((v) => !known.has(v)) : undefined;
    if (unknown) {
      setFieldError(t`${unknown} is not a country code we know.`);
      return;
    }
    try {
      if (kind === "country" && parsed.values.length > 1)
        await bulk.mutateAsync({ body: { values: parsed.values, action } });
      else for (const value of parsed.values) await add.mutateAsync({ body: { value, action } });
      toast.success(t`${parsed.values.length} value(s) added.`);
      setText("");
      setResetKey((k) => k + 1);
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  return (
    <DetailSection title={action === "block" ? t`Block values` : t`Allow values`}>
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextAreaField
          key={resetKey}
          label={t`Values (one per line)`}
          defaultValue={text}
          maxLength={5000}
          rows={3}
          onChange={(v) => {
            setText(v);
            setFieldError(undefined);
          }}
          {...(fieldError ? { errorMessage: fieldError } : {})}
        />
        {singleBin && bin.data ? (
          <p className="text-sm text-muted">
            {bin.data.brand} · {bin.data.issuer} · {bin.data.country_code} · {bin.data.type}
          </p>
        ) : null}
        {failure ? (
          <p role="alert" className="text-sm text-danger">
            {failure}
          </p>
        ) : null}
        <div>
          <Button type="submit" isPending={add.isPending || bulk.isPending}>
            {action === "block" ? t`Block` : t`Allow`}
          </Button>
        </div>
      </form>
    </DetailSection>
  );
}
