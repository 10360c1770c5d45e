/**
 * Promotions (spec 002 §2.1, §2.8, §3, §4; issue 12): INSTALLMENT and PROMOTION in every status
 * (ACTIVE, INACTIVE, EXPIRED, PAUSED) with create, and pause / resume on each active or paused one.
 */
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { RadioGroup } from "../../components/ui/choice.tsx";
import { DateText } from "../../components/ui/display.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { PageHeader } from "../../components/ui/layout.tsx";
import { toast } from "../../components/ui/toast.tsx";
import type { Promotion } from "../../contract/cards.ts";
import { parseFraudValues } from "../../domain/cards/card-rules.ts";
import { useDescribeError } from "../../lib/session/hooks.ts";
import { promotions } from "./api.ts";
import { useCanWrite, useCardWrite } from "./calls.ts";
import { FormDialog } from "./form-dialog.tsx";
import { CardList, CardsNav, useCommonColumns } from "./lists.tsx";

export function PromotionsScreen() {
  const { t } = useLingui();
  const c = useCommonColumns();
  const canEdit = useCanWrite("promotions.create");
  const typeText = (type: string) => (type === "INSTALLMENT" ? t`Installment` : t`Promotion`);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t`Promotions`} />
      <CardsNav />
      <CardList
        resource={promotions}
        label={t`Promotions`}
        family="promotion"
        channelLabel={t`Type`}
        channelText={typeText}
        searchLabel={t`Search by promotion code`}
        toolbar={canEdit ? <PromotionForm /> : null}
        columns={[
          { id: "reference", header: t`Promotion code`, cell: (r) => r.reference },
          { id: "type", header: t`Type`, cell: (r) => typeText(r.channel ?? "") },
          c.status,
          {
            id: "period",
            header: t`Ends`,
            cell: (r) => <DateText value={(r as unknown as Promotion).end_time} />,
          },
          ...(canEdit
            ? [
                {
                  id: "actions",
                  header: t`Actions`,
                  cell: (r: { id: string; status: string }) => (
                    <span className="flex gap-2">
                      <PauseResume row={r} />
                      {r.status !== "EXPIRED" ? <PromotionForm promotion={r as unknown as Promotion} /> : null}
                    </span>
                  ),
                },
              ]
            : []),
        ]}
      />
    </div>
  );
}

function PauseResume({ row }: { row: { id: string; status: string } }) {
  const { t } = useLingui();
  const errorText = useDescribeError();
  const update = useCardWrite<{ status: "ACTIVE" | "PAUSED" }>("promotions.update", {
    params: { id: row.id },
    invalidate: [["promotions"]],
  });
  if (row.status !== "ACTIVE" && row.status !== "PAUSED") return null;
  const next = row.status === "ACTIVE" ? "PAUSED" : "ACTIVE";
  return (
    <Button
      size="sm"
      variant="secondary"
      isPending={update.isPending}
      onPress={() =>
        update.mutateAsync({ body: { status: next } }).catch((error: unknown) => toast.error(errorText(error)))
      }
    >
      {next === "PAUSED" ? t`Pause` : t`Resume`}
    </Button>
  );
}

/** Create a promotion, or edit one (`promotion`): code, type, BINs, discount or terms, period. */
function PromotionForm({ promotion }: { promotion?: Promotion }) {
  const { t } = useLingui();
  const errorText = useDescribeError();
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<"PROMOTION" | "INSTALLMENT">(promotion?.channel ?? "PROMOTION");
  const [code, setCode] = useState(promotion?.promo_code ?? promotion?.reference ?? "");
  const [bins, setBins] = useState(promotion?.bins.join(", ") ?? "");
  const [discount, setDiscount] = useState(String(promotion?.discount_percent ?? 10));
  const [start, setStart] = useState(promotion?.start_time.slice(0, 10) ?? "");
  const [end, setEnd] = useState(promotion?.end_time.slice(0, 10) ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const create = useCardWrite<Record<string, unknown>>(promotion ? "promotions.update" : "promotions.create", {
    ...(promotion ? { params: { id: promotion.id } } : {}),
    invalidate: [["promotions"]],
  });
  const submit = async () => {
    setFailure(undefined);
    const e: Record<string, string> = {};
    if (!/^[A-Z0-9_-]{3,30}$/.test(code)) e.promo_code = t`3 to 30 capital letters, digits, - or _.`;
    const parsed = parseFraudValues("bin", bins);
    if (parsed.problems.length || parsed.values.length === 0) e.bins = t`Enter 6-digit BINs, one per line or comma.`;
    const percent = Number(discount);
    if (type === "PROMOTION" && !(percent >= 1 && percent <= 100)) e.discount_percent = t`Enter 1 to 100.`;
    if (!start) e.start_time = t`Choose a start date.`;
    if (!end || end <= start) e.end_time = t`The end must be after the start.`;
    setErrors(e);
    if (Object.keys(e).length) return;
    try {
      await create.mutateAsync({
        body: {
          promo_code: code,
          type,
          bins: parsed.values,
          ...(type === "PROMOTION" ? { discount_percent: percent } : { installment_terms: [3, 6, 12] }),
          start_time: new Date(`${start}T00:00:00Z`).toISOString(),
          end_time: new Date(`${end}T00:00:00Z`).toISOString(),
        },
      });
      toast.success(promotion ? t`Promotion saved.` : t`Promotion created.`);
      setOpen(false);
    } catch (error) {
      const fields = (error as { details?: { field: string; message: string }[] }).details ?? [];
      if (fields.length) setErrors(Object.fromEntries(fields.map((f) => [f.field, f.message])));
      else setFailure(errorText(error));
    }
  };
  const err = (k: string) => (errors[k] ? { errorMessage: errors[k] } : {});
  return (
    <FormDialog
      trigger={promotion ? { label: t`Edit`, small: true } : { label: t`Create promotion` }}
      title={promotion ? t`Edit promotion ${promotion.reference}` : t`Create promotion`}
      open={open}
      onOpenChange={setOpen}
      submitLabel={promotion ? t`Save` : t`Create`}
      pending={create.isPending}
      onSubmit={() => void submit()}
      failure={failure}
    >
      <RadioGroup
        label={t`Type`}
        value={type}
        onChange={(v) => setType(v as "PROMOTION" | "INSTALLMENT")}
        options={[
          { id: "PROMOTION", label: t`Promotion` },
          { id: "INSTALLMENT", label: t`Installment (3, 6 and 12 months)` },
        ]}
      />
      <TextField
        label={t`Promotion code`}
        value={code}
        onChange={(v) => setCode(v.toUpperCase())}
        {...err("promo_code")}
      />
      <TextField label={t`Card BINs`} value={bins} onChange={setBins} {...err("bins")} />
      {type === "PROMOTION" ? (
        <TextField
          label={t`Discount (%)`}
          inputMode="numeric"
          value={discount}
          onChange={setDiscount}
          {...err("discount_percent")}
        />
      ) : null}
      <TextField label={t`Starts`} type="date" value={start} onChange={setStart} {...err("start_time")} />
      <TextField label={t`Ends`} type="date" value={end} onChange={setEnd} {...err("end_time")} />
    </FormDialog>
  );
}
