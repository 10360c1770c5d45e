/**
 * Platform (issue 17; spec 002 §2.1–§2.2): OWNED and MANAGED sub-accounts (list, create, detail
 * with profile / balance / transactions / activity tabs, switch into one), fee rules, and the
 * request to become a platform.
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { lazy, Suspense, useState } from "react";
import * as v from "valibot";
import { Banner } from "../../components/ui/banner.tsx";
import { Button } from "../../components/ui/button.tsx";
import { RadioGroup } from "../../components/ui/choice.tsx";
import { DetailSection } from "../../components/ui/detail-page.tsx";
import { Amount, DateText, DescriptionList } from "../../components/ui/display.tsx";
import { EmailField, TextField } from "../../components/ui/field.tsx";
import { PageHeader, SkeletonText } from "../../components/ui/layout.tsx";
import { LazyDialogTrigger } from "../../components/ui/lazy-dialog-trigger.tsx";
import { NumberField } from "../../components/ui/number-field.tsx";
import { CallError } from "../../components/ui/prompt-form.tsx";
import { ResourceDetailPage } from "../../components/ui/resource-detail-page.tsx";
import type { ResourceColumn } from "../../components/ui/resource-list.tsx";
import { ResourceListPage } from "../../components/ui/resource-pages.tsx";
import { ErrorState } from "../../components/ui/states.tsx";
import { StatusPill } from "../../components/ui/status-pill.tsx";
import { TextAreaField } from "../../components/ui/textarea-field.tsx";
import {
  CreatePlatformFeeBodySchema,
  CreateSubAccountBodySchema,
  type PlatformFee,
  type SubAccount,
} from "../../contract/platform.ts";
import { formatPercent } from "../../domain/format/money.ts";
import { useCanCall } from "../../lib/can-call.ts";
import { isHttpError } from "../../lib/http/http-error.ts";
import { useDescribeError, useSession } from "../../lib/session/hooks.ts";
import {
  activationQueryOptions,
  E,
  feeList,
  feeQueries,
  subAccountList,
  subAccountQueries,
  useActivate,
  useCreateFee,
  useCreateSubAccount,
  useSetFeeStatus,
} from "./api.ts";
import type { FeeDraft } from "./fee-rule-fields.tsx";

// the fee rule's fields (react-aria's Select) load when its dialog first opens (issue 19)
const FeeRuleFields = lazy(() => import("./fee-rule-fields.tsx").then((m) => ({ default: m.FeeRuleFields })));

/** Field errors of a valibot parse, by top-level field. */
function issuesByField(issues: readonly v.BaseIssue<unknown>[]): Record<string, true> {
  return Object.fromEntries(issues.map((i) => [v.getDotPath(i) ?? "", true as const]));
}
function gatewayFields(error: unknown): Record<string, true> {
  if (!isHttpError(error) || error.error_code !== "API_VALIDATION_ERROR") return {};
  return Object.fromEntries(error.details.map((d) => [d.field, true as const]));
}

function CreateSubAccountDialog() {
  const { t } = useLingui();
  const create = useCreateSubAccount();
  const explain = useDescribeError();
  const [draft, setDraft] = useState({ account_type: "OWNED", business_name: "", email: "" });
  const [bad, setBad] = useState<Record<string, true>>({});
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<SubAccount | null>(null);
  const submit = async () => {
    setError(null);
    const parsed = v.safeParse(CreateSubAccountBodySchema, draft);
    setBad(parsed.success ? {} : issuesByField(parsed.issues));
    if (!parsed.success) return;
    try {
      setCreated(await create.mutateAsync(parsed.output));
      setDraft({ account_type: "OWNED", business_name: "", email: "" });
    } catch (e) {
      const fields = gatewayFields(e);
      if (Object.keys(fields).length) setBad(fields);
      else setError(explain(e));
    }
  };
  return (
    <LazyDialogTrigger
      trigger={
        <Button icon="plus" onPress={() => setCreated(null)}>
          {t`Create sub-account`}
        </Button>
      }
      title={t`Create a sub-account`}
      actions={(close) =>
        created ? (
          <Button onPress={close}>{t`Done`}</Button>
        ) : (
          <>
            <Button variant="secondary" onPress={close}>
              {t`Cancel`}
            </Button>
            <Button onPress={() => void submit()} isPending={create.isPending}>
              {t`Create`}
            </Button>
          </>
        )
      }
    >
      {created ? (
        <Banner tone="success" title={t`Sub-account created`}>
          <Link to="/xenplatform/accounts/$id/$tab" params={{ id: created.id, tab: "profile" }} className="underline">
            {t`Open ${created.business_name}`}
          </Link>
        </Banner>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <RadioGroup
            label={t`Type`}
            value={draft.account_type}
            onChange={(value) => setDraft((d) => ({ ...d, account_type: value }))}
            options={[
              { id: "OWNED", label: t`Owned: you run it; it has no dashboard login of its own` },
              { id: "MANAGED", label: t`Managed: its owner signs in and completes activation` },
            ]}
          />
          <TextField
            label={t`Business name`}
            value={draft.business_name}
            onChange={(value) => setDraft((d) => ({ ...d, business_name: value }))}
            errorMessage={bad.business_name ? t`Enter a business name of at most 255 characters.` : undefined}
            isRequired
          />
          <EmailField
            label={t`Business e-mail`}
            value={draft.email}
            onChange={(value) => setDraft((d) => ({ ...d, email: value }))}
            errorMessage={bad.email ? t`Enter a valid e-mail address.` : undefined}
            isRequired
          />
          <button type="submit" hidden />
          <CallError message={error} />
        </form>
      )}
    </LazyDialogTrigger>
  );
}

export function SubAccountsScreen() {
  const { t } = useLingui();
  const canCreate = useCanCall(E["platform_accounts.create"]);
  const typeLabel = (type: string) => (type === "OWNED" ? t`Owned` : t`Managed`);
  const columns: ResourceColumn<SubAccount>[] = [
    { id: "name", header: t`Business`, cell: (a) => a.business_name },
    { id: "type", header: t`Type`, cell: (a) => typeLabel(a.account_type) },
    { id: "status", header: t`Status`, cell: (a) => <StatusPill family="send" status={a.status} /> },
    { id: "email", header: t`E-mail`, hideOnCard: true, cell: (a) => a.email },
    {
      id: "balance",
      header: t`Available balance`,
      align: "end",
      cell: (a) => <Amount value={a.balance.available} currency={a.balance.currency} />,
    },
    { id: "created", header: t`Created`, sortField: "created", cell: (a) => <DateText value={a.created} /> },
  ];
  return (
    <ResourceListPage<SubAccount>
      kind="platform_accounts"
      title={t`Sub-accounts`}
      description={t`Businesses you run (owned) or onboard (managed) on your platform.`}
      kit={subAccountList}
      queries={subAccountQueries}
      columns={columns}
      detailPath={(a) => `/xenplatform/accounts/${a.id}/profile`}
      channels={[
        { id: "OWNED", label: t`Owned` },
        { id: "MANAGED", label: t`Managed` },
      ]}
      channelLabel={t`Type`}
      amounts={false}
      actions={
        <>
          <Link to="/xenplatform/platform-fee" className="self-center text-sm underline">
            {t`Platform fees`}
          </Link>
          {canCreate ? <CreateSubAccountDialog /> : null}
        </>
      }
      empty={{ title: t`No sub-accounts yet.` }}
    />
  );
}

export const SUB_ACCOUNT_TABS = ["profile", "balance", "transactions", "activity"] as const;

export function SubAccountScreen({
  id,
  tab,
  onSwitch,
}: {
  id: string;
  tab: string;
  /** Switch the session into the sub-account's business (the session's business switch). */
  onSwitch: (businessId: string) => Promise<boolean>;
}) {
  const { t } = useLingui();
  const [switching, setSwitching] = useState(false);
  const [switchFailed, setSwitchFailed] = useState(false);
  const current = (SUB_ACCOUNT_TABS as readonly string[]).includes(tab) ? tab : "profile";
  const tabLabel: Record<string, string> = {
    profile: t`Profile`,
    balance: t`Balance`,
    transactions: t`Transactions`,
    activity: t`Activity`,
  };
  return (
    <ResourceDetailPage<SubAccount>
      id={id}
      queries={subAccountQueries}
      list={{ label: t`Sub-accounts`, path: "/xenplatform/accounts" }}
      family="send"
      title={(a) => a.business_name}
      actions={(a) =>
        a.can_switch && a.business_id ? (
          <div className="flex flex-col items-end gap-1">
            <Button
              isPending={switching}
              onPress={async () => {
                setSwitching(true);
                setSwitchFailed(false);
                const ok = await onSwitch(a.business_id as string);
                setSwitching(false);
                if (!ok) setSwitchFailed(true);
              }}
            >
              {t`Switch to this sub-account`}
            </Button>
            <CallError message={switchFailed ? t`The switch did not go through. Try again.` : null} />
          </div>
        ) : null
      }
    >
      {(a) => (
        <>
          <nav aria-label={t`Sub-account sections`} className="flex flex-wrap gap-2 border-border border-b pb-2">
            {SUB_ACCOUNT_TABS.map((name) => (
              <Link
                key={name}
                to="/xenplatform/accounts/$id/$tab"
                params={{ id, tab: name }}
                aria-current={name === current ? "page" : undefined}
                className="rounded-brand px-3 py-1.5 text-sm aria-[current=page]:bg-background aria-[current=page]:font-semibold"
              >
                {tabLabel[name]}
              </Link>
            ))}
          </nav>
          {current === "profile" ? (
            <DetailSection title={t`Profile`}>
              <DescriptionList
                items={[
                  { term: t`Business name`, details: a.business_name },
                  { term: t`Type`, details: a.account_type === "OWNED" ? t`Owned` : t`Managed` },
                  { term: t`E-mail`, details: a.email },
                  { term: t`Legal name`, details: a.legal_name },
                  { term: t`Website`, details: a.website },
                  { term: t`Phone`, details: a.phone_number },
                  { term: t`Country`, details: a.country },
                  { term: t`Created`, details: <DateText value={a.created} /> },
                ]}
              />
            </DetailSection>
          ) : null}
          {current === "balance" ? (
            <DetailSection title={t`Balance`}>
              <DescriptionList
                items={[
                  { term: t`Available`, details: <Amount value={a.balance.available} currency={a.balance.currency} /> },
                  { term: t`Pending`, details: <Amount value={a.balance.pending} currency={a.balance.currency} /> },
                ]}
              />
            </DetailSection>
          ) : null}
          {current === "transactions" ? (
            <DetailSection title={t`Transactions`}>
              {(a.transactions ?? []).length === 0 ? (
                <p className="text-muted">{t`No transactions yet.`}</p>
              ) : (
                <ul className="flex flex-col divide-y divide-border">
                  {(a.transactions ?? []).map((tx) => (
                    <li key={tx.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                      <span>
                        {tx.reference} · {tx.type}
                      </span>
                      <span className="flex items-center gap-2">
                        <StatusPill family="send" status={tx.status} />
                        <Amount value={tx.amount} currency={tx.currency} />
                        <DateText value={tx.created} withTime />
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </DetailSection>
          ) : null}
          {current === "activity" ? (
            <DetailSection title={t`Activity`}>
              <ol className="flex flex-col gap-2 text-sm">
                {(a.activity ?? []).map((e) => (
                  <li key={e.id} className="flex flex-wrap gap-2">
                    <DateText value={e.at} withTime />
                    <span className="font-semibold">{e.action}</span>
                    <span className="text-muted">{e.actor}</span>
                  </li>
                ))}
              </ol>
            </DetailSection>
          ) : null}
        </>
      )}
    </ResourceDetailPage>
  );
}

function CreateFeeDialog() {
  const { t } = useLingui();
  const create = useCreateFee();
  const explain = useDescribeError();
  const [draft, setDraft] = useState<FeeDraft>({
    name: "",
    product: "INVOICE",
    fee_type: "FLAT",
    value: Number.NaN,
    applies_to: "ALL",
  });
  const [bad, setBad] = useState<Record<string, true>>({});
  const [error, setError] = useState<string | null>(null);
  const submit = async (close: () => void) => {
    setError(null);
    const parsed = v.safeParse(CreatePlatformFeeBodySchema, draft);
    const local = parsed.success ? {} : issuesByField(parsed.issues);
    if (draft.fee_type === "PERCENT" && draft.value > 100) local.value = true;
    setBad(local);
    if (!parsed.success || Object.keys(local).length) return;
    try {
      await create.mutateAsync(parsed.output);
      close();
    } catch (e) {
      const fields = gatewayFields(e);
      if (Object.keys(fields).length) setBad(fields);
      else setError(explain(e));
    }
  };
  return (
    <LazyDialogTrigger
      trigger={<Button icon="plus">{t`Add fee rule`}</Button>}
      title={t`Add a fee rule`}
      actions={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            {t`Cancel`}
          </Button>
          <Button onPress={() => void submit(close)} isPending={create.isPending}>
            {t`Add`}
          </Button>
        </>
      )}
    >
      <div className="flex flex-col gap-4">
        <Suspense fallback={<SkeletonText lines={5} />}>
          <FeeRuleFields draft={draft} setDraft={setDraft} bad={bad} />
        </Suspense>
        <CallError message={error} />
      </div>
    </LazyDialogTrigger>
  );
}

function FeeToggle({ fee }: { fee: PlatformFee }) {
  const { t } = useLingui();
  const set = useSetFeeStatus(fee.id);
  return (
    <Button
      size="sm"
      variant="secondary"
      isPending={set.isPending}
      onPress={() => set.mutate(fee.status === "ACTIVE" ? "INACTIVE" : "ACTIVE")}
    >
      {fee.status === "ACTIVE" ? t`Turn off ${fee.name}` : t`Turn on ${fee.name}`}
    </Button>
  );
}

export function PlatformFeesScreen() {
  const { t } = useLingui();
  const canEdit = useCanCall(E["platform_fees.create"]);
  const columns: ResourceColumn<PlatformFee>[] = [
    { id: "name", header: t`Rule`, cell: (f) => f.name },
    { id: "status", header: t`Status`, cell: (f) => <StatusPill family="send" status={f.status} /> },
    { id: "product", header: t`Product`, cell: (f) => f.product.replace(/_/g, " ") },
    {
      id: "value",
      header: t`Fee`,
      align: "end",
      cell: (f) =>
        f.fee_type === "PERCENT" ? (
          formatPercent(f.value)
        ) : (
          <Amount value={f.value} currency={f.currency ?? undefined} />
        ),
    },
    { id: "applies", header: t`Applies to`, cell: (f) => f.applies_to },
    ...(canEdit ? [{ id: "toggle", header: t`Action`, cell: (f: PlatformFee) => <FeeToggle fee={f} /> }] : []),
  ];
  return (
    <ResourceListPage<PlatformFee>
      kind="platform_fees"
      title={t`Platform fees`}
      description={t`Fees your platform takes from its sub-accounts' transactions.`}
      kit={feeList}
      queries={feeQueries}
      columns={columns}
      amounts={false}
      actions={canEdit ? <CreateFeeDialog /> : null}
      empty={{ title: t`No fee rules yet.` }}
    />
  );
}

export function PlatformActivationScreen() {
  const { t } = useLingui();
  const session = useSession();
  const explain = useDescribeError();
  const query = useQuery(activationQueryOptions(session));
  const activate = useActivate();
  const canAsk = useCanCall(E["platform.activate"]);
  const [draft, setDraft] = useState({ use_case: "", owned: true, managed: false, expected: Number.NaN });
  const [bad, setBad] = useState<Record<string, true>>({});
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const body = {
      use_case: draft.use_case,
      account_types: [...(draft.owned ? ["OWNED" as const] : []), ...(draft.managed ? ["MANAGED" as const] : [])],
      expected_sub_accounts: draft.expected,
    };
    const local: Record<string, true> = {};
    if (!body.use_case.trim() || body.use_case.length > 500) local.use_case = true;
    if (body.account_types.length === 0) local.account_types = true;
    if (!Number.isInteger(body.expected_sub_accounts) || body.expected_sub_accounts < 1) local.expected = true;
    setBad(local);
    if (Object.keys(local).length) return;
    setError(null);
    try {
      await activate.mutateAsync(body);
    } catch (e) {
      setError(explain(e));
    }
  };
  const status = query.data;
  return (
    <section className="flex flex-col gap-4">
      <PageHeader title={t`Become a platform`} description={t`Run or onboard other businesses as your sub-accounts.`} />
      {query.isError ? <ErrorState message={explain(query.error)} onRetry={() => void query.refetch()} /> : null}
      {status?.status === "SUBMITTED" ? (
        <Banner tone="success" title={t`Request sent`}>
          {t`We are reviewing your request to become a platform. We will e-mail you.`}
        </Banner>
      ) : null}
      {status?.status === "NOT_SUBMITTED" ? (
        canAsk ? (
          <form
            noValidate
            className="flex max-w-xl flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <TextAreaField
              label={t`How will you use sub-accounts?`}
              maxLength={500}
              defaultValue={draft.use_case}
              onChange={(use_case) => setDraft((d) => ({ ...d, use_case }))}
              isRequired
            />
            {bad.use_case ? (
              <p className="text-sm text-danger">{t`Describe your use in at most 500 characters.`}</p>
            ) : null}
            <fieldset className="flex flex-col gap-2">
              <legend className="text-sm font-medium">{t`Sub-account types`}</legend>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={draft.owned}
                  onChange={(e) => setDraft((d) => ({ ...d, owned: e.target.checked }))}
                />
                {t`Owned`}
              </label>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={draft.managed}
                  onChange={(e) => setDraft((d) => ({ ...d, managed: e.target.checked }))}
                />
                {t`Managed`}
              </label>
              {bad.account_types ? <p className="text-sm text-danger">{t`Choose at least one type.`}</p> : null}
            </fieldset>
            <NumberField
              label={t`Sub-accounts expected in the first year`}
              value={draft.expected}
              onChange={(expected) => setDraft((d) => ({ ...d, expected }))}
              minValue={1}
              errorMessage={bad.expected ? t`Enter a whole number of at least 1.` : undefined}
              isRequired
            />
            <div>
              <Button type="submit" isPending={activate.isPending}>
                {t`Send request`}
              </Button>
            </div>
            <CallError message={error} />
          </form>
        ) : (
          <p className="text-muted">{t`An administrator of this business can ask to become a platform.`}</p>
        )
      ) : null}
    </section>
  );
}
