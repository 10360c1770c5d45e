/**
 * /settings/withdrawals#bank-accounts (spec 002 §2.3; spec 001 §5 "bank account number must be
 * numeric", "invalid bank account name"): the accounts the balance is withdrawn to; adding and
 * removing one is stepped up with the PIN (spec 000 §4). The page is not offered when the
 * business excludes transactions (canSeeSettingsPage).
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Badge, Card } from "../../components/ui/display.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { usePinStepUp } from "../../components/ui/pin-step-up-dialog.tsx";
import { CallError, PromptForm } from "../../components/ui/prompt-form.tsx";
import { Select } from "../../components/ui/select.tsx";
import { HashTabs } from "../../components/ui/tabs.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { type BankAccount, BankAccountBodySchema, settingsPageEndpoints as P } from "../../contract/settings-pages.ts";
import { settingsKeys, settingsQueries, write } from "./api.ts";
import { QueryState, SettingsFrame, useFieldErrors, useSave, useSettingsContext } from "./common.tsx";

export function WithdrawalsScreen() {
  const { t } = useLingui();
  return (
    <SettingsFrame title={t`Withdrawals`} description={t`The bank accounts you withdraw your balance to.`}>
      <HashTabs
        aria-label={t`Withdrawals`}
        tabs={[{ id: "bank-accounts", label: t`Bank accounts`, content: <BankAccounts /> }]}
      />
    </SettingsFrame>
  );
}

function BankAccounts() {
  const { t } = useLingui();
  const { session, business } = useSettingsContext();
  const queryClient = useQueryClient();
  const stepUp = usePinStepUp();
  const { fromError } = useFieldErrors();
  const accounts = useQuery(settingsQueries.bankAccounts(session, business.id));
  const banks = useQuery(settingsQueries.banks(session, business.id));
  const [error, setError] = useState<string | null>(null);
  const invalidate = () => queryClient.invalidateQueries({ queryKey: settingsKeys.of("bank-accounts", business.id) });
  const remove = useMutation({
    mutationFn: (account: BankAccount) =>
      stepUp.run((pinToken) => write(session, P.removeBankAccount, { params: { id: account.id }, pinToken }), {
        title: t`Remove the account ${account.account_number}`,
      }),
    onSuccess: () => {
      toast.success(t`Bank account removed.`);
      void invalidate();
    },
    onError: (err) => setError(fromError(err).form),
  });
  const bankName = (code: string) => banks.data?.find((b) => b.bank_code === code)?.bank_name ?? code;
  return (
    <div className="flex flex-col gap-4 pt-4">
      <Card title={t`Your bank accounts`}>
        <CallError message={error} />
        <QueryState query={accounts}>
          {(list) =>
            list.length === 0 ? (
              <p className="text-sm text-muted">{t`No bank account yet. Add one to withdraw your balance.`}</p>
            ) : (
              <ul aria-label={t`Bank accounts`} className="flex flex-col divide-y divide-border">
                {list.map((a) => (
                  <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                    <div className="flex min-w-0 flex-col">
                      <span className="break-all font-medium">
                        {bankName(a.bank_code)} · {a.account_number}
                      </span>
                      <span className="text-sm text-muted">{a.account_name}</span>
                    </div>
                    <div className="flex items-center gap-2">
                      {a.is_default ? <Badge>{t`Default`}</Badge> : null}
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={t`Remove ${a.account_number}`}
                        onPress={() => {
                          setError(null);
                          remove.mutate(a);
                        }}
                      >
                        {t`Remove`}
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </Card>
      <AddBankAccount
        banks={(banks.data ?? []).map((b) => ({ id: b.bank_code, label: b.bank_name }))}
        run={stepUp.run}
        onAdded={() => void invalidate()}
      />
      {stepUp.dialog}
    </div>
  );
}

function AddBankAccount({
  banks,
  run,
  onAdded,
}: {
  banks: { id: string; label: string }[];
  run: ReturnType<typeof usePinStepUp>["run"];
  onAdded: () => void;
}) {
  const { t } = useLingui();
  const { session } = useSettingsContext();
  const [form, setForm] = useState({ bank_code: "", account_name: "", account_number: "" });
  const { save, errors, setErrors, formError, pending } = useSave(
    BankAccountBodySchema,
    async (body) => {
      await run((pinToken) => write(session, P.addBankAccount, { body, pinToken }), {
        title: t`Confirm the new bank account`,
        description: t`${body.account_number} will receive your withdrawals.`,
      });
      setForm({ bank_code: "", account_name: "", account_number: "" });
      onAdded();
    },
    t`Bank account added.`,
  );
  const set = (key: keyof typeof form) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const submit = () => save(form);
  return (
    <Card title={t`Add a bank account`}>
      <PromptForm className="flex flex-col gap-3" onSubmit={() => void submit()}>
        <Select
          label={t`Bank`}
          options={banks}
          selectedKey={form.bank_code || null}
          onSelectionChange={(key) => set("bank_code")(key ?? "")}
          errorMessage={errors.bank_code}
          isDisabled={banks.length === 0}
        />
        <TextField
          label={t`Account holder name`}
          value={form.account_name}
          onChange={set("account_name")}
          errorMessage={errors.account_name}
        />
        <TextField
          label={t`Account number`}
          inputMode="numeric"
          value={form.account_number}
          onChange={set("account_number")}
          errorMessage={errors.account_number}
        />
        <p className="text-sm text-muted">
          <Trans>You will confirm with your PIN.</Trans>
        </p>
        <CallError message={formError} />
        <div>
          <Button type="submit" isPending={pending}>
            {t`Add bank account`}
          </Button>
        </div>
      </PromptForm>
    </Card>
  );
}
