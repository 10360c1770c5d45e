/**
 * /tax (spec 002 §2.1; issue 18): the tax documents the provider issues per period — PPN tax
 * invoices and PPh 23 slips in Indonesia, BIR service invoices and forms 2307 in the
 * Philippines — with a PDF download, and the business's tax settings (NPWP or TIN, spec 001 §5
 * masks), which administrators edit.
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouteContext, useRouter } from "@tanstack/react-router";
import { Suspense, useState } from "react";
import { Banner } from "../../components/ui/banner.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Checkbox } from "../../components/ui/choice.tsx";
import { Amount, Card, DateText, DescriptionList } from "../../components/ui/display.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { PageHeader } from "../../components/ui/layout.tsx";
import { LazyDialog, useLazyDialogTrigger } from "../../components/ui/lazy-dialog.tsx";
import { MaskedField } from "../../components/ui/masked-field.tsx";
import {
  type ResourceColumn,
  type ResourceFilterConfig,
  ResourceList,
  useStatusOptions,
} from "../../components/ui/resource-list.tsx";
import { ErrorState } from "../../components/ui/states.tsx";
import { StatusPill } from "../../components/ui/status-pill.tsx";
import { TextAreaField } from "../../components/ui/textarea-field.tsx";
import type { TaxDocument, TaxDocumentType, TaxSettings } from "../../contract/tax.ts";
import { applyMask, MASKS } from "../../domain/input/mask.ts";
import { recentPeriods } from "../../domain/tax/period.ts";
import { type TaxIdProblem, taxIdProblem } from "../../domain/tax/tax-id.ts";
import { useCanCall } from "../../lib/can-call.ts";
import { useFormSubmit } from "../../lib/form-submit.ts";
import { joinUrl } from "../../lib/http/client.ts";
import { useListState } from "../../lib/lists/index.ts";
import { useSession } from "../../lib/session/hooks.ts";
import { E, taxDocumentFile, taxQueries, taxSettingsKey, taxSettingsQuery, updateTaxSettings } from "./api.ts";
import { taxList } from "./search.ts";

function useDocumentTypes(): Record<TaxDocumentType, string> {
  const { t } = useLingui();
  return {
    FAKTUR_PAJAK: t`VAT invoice (Faktur Pajak PPN)`,
    BUKTI_POTONG_PPH23: t`Withholding slip (Bukti Potong PPh 23)`,
    BIR_SERVICE_INVOICE: t`BIR service invoice`,
    BIR_2307: t`BIR Form 2307`,
  };
}

function useTaxIdMessages(): Record<TaxIdProblem, string> {
  const { t } = useLingui();
  return {
    required: t`Enter the tax ID.`,
    invalidNpwp: t`An NPWP has digits only.`,
    npwpLength: t`An NPWP has 15 or 16 digits.`,
    invalidTin: t`A TIN has digits only.`,
    tinLength: t`A TIN has 12 digits.`,
  };
}

/** The period picker's months: the last two years (newest first) and any chosen in the URL. */
function usePeriodOptions(chosen: readonly string[]) {
  const { i18n } = useLingui();
  const format = new Intl.DateTimeFormat(i18n.locale, { month: "long", year: "numeric", timeZone: "UTC" });
  const periods = recentPeriods(new Date().toISOString(), 24);
  return [...periods, ...chosen.filter((p) => !periods.includes(p))].map((id) => ({
    id,
    label: format.format(new Date(`${id}-01T00:00:00Z`)),
  }));
}

/** Asks the gateway for the document's official PDF, then saves it from the gateway's file address. */
function DownloadButton({ doc }: { doc: TaxDocument }) {
  const { t } = useLingui();
  const session = useSession();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (doc.status !== "ISSUED" || !doc.file_name) return <span className="text-sm text-muted">–</span>;
  const fileName = doc.file_name;
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const file = await taxDocumentFile(session, doc.id);
      saveFrom(joinUrl(router.options.context.config.gatewayUrl, file.url), fileName);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="inline-flex items-center gap-2">
      <Button variant="secondary" size="sm" icon="download" isPending={busy} onPress={() => void download()}>
        <span className="sr-only">{t`Download ${fileName}`}</span>
        <span aria-hidden="true">{t`PDF`}</span>
      </Button>
      {failed ? (
        <span role="alert" className="text-sm text-danger">
          {t`Download failed.`}
        </span>
      ) : null}
    </span>
  );
}

/** Save the file at `href` under `fileName` (the gateway authorises the read: files cookie or session). */
function saveFrom(href: string, fileName: string): void {
  const a = document.createElement("a");
  a.href = href;
  a.download = fileName;
  a.rel = "noopener";
  document.body.append(a);
  a.click();
  a.remove();
}

type SettingsDraft = {
  tax_id: string;
  registered_name: string;
  registered_address: string;
  vat_registered: boolean;
  document_email: string;
};

function SettingsDialog({
  id,
  settings,
  country,
  isOpen,
  onOpenChange,
}: {
  id: string;
  settings: TaxSettings;
  country: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const session = useSession();
  const client = useQueryClient();
  const taxIdMessages = useTaxIdMessages();
  const mask = settings.tax_id_type === "TIN" ? "tin" : "npwp";
  const [draft, setDraft] = useState<SettingsDraft>({
    tax_id: settings.tax_id ?? "",
    registered_name: settings.registered_name ?? "",
    registered_address: settings.registered_address ?? "",
    vat_registered: settings.vat_registered,
    document_email: settings.document_email ?? "",
  });
  const set = (patch: Partial<SettingsDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const form = useFormSubmit({
    validate: () => {
      const errors: Record<string, string> = {};
      const problem = taxIdProblem(country, draft.tax_id);
      if (problem) errors.tax_id = taxIdMessages[problem];
      if (!draft.registered_name.trim()) errors.registered_name = t`Enter the registered name.`;
      if (!draft.registered_address.trim()) errors.registered_address = t`Enter the registered address.`;
      return errors;
    },
    send: () =>
      updateTaxSettings(session, {
        tax_id: draft.tax_id,
        registered_name: draft.registered_name,
        registered_address: draft.registered_address,
        vat_registered: draft.vat_registered,
        document_email: draft.document_email.trim() || null,
      }),
    onDone: (saved) => {
      client.setQueryData(taxSettingsKey, saved);
      onOpenChange(false);
    },
  });
  const error = (field: string) => {
    const message = form.errors[field];
    return message && message in taxIdMessages ? taxIdMessages[message as TaxIdProblem] : message;
  };
  return (
    <LazyDialog id={id} title={t`Tax settings`} isOpen={isOpen} onOpenChange={onOpenChange}>
      <form noValidate onSubmit={form.submit} className="flex flex-col gap-4">
        <MaskedField
          mask={mask}
          label={settings.tax_id_type === "TIN" ? t`TIN` : t`NPWP`}
          defaultValue={draft.tax_id}
          onChange={(digits) => set({ tax_id: digits })}
          errorMessage={error("tax_id")}
          isRequired
        />
        <TextField
          label={t`Registered name`}
          value={draft.registered_name}
          onChange={(registered_name) => set({ registered_name })}
          errorMessage={error("registered_name")}
          isRequired
        />
        <TextAreaField
          label={t`Registered address`}
          defaultValue={draft.registered_address}
          onChange={(registered_address) => set({ registered_address })}
          errorMessage={error("registered_address")}
          maxLength={500}
        />
        <Checkbox isSelected={draft.vat_registered} onChange={(vat_registered) => set({ vat_registered })}>
          {country === "PH" ? t`VAT-registered` : t`VAT-registered business (PKP)`}
        </Checkbox>
        <TextField
          label={t`Send tax documents to`}
          type="email"
          value={draft.document_email}
          onChange={(document_email) => set({ document_email })}
          errorMessage={error("document_email")}
        />
        {form.failure ? (
          <Banner tone="danger" title={t`Not saved`}>
            {form.failure}
          </Banner>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {t`Cancel`}
          </Button>
          <Button type="submit" isPending={form.pending}>
            {t`Save`}
          </Button>
        </div>
      </form>
    </LazyDialog>
  );
}

function SettingsCard() {
  const { t } = useLingui();
  const session = useSession();
  const { business } = useRouteContext({ from: "/_app" });
  const country = business.country_of_operation;
  const query = useQuery(taxSettingsQuery(session));
  const canEdit = useCanCall(E["tax.settings.update"]);
  const [editing, setEditing] = useState(false);
  const { dialogId, triggerProps } = useLazyDialogTrigger({ isOpen: editing, onOpenChange: setEditing });
  const s = query.data;
  const idLabel = s?.tax_id_type === "TIN" ? t`TIN` : t`NPWP`;
  return (
    <Card
      title={t`Tax settings`}
      actions={
        canEdit && s ? (
          <Button variant="secondary" size="sm" {...triggerProps}>
            {t`Edit tax settings`}
          </Button>
        ) : null
      }
    >
      {query.isPending ? <p className="text-sm text-muted">{t`Loading…`}</p> : null}
      {query.isError ? (
        <ErrorState message={t`The tax settings could not be loaded.`} onRetry={() => void query.refetch()} />
      ) : null}
      {s ? (
        <>
          {!s.tax_id ? (
            <Banner tone="warning" title={t`Tax ID missing`}>
              {t`Add your tax ID so tax documents name your business correctly.`}
            </Banner>
          ) : null}
          <DescriptionList
            items={[
              {
                id: "tax-id",
                term: idLabel,
                details: s.tax_id ? applyMask(s.tax_id, s.tax_id_type === "TIN" ? MASKS.tin : MASKS.npwp) : "",
              },
              { id: "name", term: t`Registered name`, details: s.registered_name ?? "" },
              { id: "address", term: t`Registered address`, details: s.registered_address ?? "" },
              { id: "vat", term: t`VAT-registered`, details: s.vat_registered ? t`Yes` : t`No` },
              { id: "email", term: t`Tax documents sent to`, details: s.document_email ?? "" },
              {
                id: "updated",
                term: t`Last changed`,
                details: s.updated ? (
                  <>
                    <DateText value={s.updated} withTime /> {s.updated_by ? `· ${s.updated_by}` : ""}
                  </>
                ) : (
                  ""
                ),
              },
            ]}
          />
          {editing ? (
            <Suspense fallback={null}>
              <SettingsDialog id={dialogId} settings={s} country={country} isOpen onOpenChange={setEditing} />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </Card>
  );
}

export function TaxScreen() {
  const { t } = useLingui();
  const { business } = useRouteContext({ from: "/_app" });
  const { filters, query, onFiltersChange } = useListState(taxList, taxQueries);
  const types = useDocumentTypes();
  const countryTypes: TaxDocumentType[] =
    business.country_of_operation === "PH"
      ? ["BIR_SERVICE_INVOICE", "BIR_2307"]
      : ["FAKTUR_PAJAK", "BUKTI_POTONG_PPH23"];
  const filterConfig: ResourceFilterConfig = {
    statuses: useStatusOptions(taxList.definition.statuses),
    channels: countryTypes.map((id) => ({ id, label: types[id] })),
    channelLabel: t`Document type`,
    facets: [{ key: "period", label: t`Tax period`, options: usePeriodOptions(filters.facets?.period ?? []) }],
    dateRange: true,
    search: { label: t`Search by document number` },
  };
  const columns: ResourceColumn<TaxDocument>[] = [
    { id: "number", header: t`Document number`, cell: (d) => d.document_number ?? t`Being prepared` },
    { id: "type", header: t`Type`, cell: (d) => types[d.document_type] },
    { id: "period", header: t`Period`, cell: (d) => d.period },
    {
      id: "amount",
      header: t`Tax amount`,
      align: "end",
      sortField: "amount",
      cell: (d) => <Amount value={d.amount} currency={d.currency} />,
    },
    { id: "status", header: t`Status`, cell: (d) => <StatusPill family="tools" status={d.status} /> },
    { id: "issued", header: t`Issued`, cell: (d) => (d.issued_at ? <DateText value={d.issued_at} /> : "–") },
    { id: "download", header: t`Download`, cell: (d) => <DownloadButton doc={d} /> },
  ];
  return (
    <section className="flex flex-col gap-4">
      <PageHeader
        title={t`Tax`}
        description={t`Tax documents for the fees you paid, per month, and the tax details they carry.`}
      />
      <SettingsCard />
      <ResourceList
        label={t`Tax documents`}
        kit={taxList}
        columns={columns}
        getRowId={(d) => d.id}
        filterConfig={filterConfig}
        filters={filters}
        onFiltersChange={onFiltersChange}
        query={query}
        empty={{ title: t`No tax documents yet.` }}
      />
    </section>
  );
}
