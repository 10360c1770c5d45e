/**
 * Create a disbursement (issue 17): bank, account number and holder name check, amount,
 * reference, description; the Indonesia notice (spec 002 §9) computed as the user types; the PIN
 * step-up (spec 000 §4) before the money moves. Nothing typed is lost on a failed call.
 */
import { useLingui } from "@lingui/react/macro";
import { useLocation, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import * as v from "valibot";
import { AmountField } from "../../components/ui/amount-field.tsx";
import { Banner } from "../../components/ui/banner.tsx";
import { Button } from "../../components/ui/button.tsx";
import { EmailField, TextField } from "../../components/ui/field.tsx";
import { usePinStepUp } from "../../components/ui/pin-step-up-dialog.tsx";
import { Select } from "../../components/ui/select.tsx";
import { TextAreaField } from "../../components/ui/textarea-field.tsx";
import { CreateDisbursementBodySchema } from "../../contract/send-money.ts";
import { formatDate } from "../../domain/format/date.ts";
import { banksFor } from "../../domain/send-money/banks.ts";
import { disbursementNotice } from "../../domain/send-money/disbursement-notice.ts";
import { isPinStepUpCancelled } from "../../lib/pin-step-up.ts";
import { useDescribeError } from "../../lib/session/hooks.ts";
import { useAccountCheck, useCreateDisbursement } from "./api.ts";
import { SendFormDialog, serverFieldErrors, useBusinessFacts } from "./shared.tsx";

type Draft = {
  bank_code: string;
  account_number: string;
  account_holder_name: string;
  amount: number | null;
  amountText: string;
  external_id: string;
  description: string;
  email_to: string;
};
const EMPTY: Draft = {
  bank_code: "",
  account_number: "",
  account_holder_name: "",
  amount: null,
  amountText: "",
  external_id: "",
  description: "",
  email_to: "",
};

export function CreateDisbursementDialog({ canApprove }: { canApprove: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const explain = useDescribeError();
  const { country, currency } = useBusinessFacts();
  const openedByHash = useLocation({ select: (location) => location.hash });
  // the home page's quick action opens this form directly (/disbursements#create)
  const [open, setOpen] = useState(() => openedByHash === "create");
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [callError, setCallError] = useState<string | null>(null);
  const check = useAccountCheck();
  const create = useCreateDisbursement();
  const stepUp = usePinStepUp({ prefetchWhen: open });
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const messageOf = (field: string, raw: string): string => {
    if (raw === "is required") return t`This field is required.`;
    if (field === "account_number") return t`Enter 5 to 20 digits.`;
    if (field === "amount")
      return raw.includes("decimals")
        ? t`Rupiah amounts have no decimals.`
        : t`Enter an amount between 1 and 999,999,999,999.`;
    if (field === "email_to") return t`Enter a valid e-mail address.`;
    if (field === "bank_code") return t`Choose a bank this business can send to.`;
    return t`Exceeds 255 characters.`;
  };

  const notice =
    draft.amount !== null && draft.bank_code
      ? disbursementNotice({
          country,
          currency,
          amount: draft.amount,
          bankCode: draft.bank_code,
          approvedAt: new Date(),
        })
      : null;

  const submit = async () => {
    setCallError(null);
    const body = {
      bank_code: draft.bank_code,
      account_number: draft.account_number,
      account_holder_name: draft.account_holder_name,
      amount: draft.amount ?? Number.NaN,
      external_id: draft.external_id,
      description: draft.description,
      email_to: draft.email_to,
    };
    const parsed = v.safeParse(CreateDisbursementBodySchema, body);
    const local: Record<string, string> = {};
    if (!parsed.success) {
      for (const issue of parsed.issues) {
        const field = v.getDotPath(issue) ?? "";
        local[field] ??= messageOf(field, issue.message);
      }
    }
    if (currency === "IDR" && draft.amount !== null && !Number.isInteger(draft.amount))
      local.amount = t`Rupiah amounts have no decimals.`;
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      const created = await stepUp.run((pinToken) => create.mutateAsync({ body, pinToken }), {
        title: t`Confirm the disbursement`,
        description: t`Enter your PIN to send this money.`,
      });
      setOpen(false);
      setDraft(EMPTY);
      void navigate({ to: "/disbursements/$id", params: { id: created.id } });
    } catch (error) {
      if (isPinStepUpCancelled(error)) return;
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length > 0)
        setErrors(Object.fromEntries(Object.entries(fields).map(([f, m]) => [f, messageOf(f, m)])));
      else setCallError(explain(error));
    }
  };

  const runCheck = async () => {
    setErrors((e) => ({ ...e, account_number: "", account_holder_name: "" }));
    try {
      const found = await check.mutateAsync({ bank_code: draft.bank_code, account_number: draft.account_number });
      set({ account_holder_name: found.account_holder_name });
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors((e) => ({
        ...e,
        account_number:
          fields.account_number || fields.bank_code
            ? t`Enter 5 to 20 digits.`
            : (error as { error_code?: string }).error_code === "DATA_NOT_FOUND"
              ? t`The bank has no account with this number.`
              : explain(error),
      }));
    }
  };

  return (
    <>
      <SendFormDialog
        trigger={{ label: t`Create disbursement`, icon: "plus" }}
        title={t`Create disbursement`}
        open={open}
        onOpenChange={setOpen}
        submitLabel={canApprove ? t`Send` : t`Submit for approval`}
        pending={create.isPending}
        onSubmit={() => void submit()}
        callError={callError}
      >
        <form
          noValidate
          className="grid gap-4 sm:grid-cols-2"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Select
            label={t`Bank`}
            options={banksFor(country).map((b) => ({ id: b.code, label: b.name }))}
            selectedKey={draft.bank_code || null}
            onSelectionChange={(key) => set({ bank_code: key ?? "" })}
            errorMessage={errors.bank_code || undefined}
            isRequired
          />
          <TextField
            label={t`Account number`}
            inputMode="numeric"
            value={draft.account_number}
            onChange={(value) => set({ account_number: value.replace(/\s/g, ""), account_holder_name: "" })}
            errorMessage={errors.account_number || undefined}
            isRequired
          />
          <div className="flex flex-col gap-2 sm:col-span-2 sm:flex-row sm:items-end">
            <TextField
              className="flex-1"
              label={t`Account holder name`}
              value={draft.account_holder_name}
              onChange={(value) => set({ account_holder_name: value })}
              errorMessage={errors.account_holder_name || undefined}
              description={t`Check the name at the bank before sending.`}
              isRequired
            />
            <Button
              variant="secondary"
              onPress={() => void runCheck()}
              isPending={check.isPending}
              isDisabled={!draft.bank_code || !draft.account_number}
            >
              {t`Check holder name`}
            </Button>
          </div>
          <AmountField
            label={t`Amount`}
            currency={currency}
            defaultValue={draft.amountText}
            onChange={(value, text) => set({ amount: value, amountText: text })}
            errorMessage={errors.amount || undefined}
            isRequired
          />
          <TextField
            label={t`Reference (external ID)`}
            value={draft.external_id}
            onChange={(value) => set({ external_id: value })}
            errorMessage={errors.external_id || undefined}
            isRequired
          />
          <div className="sm:col-span-2">
            <TextAreaField
              label={t`Description`}
              maxLength={255}
              defaultValue={draft.description}
              onChange={(value) => set({ description: value })}
            />
          </div>
          <EmailField
            label={t`Send a receipt to (optional)`}
            value={draft.email_to}
            onChange={(value) => set({ email_to: value })}
            errorMessage={errors.email_to || undefined}
          />
          {notice?.nextBusinessDay ? (
            <div className="sm:col-span-2">
              <Banner tone="warning" title={t`This disbursement goes out the next business day`}>
                {t`Over IDR 100,000,000 to a bank other than BCA, BNI, BRI, Mandiri or Permata, approved after 1 pm (UTC+7), is sent the next business day: ${formatDate(new Date(`${notice.sendDate}T00:00:00Z`), "ID", { full: true, timeZone: "UTC" })}.`}
              </Banner>
            </div>
          ) : null}
          {!canApprove ? (
            <p className="text-sm text-muted sm:col-span-2">{t`A teammate who can approve must approve it before the money moves.`}</p>
          ) : null}
          <button type="submit" hidden />
        </form>
      </SendFormDialog>
      {stepUp.dialog}
    </>
  );
}
