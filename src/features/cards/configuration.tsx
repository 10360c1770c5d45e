/**
 * /settings/payment-methods/cards-configuration (spec 002 §2.3, §2.8, §4, §5, §8; issue 12):
 * card settings (changed with the PIN step-up, each change in the settings logger), change
 * requests (APPROVED, REJECTED, PENDING; CHANGE_REQUEST_NOT_FOUND_ERROR explained), MID settings
 * and labels, and the card image upload (JPEG or PNG, 1 MB).
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Switch } from "../../components/ui/choice.tsx";
import { DetailSection } from "../../components/ui/detail-page.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { FileUpload } from "../../components/ui/file-upload.tsx";
import { PageHeader } from "../../components/ui/layout.tsx";
import { usePinStepUp } from "../../components/ui/pin-step-up-dialog.tsx";
import { Select } from "../../components/ui/select.tsx";
import { ErrorState } from "../../components/ui/states.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { activationEndpoints } from "../../contract/activation.ts";
import { type Endpoint, pathFor } from "../../contract/define.ts";
import { CARD_FEATURES, type CardFeature } from "../../domain/cards/card-facts.ts";
import { useCanCall } from "../../lib/can-call.ts";
import { uploadWithProgress } from "../../lib/http/upload.ts";
import { isPinStepUpCancelled } from "../../lib/pin-step-up.ts";
import { useDescribeError, useSession } from "../../lib/session/hooks.ts";
import {
  type CardSettings,
  cardSettingsQuery,
  changeRequests,
  type MidSetting,
  midSettingsQuery,
  settingsLog,
} from "./api.ts";
import { useCanWrite, useCardWrite, useGatewayUrl } from "./calls.ts";
import { FormDialog } from "./form-dialog.tsx";
import { CardList, useCommonColumns } from "./lists.tsx";
import { useCardLabels } from "./messages.tsx";

/** The words of an error here; CHANGE_REQUEST_NOT_FOUND_ERROR has its own (spec 002 §8). */
function useConfigError() {
  const { t } = useLingui();
  const generic = useDescribeError();
  return (error: unknown) =>
    (error as { error_code?: string } | null)?.error_code === "CHANGE_REQUEST_NOT_FOUND_ERROR"
      ? t`This change request no longer exists. Refresh the list and try again.`
      : generic(error);
}

export function CardsConfigurationScreen() {
  const { t } = useLingui();
  const c = useCommonColumns();
  const canRequest = useCanWrite("createChangeRequest");
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t`Cards configuration`} />
      <CardSettingsSection />
      <MidSection />
      <DetailSection title={t`Change requests`}>
        <CardList
          resource={changeRequests}
          label={t`Change requests`}
          family="changeRequest"
          searchLabel={t`Search by id`}
          toolbar={canRequest ? <ChangeRequestForm /> : null}
          columns={[
            c.reference,
            c.status,
            { id: "setting", header: t`Change`, cell: (r) => r.description ?? "" },
            c.created,
          ]}
        />
      </DetailSection>
      <DetailSection title={t`Settings log`}>
        <CardList
          resource={settingsLog}
          label={t`Settings log`}
          family="callback"
          searchLabel={t`Search by id`}
          columns={[
            c.reference,
            {
              id: "change",
              header: t`Change`,
              cell: (r) => {
                const e = r as unknown as { setting: string; old_value: string | null; new_value: string };
                return `${e.setting}: ${e.old_value ?? "–"} → ${e.new_value}`;
              },
            },
            {
              id: "by",
              header: t`Changed by`,
              cell: (r) => (r as unknown as { changed_by: string }).changed_by,
            },
            c.created,
          ]}
        />
      </DetailSection>
      <CardImage />
    </div>
  );
}

/**
 * Request a change of a card setting that the provider reviews (PENDING, then APPROVED or
 * REJECTED): the setting and the value asked for, confirmed with the PIN (spec 000 §4).
 */
function ChangeRequestForm() {
  const { t } = useLingui();
  const labels = useCardLabels();
  const errorText = useConfigError();
  const [open, setOpen] = useState(false);
  const stepUp = usePinStepUp({ prefetchWhen: open });
  const [setting, setSetting] = useState<CardFeature | null>(null);
  const [value, setValue] = useState<"true" | "false" | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const create = useCardWrite<{ setting: string; value: string }>("createChangeRequest", {
    invalidate: [["change_requests"]],
  });
  const submit = async () => {
    setFailure(undefined);
    const e: Record<string, string> = {};
    if (!setting) e.setting = t`Choose a setting.`;
    if (!value) e.value = t`Choose the value you ask for.`;
    setErrors(e);
    if (!setting || !value) return;
    try {
      await stepUp.run((pinToken) => create.mutateAsync({ body: { setting, value }, pinToken }), {
        title: t`Confirm the change request with your PIN`,
      });
      toast.success(t`Change request sent.`);
      setOpen(false);
      setSetting(null);
      setValue(null);
    } catch (error) {
      if (isPinStepUpCancelled(error)) return;
      const fields = (error as { details?: { field: string; message: string }[] }).details ?? [];
      if (fields.length) setErrors(Object.fromEntries(fields.map((f) => [f.field, f.message])));
      else setFailure(errorText(error));
    }
  };
  return (
    <>
      <FormDialog
        trigger={{ label: t`Request a change` }}
        title={t`Request a card settings change`}
        open={open}
        onOpenChange={setOpen}
        submitLabel={t`Send request`}
        pending={create.isPending}
        onSubmit={() => void submit()}
        failure={failure}
      >
        <Select
          label={t`Setting`}
          options={CARD_FEATURES.map((f) => ({ id: f, label: labels.feature(f) }))}
          selectedKey={setting}
          onSelectionChange={(key) => setSetting(key as CardFeature | null)}
          {...(errors.setting ? { errorMessage: errors.setting } : {})}
        />
        <Select
          label={t`Requested value`}
          options={[
            { id: "true", label: t`On` },
            { id: "false", label: t`Off` },
          ]}
          selectedKey={value}
          onSelectionChange={(key) => setValue(key as "true" | "false" | null)}
          {...(errors.value ? { errorMessage: errors.value } : {})}
        />
      </FormDialog>
      {stepUp.dialog}
    </>
  );
}

function CardSettingsSection() {
  const { t } = useLingui();
  const session = useSession();
  const labels = useCardLabels();
  const errorText = useConfigError();
  const settings = useQuery(cardSettingsQuery(session));
  const canChange = useCanWrite("updateSettings");
  const stepUp = usePinStepUp();
  const update = useCardWrite<Partial<CardSettings>>("updateSettings", {
    invalidate: [["card_settings"], ["cc_settings_log"]],
  });
  const change = async (feature: CardFeature, value: boolean) => {
    try {
      await stepUp.run((pinToken) => update.mutateAsync({ body: { [feature]: value }, pinToken }), {
        title: t`Confirm the change with your PIN`,
      });
      toast.success(t`Card settings saved.`);
    } catch (error) {
      if (!isPinStepUpCancelled(error)) toast.error(errorText(error));
    }
  };
  return (
    <DetailSection title={t`Card settings`}>
      {settings.isError ? (
        <ErrorState message={errorText(settings.error)} onRetry={() => void settings.refetch()} />
      ) : (
        <div className="flex flex-col gap-3">
          {CARD_FEATURES.map((f) => (
            <Switch
              key={f}
              isSelected={settings.data?.[f] ?? false}
              isDisabled={!canChange || !settings.data || update.isPending}
              onHoverStart={stepUp.prefetch}
              onFocus={stepUp.prefetch}
              onChange={(value) => void change(f, value)}
            >
              {labels.feature(f)}
            </Switch>
          ))}
        </div>
      )}
      {stepUp.dialog}
    </DetailSection>
  );
}

function MidSection() {
  const { t } = useLingui();
  const session = useSession();
  const errorText = useConfigError();
  const mids = useQuery(midSettingsQuery(session));
  const canRename = useCanWrite("midLabel");
  return (
    <DetailSection title={t`MID settings`}>
      {mids.isError ? (
        <ErrorState message={errorText(mids.error)} onRetry={() => void mids.refetch()} />
      ) : (
        <ul className="flex flex-col gap-3">
          {(mids.data ?? []).map((m) => (
            <MidRow key={m.id} mid={m} canRename={canRename} />
          ))}
        </ul>
      )}
    </DetailSection>
  );
}

function MidRow({ mid, canRename }: { mid: MidSetting; canRename: boolean }) {
  const { t } = useLingui();
  const errorText = useConfigError();
  const [label, setLabel] = useState(mid.label);
  const [error, setError] = useState<string | undefined>();
  const rename = useCardWrite<{ id: string; label: string }>("midLabel", {
    invalidate: [["mid_settings"], ["cc_settings_log"]],
  });
  return (
    <li className="flex flex-wrap items-end gap-3">
      <span className="min-w-32">
        <span className="block font-mono text-sm">{mid.mid}</span>
        <span className="text-xs text-muted">
          {mid.currency} · {mid.card_brands.join(", ")}
        </span>
      </span>
      {canRename ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!label.trim()) {
              setError(t`Enter a label.`);
              return;
            }
            rename
              .mutateAsync({ body: { id: mid.id, label: label.trim() } })
              .then(() => toast.success(t`Label saved.`))
              .catch((err: unknown) => setError(errorText(err)));
          }}
        >
          <TextField
            label={t`Label of ${mid.mid}`}
            value={label}
            maxLength={255}
            onChange={(v) => {
              setLabel(v);
              setError(undefined);
            }}
            {...(error ? { errorMessage: error } : {})}
          />
          <Button type="submit" variant="secondary" isPending={rename.isPending}>
            {t`Save`}
          </Button>
        </form>
      ) : (
        <span>{mid.label}</span>
      )}
    </li>
  );
}

function CardImage() {
  const { t } = useLingui();
  const session = useSession();
  const gatewayUrl = useGatewayUrl();
  const ep = activationEndpoints.uploadCardsFile as Endpoint;
  const canUpload = useCanCall(ep) && session.store.business() !== null;
  if (!canUpload) return null;
  return (
    <DetailSection title={t`Card image`}>
      <FileUpload
        label={t`Card image`}
        description={t`JPEG or PNG, up to 1 MB.`}
        kind="image"
        upload={(file, onProgress, signal) => {
          const form = new FormData();
          form.append("file", file, file.name);
          return uploadWithProgress({
            baseUrl: gatewayUrl,
            session,
            path: pathFor(ep.path, { id: session.store.business()?.id ?? "" }),
            form,
            schema: ep.response,
            onProgress,
            signal,
          });
        }}
      />
    </DetailSection>
  );
}
