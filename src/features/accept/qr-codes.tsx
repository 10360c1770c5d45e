/**
 * QR codes (spec 002 §2.1, issue 11): the list, creating a static (payer types the amount) or
 * dynamic (amount inside) code, and /qr-code-download: a real QR image of the code's payload,
 * PNG and SVG, drawn by the `qrcode` library, which is imported only on that page.
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { AmountField } from "../../components/ui/amount-field.tsx";
import { Button, LinkButton } from "../../components/ui/button.tsx";
import { RadioGroup } from "../../components/ui/choice.tsx";
import { useCountry } from "../../components/ui/country-context.tsx";
import { Amount, Card, DescriptionList } from "../../components/ui/display.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { PageHeader } from "../../components/ui/layout.tsx";
import { EmptyState, ErrorState } from "../../components/ui/states.tsx";
import type { QrCode } from "../../contract/accept.ts";
import { currencyForCountry } from "../../domain/format/money.ts";
import { amountProblem } from "../../domain/input/amount.ts";
import { useSession } from "../../lib/session/hooks.ts";
import { qrCodes, useAcceptWrite, useCanWrite } from "./api.ts";
import { type Errors, FormDialog, useAmountMessages, useSubmit } from "./form.tsx";
import { AcceptList, type Column, useCommonColumns } from "./shared.tsx";

export const qrDownloadPath = (id: string) => `/qr-code-download?id=${encodeURIComponent(id)}`;

export function QrCodesScreen() {
  const { t } = useLingui();
  const common = useCommonColumns<QrCode>();
  const canCreate = useCanWrite("qr_codes.create");
  const columns: Column<QrCode>[] = [
    { id: "external_id", header: t`QR code`, cell: (q) => q.external_id },
    common.status,
    { id: "type", header: t`Type`, cell: (q) => (q.type === "STATIC" ? t`Static` : t`Dynamic`) },
    {
      ...common.amount,
      cell: (q) =>
        q.amount === null ? t`Payer enters` : <Amount value={q.amount} currency={q.currency ?? undefined} />,
    },
    common.created,
  ];
  return (
    <AcceptList<QrCode>
      kind="qr_codes"
      title={t`QR codes`}
      description={t`Codes your customers scan with any QRIS app to pay you.`}
      kit={qrCodes.kit}
      queries={qrCodes.queries}
      columns={columns}
      detailPath={(q) => qrDownloadPath(q.id)}
      rowLinkLabel={(q) => t`Download QR code ${q.external_id}`}
      actions={canCreate ? <CreateQrDialog /> : null}
      empty={{ title: t`No QR codes yet.`, description: t`Create a QR code and print it at your till.` }}
    />
  );
}

function CreateQrDialog() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const country = useCountry();
  const currency = currencyForCountry(country);
  const amountMessages = useAmountMessages();
  const create = useAcceptWrite("qr_codes.create");
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<"STATIC" | "DYNAMIC">("STATIC");
  const [externalId, setExternalId] = useState("");
  const [amount, setAmount] = useState<number | null>(null);
  const [description, setDescription] = useState("");
  const { errors, failure, pending, submit } = useSubmit({
    validate: () => {
      const e: Errors = {};
      if (!externalId.trim()) e.external_id = t`Enter a reference for this code.`;
      if (type === "DYNAMIC") {
        const problem = amountProblem(amount, currency);
        if (problem) e.amount = amountMessages[problem];
      }
      return e;
    },
    send: () =>
      create.mutateAsync({
        type,
        external_id: externalId.trim(),
        ...(type === "DYNAMIC" && amount !== null ? { amount } : {}),
        ...(description.trim() ? { description: description.trim() } : {}),
      }),
    onDone: (qr) => {
      setOpen(false);
      void navigate({ to: "/qr-code-download", search: { id: qr.id } as never });
    },
  });
  return (
    <FormDialog
      title={t`Create QR code`}
      trigger={
        <Button icon="plus" onPress={() => setOpen(true)}>
          {t`Create QR code`}
        </Button>
      }
      isOpen={open}
      onOpenChange={setOpen}
      submitLabel={t`Create QR code`}
      pending={pending}
      failure={failure}
      onSubmit={submit}
    >
      <RadioGroup
        label={t`Type`}
        value={type}
        onChange={(v) => setType(v as "STATIC" | "DYNAMIC")}
        options={[
          { id: "STATIC", label: t`Static: printed once, the payer enters the amount` },
          { id: "DYNAMIC", label: t`Dynamic: for one payment of a set amount` },
        ]}
      />
      <TextField label={t`Reference`} value={externalId} onChange={setExternalId} errorMessage={errors.external_id} />
      {type === "DYNAMIC" ? (
        <AmountField label={t`Amount`} currency={currency} onChange={setAmount} errorMessage={errors.amount} />
      ) : null}
      <TextField
        label={t`Description (optional)`}
        value={description}
        onChange={setDescription}
        errorMessage={errors.description}
      />
    </FormDialog>
  );
}

type QrLib = typeof import("qrcode");

/** The QR library, fetched the first time this page needs it (its own chunk). */
function useQrLibrary(): { lib: QrLib | null; failed: boolean } {
  const [state, setState] = useState<{ lib: QrLib | null; failed: boolean }>({ lib: null, failed: false });
  useEffect(() => {
    let live = true;
    import("qrcode").then(
      (m) => live && setState({ lib: (m.default ?? m) as QrLib, failed: false }),
      () => live && setState({ lib: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

const QR_OPTIONS = { errorCorrectionLevel: "M" as const, margin: 4 };

function download(href: string, filename: string) {
  const a = document.createElement("a");
  a.href = href;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
}

export function QrDownloadScreen({ id }: { id: string | undefined }) {
  const { t } = useLingui();
  const session = useSession();
  const query = useQuery({ ...qrCodes.queries.detail(session, id ?? ""), enabled: Boolean(id) });
  const { lib, failed } = useQrLibrary();
  const [svg, setSvg] = useState<string | null>(null);
  const [png, setPng] = useState<string | null>(null);
  const payload = query.data?.qr_string;
  useEffect(() => {
    if (!lib || !payload) return;
    let live = true;
    void Promise.all([
      lib.toString(payload, { ...QR_OPTIONS, type: "svg" }),
      lib.toDataURL(payload, { ...QR_OPTIONS, width: 1024 }).catch(() => null),
    ]).then(([s, p]) => {
      if (!live) return;
      setSvg(s);
      setPng(p);
    });
    return () => {
      live = false;
    };
  }, [lib, payload]);

  const header = <PageHeader title={t`Download QR code`} />;
  if (!id)
    return (
      <section>
        {header}
        <Card>
          <EmptyState
            title={t`Choose a QR code to download.`}
            action={<LinkButton href="/qr-codes">{t`Go to QR codes`}</LinkButton>}
          />
        </Card>
      </section>
    );
  if (query.isError)
    return (
      <section>
        {header}
        <Card>
          <ErrorState message={t`This QR code could not be loaded.`} onRetry={() => void query.refetch()} />
        </Card>
      </section>
    );
  const qr = query.data;
  const name = qr ? `qr-${qr.external_id.replace(/[^\w-]+/g, "_")}` : "qr";
  return (
    <section className="flex flex-col gap-4">
      {header}
      <Card>
        <div className="flex flex-col items-start gap-6 sm:flex-row">
          <figure className="flex flex-col items-center gap-2">
            {svg ? (
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
                alt={t`QR code ${qr?.external_id ?? ""}`}
                width={240}
                height={240}
                className="rounded-brand border border-border bg-surface"
                data-qr-payload={payload}
              />
            ) : (
              <div className="flex h-60 w-60 items-center justify-center rounded-brand border border-border text-muted">
                {failed ? t`The QR image could not be drawn.` : t`Drawing the QR code…`}
              </div>
            )}
            <figcaption className="text-sm text-muted">{qr?.external_id}</figcaption>
          </figure>
          <div className="flex min-w-0 flex-1 flex-col gap-4">
            {qr ? (
              <DescriptionList
                columns={1}
                items={[
                  { term: t`Type`, details: qr.type === "STATIC" ? t`Static` : t`Dynamic` },
                  {
                    term: t`Amount`,
                    details:
                      qr.amount === null ? (
                        t`Payer enters`
                      ) : (
                        <Amount value={qr.amount} currency={qr.currency ?? undefined} />
                      ),
                  },
                  { term: t`Payload`, details: <code className="break-all text-xs">{qr.qr_string}</code> },
                ]}
              />
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button icon="download" isDisabled={!png} onPress={() => png && download(png, `${name}.png`)}>
                {t`Download PNG`}
              </Button>
              <Button
                variant="secondary"
                icon="download"
                isDisabled={!svg}
                onPress={() =>
                  svg && download(URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" })), `${name}.svg`)
                }
              >
                {t`Download SVG`}
              </Button>
            </div>
          </div>
        </div>
      </Card>
    </section>
  );
}
