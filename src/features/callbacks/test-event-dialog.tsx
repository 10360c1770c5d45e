/**
 * The "Send a test event" dialog (issue 15 "Beyond the spec"): a sample event sent to the callback
 * URL configured for a product, showing the exact request (method, URL, headers, body) and what
 * the URL answered (status, headers, body, duration) or that nothing answered. Loaded when the
 * dialog first opens (test-event.tsx): its product picker is not part of the callbacks page's
 * first load (issue 19).
 */
import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { CopyButton } from "../../components/ui/detail-page.tsx";
import { LazyDialog } from "../../components/ui/lazy-dialog.tsx";
import { Select } from "../../components/ui/select.tsx";
import { CALLBACK_URL_PRODUCTS, type CallbackTestEvent, type CallbackUrlProduct } from "../../contract/callbacks.ts";
import { useDescribeError, useSession } from "../../lib/session/hooks.ts";
import { sendTestEvent } from "./api.ts";

function HttpMessage({ title, lines, body }: { title: string; lines: string[]; body: string }) {
  const { t } = useLingui();
  const text = `${lines.join("\n")}\n\n${body}`;
  return (
    <section aria-label={title} className="flex flex-col gap-1">
      <div className="flex items-center gap-1 font-semibold">
        <h3>{title}</h3>
        <CopyButton text={text} label={t`Copy ${title}`} />
      </div>
      <pre className="max-h-64 overflow-auto whitespace-pre-wrap break-all rounded border border-border bg-background p-2 font-mono text-text text-xs">
        {text}
      </pre>
    </section>
  );
}

export function TestEventResult({ result }: { result: CallbackTestEvent }) {
  const { t } = useLingui();
  const { request, response } = result;
  const headerLines = (headers: Record<string, string>) => Object.entries(headers).map(([k, v]) => `${k}: ${v}`);
  return (
    <div className="flex flex-col gap-3">
      <HttpMessage
        title={t`Request`}
        lines={[`${request.method} ${request.url}`, ...headerLines(request.headers)]}
        body={request.body}
      />
      {response ? (
        <HttpMessage
          title={t`Response`}
          lines={[t`Status ${response.status_code} · ${response.duration_ms} ms`, ...headerLines(response.headers)]}
          body={response.body}
        />
      ) : (
        <p role="alert" className="text-danger">
          {t`Your callback URL did not answer.`} {result.error_code}
        </p>
      )}
    </div>
  );
}

export function TestEventDialog({
  id,
  isOpen,
  onOpenChange,
}: {
  id: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t } = useLingui();
  const session = useSession();
  const explainError = useDescribeError();
  const [product, setProduct] = useState<CallbackUrlProduct>("invoices");
  const send = useMutation({ mutationFn: () => sendTestEvent(session, product) });
  const labels: Record<CallbackUrlProduct, string> = {
    invoices: t`Invoices`,
    virtual_accounts: t`Virtual accounts`,
    ewallets: t`E-wallets`,
    disbursements: t`Disbursements`,
    cards: t`Cards`,
  };
  const notSet = (send.error as { error_code?: string } | null)?.error_code === "INVALID_STATE_ERROR";
  return (
    <LazyDialog
      id={id}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t`Send a test event`}
      size="lg"
      actions={(close) => (
        <>
          <Button isPending={send.isPending} onPress={() => send.mutate()}>
            {t`Send test event`}
          </Button>
          <Button variant="ghost" onPress={close}>
            {t`Close`}
          </Button>
        </>
      )}
    >
      <div className="flex flex-col gap-3 text-sm">
        <p className="text-muted">{t`A sample event is sent to the callback URL set for the product in the developer settings.`}</p>
        <Select
          label={t`Product`}
          options={CALLBACK_URL_PRODUCTS.map((p) => ({ id: p, label: labels[p] }))}
          selectedKey={product}
          onSelectionChange={(key) => {
            if (key) setProduct(key as CallbackUrlProduct);
            send.reset();
          }}
        />
        {send.isError ? (
          <p role="alert" className="text-danger">
            {notSet
              ? t`No callback URL is set for this product. Set one in Settings → Developers first.`
              : explainError(send.error)}
          </p>
        ) : null}
        {send.data ? <TestEventResult result={send.data} /> : null}
      </div>
    </LazyDialog>
  );
}
