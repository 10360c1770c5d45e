/**
 * /settings/developers (spec 002 §2.3): #api-keys (list; create with permissions, the secret
 * shown once; create and delete stepped up with the PIN, spec 000 §4), #callbacks (a URL per
 * product: https, http also in test mode, spec 000 §5; test send) and #ip-whitelists (IPv4 and
 * CIDR, bulk paste, validated by src/domain/settings/ip-allow-list.ts like the gateway; an empty
 * list means no check). The IP allow-list reminder's agree button lands on #ip-whitelists.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import * as v from "valibot";
import { Button, IconButton } from "../../components/ui/button.tsx";
import { Checkbox } from "../../components/ui/choice.tsx";
import { dialogModule } from "../../components/ui/dialog-module.ts";
import { Badge, Card, DateText } from "../../components/ui/display.tsx";
import { TextField } from "../../components/ui/field.tsx";
import {
  LazyConfirmDialog,
  LazyDialog,
  prefetchDialog,
  useLazyDialogTrigger,
} from "../../components/ui/lazy-dialog.tsx";
import { usePinStepUp } from "../../components/ui/pin-step-up-dialog.tsx";
import { CallError, PromptForm } from "../../components/ui/prompt-form.tsx";
import { HashTabs } from "../../components/ui/tabs.tsx";
import { TextAreaField } from "../../components/ui/textarea-field.tsx";
import { toast } from "../../components/ui/toast.tsx";
import {
  type CALLBACK_PRODUCTS,
  CallbackUrlBodySchema,
  settingsPageEndpoints as P,
} from "../../contract/settings-pages.ts";
import { MAX_ALLOW_LIST_ENTRIES, mergeAllowList, parseAllowList } from "../../domain/settings/ip-allow-list.ts";
import { settingsKeys, settingsQueries, settingsTable, write } from "./api.ts";
import { QueryState, SettingsFrame, useFieldErrors, useSettingsContext } from "./common.tsx";

// the create dialog's pickers load when it first opens (issue 19)
const { Dialog: CreateApiKeyDialog, prefetch: prefetchCreateApiKey } = dialogModule(() =>
  import("./api-key-dialog.tsx").then((m) => m.CreateApiKeyDialog),
);

export function DevelopersScreen() {
  const { t } = useLingui();
  return (
    <SettingsFrame title={t`Developers`} description={t`API keys, callback URLs and the IP allow list.`}>
      <HashTabs
        aria-label={t`Developer settings`}
        tabs={[
          { id: "api-keys", label: t`API keys`, content: <ApiKeys /> },
          { id: "callbacks", label: t`Callbacks`, content: <CallbackUrls /> },
          { id: "ip-whitelists", label: t`IP allow list`, content: <AllowList /> },
        ]}
      />
    </SettingsFrame>
  );
}

function ApiKeys() {
  const { t } = useLingui();
  const { session, business, environmentName } = useSettingsContext();
  const queryClient = useQueryClient();
  const stepUp = usePinStepUp();
  const { fromError } = useFieldErrors();
  const query = useQuery(settingsQueries.apiKeys(session, business.id, environmentName));
  const [creating, setCreating] = useState(false);
  const { dialogId, triggerProps } = useLazyDialogTrigger({ isOpen: creating, onOpenChange: setCreating });
  const [secret, setSecret] = useState<{ name: string; secret: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const invalidate = () => queryClient.invalidateQueries({ queryKey: settingsKeys.of("api-keys", business.id) });
  const remove = useMutation({
    mutationFn: (key: { id: string; name: string }) =>
      stepUp.run((pinToken) => write(session, P.deleteApiKey, { params: { id: key.id }, pinToken }), {
        title: t`Delete the API key ${key.name}`,
        description: t`Apps using this key stop working at once.`,
      }),
    onSuccess: () => {
      toast.success(t`API key deleted.`);
      void invalidate();
    },
    onError: (err) => setError(fromError(err).form),
  });
  return (
    <div className="flex flex-col gap-4 pt-4">
      <Card
        title={environmentName === "PRODUCTION" ? t`Live secret keys` : t`Test secret keys`}
        actions={
          <Button {...triggerProps} onHoverStart={prefetchCreateApiKey} onFocus={prefetchCreateApiKey}>
            {t`Create API key`}
          </Button>
        }
      >
        <CallError message={error} />
        <QueryState query={query}>
          {(keys) =>
            keys.length === 0 ? (
              <p className="text-sm text-muted">{t`No API keys yet.`}</p>
            ) : (
              <ul aria-label={t`API keys`} className="flex flex-col divide-y divide-border">
                {keys.map((key) => (
                  <li key={key.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                    <div className="flex min-w-0 flex-col">
                      <span className="break-all font-medium">{key.name}</span>
                      <span className="break-all text-sm text-muted">
                        <code>{key.key_prefix}…</code> · <DateText value={key.created} /> ·{" "}
                        {key.permissions.join(", ") || t`No permissions`}
                      </span>
                    </div>
                    <Button
                      variant="secondary"
                      size="sm"
                      onPress={() => {
                        setError(null);
                        remove.mutate(key);
                      }}
                      aria-label={t`Delete ${key.name}`}
                    >
                      {t`Delete`}
                    </Button>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </Card>
      <Suspense fallback={null}>
        {creating ? (
          <CreateApiKeyDialog
            id={dialogId}
            onClose={() => setCreating(false)}
            onCreated={(created) => {
              setCreating(false);
              setSecret(created);
              void invalidate();
            }}
            run={stepUp.run}
          />
        ) : null}
        {secret ? <SecretOnceDialog {...secret} onClose={() => setSecret(null)} /> : null}
      </Suspense>
      {stepUp.dialog}
    </div>
  );
}

/** The secret, shown once (the gateway never answers it again). */
function SecretOnceDialog({ name, secret, onClose }: { name: string; secret: string; onClose: () => void }) {
  const { t } = useLingui();
  const [stored, setStored] = useState(false);
  return (
    <LazyDialog
      title={t`Your new secret key`}
      isOpen
      isDismissable={false}
      role="alertdialog"
      actions={() => (
        <Button onPress={onClose} isDisabled={!stored}>
          {t`Done`}
        </Button>
      )}
    >
      <div className="flex flex-col gap-3">
        <p>
          <Trans>
            Copy the secret of <strong>{name}</strong> now and keep it somewhere safe. You will not see it again.
          </Trans>
        </p>
        <div className="flex items-center gap-2 rounded-brand border border-border bg-background p-2">
          <code data-testid="api-key-secret" className="min-w-0 flex-1 break-all text-sm">
            {secret}
          </code>
          <IconButton
            icon="copy"
            label={t`Copy the secret key`}
            onPress={() => {
              void navigator.clipboard?.writeText(secret);
              toast.success(t`Secret key copied.`);
            }}
          />
        </div>
        <Checkbox isSelected={stored} onChange={setStored}>
          {t`I have stored the secret key`}
        </Checkbox>
      </div>
    </LazyDialog>
  );
}

function useProductWords(): Record<(typeof CALLBACK_PRODUCTS)[number], string> {
  const { t } = useLingui();
  return {
    invoices: t`Invoices`,
    virtual_accounts: t`Virtual accounts`,
    ewallets: t`E-wallets`,
    disbursements: t`Disbursements`,
    cards: t`Cards`,
  };
}

function CallbackUrls() {
  const { t } = useLingui();
  const { session, business, environmentName } = useSettingsContext();
  const query = useQuery(settingsQueries.callbackUrls(session, business.id, environmentName));
  return (
    <div className="flex flex-col gap-4 pt-4">
      <p className="text-sm text-muted">
        {environmentName === "PRODUCTION"
          ? t`Live mode: callback URLs must start with https://.`
          : t`Test mode: callback URLs may start with https:// or http://.`}
      </p>
      <QueryState query={query}>
        {(urls) => (
          <ul className="flex flex-col gap-3">
            {urls.map((c) => (
              <li key={c.product}>
                <CallbackRow product={c.product} url={c.url} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}

function CallbackRow({ product, url }: { product: (typeof CALLBACK_PRODUCTS)[number]; url: string | null }) {
  const { t } = useLingui();
  const { session, business, environmentName } = useSettingsContext();
  const queryClient = useQueryClient();
  const words = useProductWords();
  const { fromIssues, fromError } = useFieldErrors();
  const [value, setValue] = useState(url ?? "");
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: { url: string }) => write(session, P.updateCallbackUrl, { params: { id: product }, body }),
    onSuccess: () => {
      toast.success(t`Callback URL saved.`);
      void queryClient.invalidateQueries({ queryKey: settingsKeys.of("callback-urls", business.id) });
    },
    onError: (err) => {
      const { fields, form } = fromError(err);
      setError(fields.url);
      setFormError(form);
    },
  });
  const test = useMutation({
    mutationFn: () => write(session, P.testCallbackUrl, { params: { id: product }, body: {} }),
    onSuccess: (r) =>
      setResult(
        r.ok
          ? t`Test callback delivered: HTTP ${r.status_code} in ${r.duration_ms} ms.`
          : t`Test callback failed: HTTP ${r.status_code}.`,
      ),
    onError: (err) => setFormError(fromError(err).form),
  });
  const submit = () => {
    const parsed = v.safeParse(CallbackUrlBodySchema, { url: value.trim() });
    const local =
      parsed.success && environmentName === "PRODUCTION" && parsed.output.url.startsWith("http://")
        ? t`Enter a valid URL starting with https:// (http:// only in test mode).`
        : undefined;
    if (!parsed.success || local) {
      setError(local ?? (parsed.success ? undefined : fromIssues(parsed.issues).url));
      return;
    }
    setError(undefined);
    setFormError(null);
    save.mutate({ url: parsed.output.url });
  };
  return (
    <Card title={words[product]}>
      <PromptForm className="flex flex-col gap-2 sm:flex-row sm:items-start" onSubmit={() => submit()}>
        <TextField
          className="flex-1"
          label={t`${words[product]} callback URL`}
          value={value}
          onChange={(next) => {
            setValue(next);
            setError(undefined);
          }}
          inputMode="text"
          placeholder="https://"
          errorMessage={error}
        />
        <div className="flex gap-2 sm:pt-6">
          <Button type="submit" isPending={save.isPending}>
            {t`Save`}
          </Button>
          <Button variant="secondary" onPress={() => test.mutate()} isPending={test.isPending} isDisabled={!url}>
            {t`Send test`}
          </Button>
        </div>
      </PromptForm>
      {result ? (
        <p role="status" className="mt-2 text-sm">
          {result}
        </p>
      ) : null}
      <CallError message={formError} />
    </Card>
  );
}

function AllowList() {
  const { t } = useLingui();
  const { session, business } = useSettingsContext();
  const queryClient = useQueryClient();
  const query = useQuery(settingsQueries.allowList(session, business.id));
  const { fromError } = useFieldErrors();
  const [paste, setPaste] = useState("");
  const [pasteKey, setPasteKey] = useState(0);
  const [pasteError, setPasteError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (list: string[]) => write(session, settingsTable.updateApiSettings, { body: { cidr_whitelist: list } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(settingsKeys.of("allow-list", business.id), answer);
      toast.success(t`IP allow list saved.`);
    },
    onError: (err) => setFormError(fromError(err).form ?? t`Some entries are not valid IPv4 addresses or ranges.`),
  });
  return (
    <div className="flex flex-col gap-4 pt-4">
      <QueryState query={query}>
        {({ cidr_whitelist: list }) => (
          <>
            <Card title={t`Allowed addresses`}>
              {list.length === 0 ? (
                <p className="text-sm">
                  <Trans>
                    The list is empty, so there is <strong>no check</strong>: API calls with your secret keys are
                    accepted from any IP address. Add addresses or ranges to accept calls only from them.
                  </Trans>
                </p>
              ) : (
                <ul aria-label={t`Allowed addresses`} className="flex flex-col divide-y divide-border">
                  {list.map((entry) => (
                    <li key={entry} className="flex items-center justify-between gap-2 py-2">
                      <code>{entry}</code>
                      {entry.includes("/") ? <Badge>{t`Range`}</Badge> : null}
                      <IconButton
                        icon="close"
                        label={t`Remove ${entry}`}
                        onHoverStart={prefetchDialog}
                        onFocus={prefetchDialog}
                        onPress={() => setRemoving(entry)}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </Card>
            <Card title={t`Add addresses`}>
              <PromptForm
                className="flex flex-col gap-3"
                onSubmit={() => {
                  const parsed = parseAllowList(paste);
                  if (parsed.invalid.length > 0) {
                    setPasteError(t`Not an IPv4 address or CIDR range: ${parsed.invalid.join(", ")}`);
                    return;
                  }
                  if (parsed.entries.length === 0) {
                    setPasteError(t`Enter at least one address or range.`);
                    return;
                  }
                  const next = mergeAllowList(list, parsed.entries);
                  if (next.length > MAX_ALLOW_LIST_ENTRIES) {
                    setPasteError(t`The list holds at most ${MAX_ALLOW_LIST_ENTRIES} entries.`);
                    return;
                  }
                  setPasteError(undefined);
                  setFormError(null);
                  save.mutate(next, {
                    onSuccess: () => {
                      setPaste("");
                      setPasteKey((k) => k + 1);
                    },
                  });
                }}
              >
                <TextAreaField
                  key={pasteKey}
                  label={t`IP addresses or CIDR ranges`}
                  description={t`One per line, or separated by commas or spaces, e.g. 203.0.113.7 or 10.0.0.0/24.`}
                  onChange={(next) => {
                    setPaste(next);
                    setPasteError(undefined);
                  }}
                  errorMessage={pasteError}
                  maxLength={4000}
                />
                <CallError message={formError} />
                <div>
                  <Button type="submit" isPending={save.isPending}>
                    {t`Add to the allow list`}
                  </Button>
                </div>
              </PromptForm>
            </Card>
            {removing ? (
              <Suspense fallback={null}>
                <LazyConfirmDialog
                  title={t`Remove ${removing}?`}
                  confirmLabel={t`Remove`}
                  tone="danger"
                  isOpen
                  onOpenChange={(open) => !open && setRemoving(null)}
                  onConfirm={async () => {
                    await save.mutateAsync(list.filter((e) => e !== removing)).catch(() => undefined);
                    setRemoving(null);
                  }}
                >
                  {list.length === 1 ? (
                    <Trans>This is the last entry: after removing it, calls are accepted from any address.</Trans>
                  ) : (
                    <Trans>Calls from this address will be refused.</Trans>
                  )}
                </LazyConfirmDialog>
              </Suspense>
            ) : null}
          </>
        )}
      </QueryState>
    </div>
  );
}
