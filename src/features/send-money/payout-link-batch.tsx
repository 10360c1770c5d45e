/**
 * Batch payout links (issue 17; the white-label feature `batch_payout_links` of spec 000 §3, on for
 * the PH white-label, and the rule of spec 000 §6 that PH shows payout pages only with it): one
 * payout link per recipient (name, e-mail, amount, note), a batch reference and an expiry, checked
 * with the contract's schema and by the gateway (field errors per row), confirmed with the PIN
 * (spec 000 §4). Nothing typed is lost when the call fails.
 */
import { useLingui } from "@lingui/react/macro";
import { useRouteContext } from "@tanstack/react-router";
import { useState } from "react";
import * as v from "valibot";
import { AmountField } from "../../components/ui/amount-field.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Amount } from "../../components/ui/display.tsx";
import { EmailField, TextField } from "../../components/ui/field.tsx";
import { usePinStepUp } from "../../components/ui/pin-step-up-dialog.tsx";
import { Select } from "../../components/ui/select.tsx";
import { toast } from "../../components/ui/toast.tsx";
import {
  CreatePayoutLinkBatchBodySchema,
  MAX_BATCH_PAYOUT_LINKS,
  PAYOUT_LINK_EXPIRY_DAYS,
} from "../../contract/send-money.ts";
import { canSeePage } from "../../domain/visibility/pages.ts";
import { useCanCall } from "../../lib/can-call.ts";
import { isPinStepUpCancelled } from "../../lib/pin-step-up.ts";
import { useDescribeError } from "../../lib/session/hooks.ts";
import { E, useCreatePayoutLinkBatch } from "./api.ts";
import { SendFormDialog, serverFieldErrors, useBusinessFacts } from "./shared.tsx";

type Recipient = { key: number; name: string; email: string; amount: number | null; amountText: string; note: string };

let nextKey = 0;
const emptyRecipient = (): Recipient => ({
  key: nextKey++,
  name: "",
  email: "",
  amount: null,
  amountText: "",
  note: "",
});

/** Whether the payout-links page is here (PH; spec 000 §6: only with batch payout links) for this user. */
export function usePayoutLinksPage(): boolean {
  const { visibility } = useRouteContext({ from: "/_app" });
  return canSeePage("payout-links", visibility);
}

/** Whether this business offers batch payout links (its page flag, forced on by the white-label feature). */
export function useBatchPayoutLinks(): boolean {
  const { visibility } = useRouteContext({ from: "/_app" });
  const allowed = useCanCall(E["payout_links.batch"]);
  return allowed && visibility.flags.batch_payout_links === true && canSeePage("payout-links", visibility);
}

export function PayoutLinkBatchDialog() {
  const { t } = useLingui();
  const explain = useDescribeError();
  const { currency } = useBusinessFacts();
  const create = useCreatePayoutLinkBatch();
  const [open, setOpen] = useState(false);
  const stepUp = usePinStepUp({ prefetchWhen: open });
  const [reference, setReference] = useState("");
  const [expiry, setExpiry] = useState<(typeof PAYOUT_LINK_EXPIRY_DAYS)[number]>(7);
  const [recipients, setRecipients] = useState<Recipient[]>(() => [emptyRecipient()]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [callError, setCallError] = useState<string | null>(null);

  const change = (key: number, patch: Partial<Recipient>) =>
    setRecipients((rows) => rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const total = recipients.reduce((sum, r) => sum + (r.amount ?? 0), 0);

  const messageOf = (field: string, raw: string): string => {
    if (field === "reference")
      return raw.includes("already") ? t`Another batch uses this reference.` : t`Use 3 to 40 letters, digits, - or _.`;
    if (field.endsWith("recipient_email")) return t`Enter a valid e-mail address.`;
    if (field.endsWith("amount"))
      return raw.includes("decimals")
        ? t`Rupiah amounts have no decimals.`
        : t`Enter an amount between 1 and 999,999,999,999.`;
    if (raw === "is required") return t`This field is required.`;
    return t`Exceeds 255 characters.`;
  };

  const submit = async () => {
    setCallError(null);
    const body = {
      reference,
      expires_in_days: expiry,
      links: recipients.map((r) => ({
        recipient_name: r.name,
        recipient_email: r.email,
        amount: r.amount ?? Number.NaN,
        description: r.note,
      })),
    };
    const parsed = v.safeParse(CreatePayoutLinkBatchBodySchema, body);
    const local: Record<string, string> = {};
    if (!parsed.success)
      for (const issue of parsed.issues) {
        const field = v.getDotPath(issue) ?? "";
        local[field] ??= messageOf(field, issue.message);
      }
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      const sent = await stepUp.run((pinToken) => create.mutateAsync({ body, pinToken }), {
        title: t`Confirm the batch payout links`,
        description: t`Enter your PIN to send these payout links.`,
      });
      toast.success(t`${sent.count} payout links sent in batch ${sent.batch_reference}.`);
      setOpen(false);
      setReference("");
      setRecipients([emptyRecipient()]);
    } catch (error) {
      if (isPinStepUpCancelled(error)) return;
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length > 0)
        setErrors(Object.fromEntries(Object.entries(fields).map(([f, m]) => [f, messageOf(f, m)])));
      else setCallError(explain(error));
    }
  };

  const err = (field: string) => errors[field] || undefined;
  return (
    <>
      <SendFormDialog
        trigger={{ label: t`Batch payout links`, icon: "plus" }}
        title={t`Send batch payout links`}
        open={open}
        onOpenChange={setOpen}
        submitLabel={t`Send links`}
        pending={create.isPending}
        onSubmit={() => void submit()}
        callError={callError}
      >
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <p className="text-sm text-muted">
            {t`Each recipient gets a link by e-mail and claims the money to a bank account or e-wallet.`}
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t`Batch reference`}
              value={reference}
              onChange={setReference}
              errorMessage={err("reference")}
              isRequired
            />
            <Select
              label={t`Links expire after`}
              options={PAYOUT_LINK_EXPIRY_DAYS.map((d) => ({ id: String(d), label: t`${d} days` }))}
              selectedKey={String(expiry)}
              onSelectionChange={(key) => setExpiry(Number(key ?? 7) as (typeof PAYOUT_LINK_EXPIRY_DAYS)[number])}
            />
          </div>
          {recipients.map((r, i) => {
            const n = i + 1;
            return (
              <fieldset key={r.key} className="grid gap-3 rounded border border-border p-3 sm:grid-cols-2">
                <legend className="px-1 text-sm font-medium">{t`Recipient ${n}`}</legend>
                <TextField
                  label={t`Name (recipient ${n})`}
                  value={r.name}
                  onChange={(value) => change(r.key, { name: value })}
                  errorMessage={err(`links.${i}.recipient_name`)}
                  isRequired
                />
                <EmailField
                  label={t`E-mail (recipient ${n})`}
                  value={r.email}
                  onChange={(value) => change(r.key, { email: value })}
                  errorMessage={err(`links.${i}.recipient_email`)}
                />
                <AmountField
                  label={t`Amount (recipient ${n})`}
                  currency={currency}
                  defaultValue={r.amountText}
                  onChange={(value, text) => change(r.key, { amount: value, amountText: text })}
                  errorMessage={err(`links.${i}.amount`)}
                  isRequired
                />
                <TextField
                  label={t`Note (recipient ${n})`}
                  value={r.note}
                  maxLength={255}
                  onChange={(value) => change(r.key, { note: value })}
                />
                {recipients.length > 1 ? (
                  <div className="sm:col-span-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      onPress={() => {
                        setRecipients((rows) => rows.filter((x) => x.key !== r.key));
                        setErrors({});
                      }}
                    >
                      {t`Remove recipient ${n}`}
                    </Button>
                  </div>
                ) : null}
              </fieldset>
            );
          })}
          {errors.links ? (
            <p role="alert" className="text-sm text-danger">
              {errors.links}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Button
              variant="secondary"
              icon="plus"
              isDisabled={recipients.length >= MAX_BATCH_PAYOUT_LINKS}
              onPress={() => setRecipients((rows) => [...rows, emptyRecipient()])}
            >
              {t`Add recipient`}
            </Button>
            <p className="text-sm">
              {t`Total`}: <Amount value={total} currency={currency} unmasked />
            </p>
          </div>
          <button type="submit" hidden />
        </form>
      </SendFormDialog>
      {stepUp.dialog}
    </>
  );
}
