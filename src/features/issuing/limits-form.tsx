/**
 * Edit a card's spending limits: valibot checks each amount (the contract's schema), the domain
 * rule checks they nest (per transaction ≤ day ≤ month) and fit the currency; the gateway's
 * field errors land on the same fields; nothing typed is lost on a failed submit.
 */
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import * as v from "valibot";
import { AmountField } from "../../components/ui/amount-field.tsx";
import { Banner } from "../../components/ui/banner.tsx";
import { Button } from "../../components/ui/button.tsx";
import { LazyDialogTrigger } from "../../components/ui/lazy-dialog-trigger.tsx";
import { type IssuedCard, SpendingLimitsSchema } from "../../contract/issuing.ts";
import { type LimitField, type LimitProblem, limitProblems } from "../../domain/issuing/rules.ts";
import { isHttpError } from "../../lib/http/http-error.ts";
import { useDescribeError } from "../../lib/session/hooks.ts";
import { useCardWrite } from "./api.ts";

const FIELDS: readonly LimitField[] = ["per_transaction", "daily", "monthly"];

export function EditLimitsDialog({ card }: { card: IssuedCard }) {
  const { t } = useLingui();
  const explain = useDescribeError();
  const { limits } = useCardWrite(card.id);
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Record<LimitField, number | null>>({ ...card.limits });
  const [errors, setErrors] = useState<Partial<Record<LimitField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const labels: Record<LimitField, string> = {
    per_transaction: t`Per transaction`,
    daily: t`Per day`,
    monthly: t`Per month`,
  };
  const messages: Record<LimitProblem, string> = {
    required: t`Enter a limit.`,
    notPositive: t`The limit must be more than zero.`,
    decimals: t`Too many decimals for this currency.`,
    aboveCeiling: t`The limit is above what this card programme allows.`,
    dailyBelowTransaction: t`The daily limit cannot be below the per-transaction limit.`,
    monthlyBelowDaily: t`The monthly limit cannot be below the daily limit.`,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const body = Object.fromEntries(FIELDS.map((f) => [f, values[f] ?? undefined]));
    const parsed = v.safeParse(SpendingLimitsSchema, body);
    const local: Partial<Record<LimitField, string>> = {};
    if (!parsed.success) {
      for (const [field, problems] of Object.entries(v.flatten(parsed.issues).nested ?? {}))
        if (problems?.length) local[field as LimitField] = messages.required;
    }
    for (const [field, problem] of Object.entries(limitProblems(body, card.currency)))
      local[field as LimitField] ??= messages[problem];
    setErrors(local);
    if (Object.keys(local).length > 0 || !parsed.success) return;
    try {
      await limits.mutateAsync(parsed.output);
      setOpen(false);
    } catch (error) {
      if (isHttpError(error) && error.error_code === "API_VALIDATION_ERROR") {
        const fromServer: Partial<Record<LimitField, string>> = {};
        for (const d of error.details) fromServer[d.field as LimitField] ??= d.message;
        setErrors(fromServer);
      } else setFailure(explain(error) || String(error));
    }
  };

  return (
    <LazyDialogTrigger
      title={t`Edit spending limits`}
      trigger={
        <Button
          variant="secondary"
          onPress={() => {
            // the fields start again from the card's limits (a closed dialog's typing is dropped with it)
            setValues({ ...card.limits });
            setErrors({});
            setFailure(null);
            setOpen(true);
          }}
        >
          {t`Edit limits`}
        </Button>
      }
      isOpen={open}
      onOpenChange={setOpen}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {FIELDS.map((field) => (
          <AmountField
            key={field}
            label={labels[field]}
            currency={card.currency}
            defaultValue={String(card.limits[field])}
            onChange={(value) => setValues((old) => ({ ...old, [field]: value }))}
            errorMessage={errors[field]}
          />
        ))}
        {failure ? (
          <Banner tone="danger" title={t`Not saved`}>
            {failure}
          </Banner>
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" isPending={limits.isPending}>
            {t`Save limits`}
          </Button>
        </div>
      </form>
    </LazyDialogTrigger>
  );
}
