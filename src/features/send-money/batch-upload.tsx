/**
 * Upload a batch disbursement file (issue 17): pick a CSV or XLSX file, watch it being read and
 * checked (progress), see every bad row with its reasons; fix a bad row's cells or remove the row;
 * nothing is sent until every row is valid. Then the batch waits for an approver.
 */
import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { FileTrigger, ProgressBar } from "react-aria-components";
import { Banner } from "../../components/ui/banner.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Amount } from "../../components/ui/display.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { CallError } from "../../components/ui/prompt-form.tsx";
import {
  BATCH_COLUMNS,
  type BatchColumn,
  type BatchRowInput,
  checkBatch,
  isSendable,
  MAX_BATCH_ROWS,
  type RowErrorCode,
  rowsFromSheet,
} from "../../domain/send-money/batch-rows.ts";
import { useDescribeError } from "../../lib/session/hooks.ts";
import { useCreateBatch } from "./api.ts";
import { isCsv, isSpreadsheet, readBatchFile } from "./batch-file.ts";
import { SendFormDialog, serverFieldErrors, useBusinessFacts } from "./shared.tsx";

/** spec 000 §9: upload limit 8 MB. */
const MAX_FILE_BYTES = 8 * 1024 * 1024;

export function useRowErrorText(): (code: RowErrorCode) => string {
  const { t } = useLingui();
  return (code) =>
    ({
      required: t`Required`,
      too_long: t`Exceeds 255 characters`,
      not_a_number: t`Not a number`,
      not_positive: t`Must be more than 0`,
      too_many_decimals: t`Too many decimals for this currency`,
      over_cap: t`Must be below 999,999,999,999`,
      unknown_bank: t`Unknown bank code`,
      account_number_format: t`Must be 5 to 20 digits`,
      duplicate_external_id: t`External ID used on an earlier row`,
      invalid_email: t`Not an e-mail address`,
    })[code];
}

export function useColumnLabels(): Record<BatchColumn, string> {
  const { t } = useLingui();
  return {
    external_id: t`External ID`,
    bank_code: t`Bank code`,
    account_number: t`Account number`,
    account_holder_name: t`Account holder name`,
    amount: t`Amount`,
    description: t`Description`,
    email: t`E-mail`,
  };
}

type Loaded = { fileName: string; rows: BatchRowInput[]; missing: BatchColumn[] };

export function BatchUploadDialog() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const explain = useDescribeError();
  const { country, currency } = useBusinessFacts();
  const errorText = useRowErrorText();
  const columnLabel = useColumnLabels();
  const create = useCreateBatch();
  const [open, setOpen] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [reference, setReference] = useState("");
  const [referenceError, setReferenceError] = useState<string | undefined>();
  const [callError, setCallError] = useState<string | null>(null);
  const check = useMemo(
    () => (loaded ? checkBatch(loaded.rows, { country, currency }, loaded.missing) : null),
    [loaded, country, currency],
  );

  const pick = async (file: File) => {
    setFileProblem(null);
    setLoaded(null);
    setCallError(null);
    if (!isCsv(file) && !isSpreadsheet(file)) return setFileProblem(t`Choose a CSV or XLSX file.`);
    if (file.size > MAX_FILE_BYTES) return setFileProblem(t`The file is larger than 8 MB.`);
    setProgress(0);
    try {
      const sheet = await readBatchFile(file, setProgress);
      const { rows, missing } = rowsFromSheet(sheet);
      setLoaded({ fileName: file.name, rows, missing });
      if (!reference) setReference(file.name.replace(/\.(csv|xlsx)$/i, "").slice(0, 255));
    } catch {
      setFileProblem(t`The file could not be read. Check that it is a valid CSV or XLSX file.`);
    } finally {
      setProgress(null);
    }
  };

  const editCell = (index: number, column: BatchColumn, value: string) =>
    setLoaded((l) => (l ? { ...l, rows: l.rows.map((r, i) => (i === index ? { ...r, [column]: value } : r)) } : l));
  const removeRow = (index: number) => setLoaded((l) => (l ? { ...l, rows: l.rows.filter((_, i) => i !== index) } : l));

  const submit = async () => {
    if (!loaded || !check || !isSendable(check)) return;
    setReferenceError(reference.trim() ? undefined : t`This field is required.`);
    if (!reference.trim()) return;
    setCallError(null);
    try {
      const batch = await create.mutateAsync({
        reference: reference.trim(),
        file_name: loaded.fileName,
        rows: loaded.rows.map((r) => Object.fromEntries(BATCH_COLUMNS.map((c) => [c, r[c] ?? null]))),
      });
      setOpen(false);
      setLoaded(null);
      setReference("");
      void navigate({ to: "/batch_disbursements/$id", params: { id: batch.id } });
    } catch (error) {
      const fields = serverFieldErrors(error);
      setCallError(
        Object.keys(fields).length ? t`The gateway refused some rows; check them and try again.` : explain(error),
      );
    }
  };

  const bad = check ? check.rows.map((r, index) => ({ r, index })).filter(({ r }) => r.errors.length > 0) : [];
  return (
    <SendFormDialog
      trigger={{ label: t`Upload batch`, icon: "upload" }}
      title={t`Upload a batch disbursement`}
      open={open}
      onOpenChange={setOpen}
      submitLabel={t`Submit for approval`}
      pending={create.isPending}
      submitDisabled={!check || !isSendable(check)}
      onSubmit={() => void submit()}
      callError={callError}
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted">
          {t`Columns: external_id, bank_code, account_number, account_holder_name, amount, description, email. Up to ${MAX_BATCH_ROWS} rows, 8 MB.`}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <FileTrigger
            acceptedFileTypes={[".csv", ".xlsx", "text/csv"]}
            onSelect={(files) => {
              const file = files?.[0];
              if (file) void pick(file);
            }}
          >
            <Button variant="secondary" icon="upload">
              {loaded ? t`Choose another file` : t`Choose a CSV or XLSX file`}
            </Button>
          </FileTrigger>
          {loaded ? <span className="text-sm">{loaded.fileName}</span> : null}
        </div>
        {progress !== null ? (
          <ProgressBar
            aria-label={t`Reading the file`}
            value={Math.round(progress * 100)}
            className="flex flex-col gap-1"
          >
            {({ percentage }) => (
              <>
                <span className="text-sm text-muted">{t`Reading the file… ${Math.round(percentage ?? 0)}%`}</span>
                <div className="h-2 w-full overflow-hidden rounded-full bg-background">
                  <div className="h-full bg-primary" style={{ width: `${percentage ?? 0}%` }} />
                </div>
              </>
            )}
          </ProgressBar>
        ) : null}
        {fileProblem ? <CallError message={fileProblem} /> : null}
        {check ? (
          <>
            {check.fileErrors.map((e) => (
              <Banner key={e.code} tone="danger" title={t`The file cannot be sent`}>
                {e.code === "missing_columns"
                  ? t`Missing columns: ${(e.columns ?? []).join(", ")}`
                  : e.code === "no_rows"
                    ? t`The file has no rows.`
                    : t`The file has more than ${MAX_BATCH_ROWS} rows.`}
              </Banner>
            ))}
            <section className="grid grid-cols-3 gap-3 text-sm" aria-label={t`Batch totals`}>
              <div>
                <p className="text-muted">{t`Rows`}</p>
                <p className="font-semibold">{check.rows.length}</p>
              </div>
              <div>
                <p className="text-muted">{t`Rows with errors`}</p>
                <p className="font-semibold">{check.invalidCount}</p>
              </div>
              <div>
                <p className="text-muted">{t`Total amount`}</p>
                <p className="font-semibold">
                  <Amount value={check.total} currency={currency} unmasked />
                </p>
              </div>
            </section>
            {bad.length > 0 ? (
              <section aria-label={t`Rows with errors`} className="flex flex-col gap-3">
                <Banner tone="danger" title={t`Nothing is sent until every row is valid`}>
                  {t`Fix the cells below or remove the rows.`}
                </Banner>
                {bad.map(({ r, index }) => (
                  <fieldset
                    key={`${index}-${r.line}`}
                    aria-label={t`Row ${r.line}`}
                    className="flex flex-col gap-2 rounded-brand border border-danger p-3"
                  >
                    <div className="flex items-center justify-between gap-2">
                      <p className="font-semibold">{t`Row ${r.line}`}</p>
                      <Button variant="ghost" size="sm" onPress={() => removeRow(index)}>
                        {t`Remove row ${r.line}`}
                      </Button>
                    </div>
                    <div className="grid gap-2 sm:grid-cols-2">
                      {[...new Set(r.errors.map((e) => e.field))].map((field) => (
                        <TextField
                          key={field}
                          label={t`${columnLabel[field]} (row ${r.line})`}
                          defaultValue={String(loaded?.rows[index]?.[field] ?? "")}
                          onChange={(value) => editCell(index, field, value)}
                          errorMessage={r.errors
                            .filter((e) => e.field === field)
                            .map((e) => errorText(e.code))
                            .join(" · ")}
                        />
                      ))}
                    </div>
                  </fieldset>
                ))}
              </section>
            ) : check.rows.length > 0 && check.fileErrors.length === 0 ? (
              <Banner tone="success" title={t`Every row is valid`}>
                {t`Submit the batch; an approver sends it.`}
              </Banner>
            ) : null}
            <TextField
              label={t`Batch reference`}
              value={reference}
              onChange={setReference}
              errorMessage={referenceError}
              isRequired
            />
          </>
        ) : null}
      </div>
    </SendFormDialog>
  );
}
