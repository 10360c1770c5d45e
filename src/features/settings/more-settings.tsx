/**
 * The settings the spec names but does not show (spec 000 §2 settings sub-pages), designed here:
 * /settings/sending-money (approval of disbursements above a threshold, notification e-mails, a
 * default description), /settings/integrations (connect store and accounting apps) and
 * /settings/p2p-escrow-rdl (escrow release rule and the RDL bank).
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import * as v from "valibot";
import { Button } from "../../components/ui/button.tsx";
import { Switch } from "../../components/ui/choice.tsx";
import { Badge, Card, DateText } from "../../components/ui/display.tsx";
import { EmailField, TextField } from "../../components/ui/field.tsx";
import { NumberField } from "../../components/ui/number-field.tsx";
import { CallError, PromptForm } from "../../components/ui/prompt-form.tsx";
import { Select } from "../../components/ui/select.tsx";
import {
  ConnectIntegrationBodySchema,
  EscrowSettingsSchema,
  type INTEGRATION_IDS,
  settingsPageEndpoints as P,
  RDL_BANKS,
  SendingMoneyBodySchema,
} from "../../contract/settings-pages.ts";
import { settingsKeys, settingsQueries, write } from "./api.ts";
import { QueryState, SettingsFrame, useSave, useSettingsContext } from "./common.tsx";

export function SendingMoneyScreen() {
  const { t } = useLingui();
  const { session, business } = useSettingsContext();
  const query = useQuery(settingsQueries.sendingMoney(session, business.id));
  return (
    <SettingsFrame title={t`Sending money`} description={t`Approvals and notifications for disbursements.`}>
      <QueryState query={query}>{(settings) => <SendingMoneyForm initial={settings} />}</QueryState>
    </SettingsFrame>
  );
}

function SendingMoneyForm({ initial }: { initial: v.InferOutput<typeof P.sendingMoneySettings.response> }) {
  const { t } = useLingui();
  const { session, business, user } = useSettingsContext();
  const queryClient = useQueryClient();
  const [approval, setApproval] = useState(initial.approval_required);
  const [threshold, setThreshold] = useState<number | null>(initial.approval_threshold);
  const [emails, setEmails] = useState(initial.notify_emails.join(", "));
  const [description, setDescription] = useState(initial.default_description);
  const { save, errors, formError, pending } = useSave(SendingMoneyBodySchema, async (body) => {
    const saved = await write(session, P.updateSendingMoneySettings, { body });
    queryClient.setQueryData(settingsKeys.of("sending-money", business.id), saved);
  });
  const canEdit = user.can_administer || user.can_edit;
  return (
    <PromptForm
      onSubmit={() => {
        void save({
          approval_required: approval,
          approval_threshold: approval ? threshold : null,
          notify_emails: emails
            .split(/[\s,;]+/)
            .map((x) => x.trim())
            .filter(Boolean),
          default_description: description,
        });
      }}
    >
      <Card title={t`Approvals`}>
        <div className="flex flex-col gap-3">
          <Switch isSelected={approval} onChange={setApproval} isDisabled={!canEdit}>
            {t`Disbursements need an approver`}
          </Switch>
          {approval ? (
            <NumberField
              label={t`Only from this amount (${initial.currency})`}
              description={t`Leave empty to approve every disbursement.`}
              value={threshold ?? Number.NaN}
              onChange={(n) => setThreshold(Number.isNaN(n) ? null : n)}
              minValue={0}
              errorMessage={errors.approval_threshold}
              isDisabled={!canEdit}
            />
          ) : null}
        </div>
      </Card>
      <Card title={t`Notifications and defaults`}>
        <div className="flex flex-col gap-3">
          <TextField
            label={t`Notify these e-mail addresses`}
            description={t`Up to 5 addresses, separated by commas.`}
            value={emails}
            onChange={setEmails}
            errorMessage={Object.entries(errors).find(([k]) => k.startsWith("notify_emails"))?.[1]}
            isReadOnly={!canEdit}
          />
          <TextField
            label={t`Default description`}
            value={description}
            onChange={setDescription}
            errorMessage={errors.default_description}
            isReadOnly={!canEdit}
          />
        </div>
      </Card>
      <CallError message={formError} />
      {canEdit ? (
        <div>
          <Button type="submit" isPending={pending}>
            {t`Save sending-money settings`}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted">{t`Only administrators and editors can change these settings.`}</p>
      )}
    </PromptForm>
  );
}

const INTEGRATION_NAMES: Record<(typeof INTEGRATION_IDS)[number], string> = {
  shopify: "Shopify",
  woocommerce: "WooCommerce",
  accurate: "Accurate",
  jurnal: "Jurnal",
  xero: "Xero",
};

export function IntegrationsScreen() {
  const { t } = useLingui();
  const { session, business } = useSettingsContext();
  const query = useQuery(settingsQueries.integrations(session, business.id));
  return (
    <SettingsFrame title={t`Integrations`} description={t`Connect your store and accounting apps.`}>
      <QueryState query={query}>
        {(apps) => (
          <ul className="grid gap-3 md:grid-cols-2">
            {apps.map((app) => (
              <li key={app.id}>
                <IntegrationCard app={app} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </SettingsFrame>
  );
}

function IntegrationCard({ app }: { app: v.InferOutput<typeof P.integrations.response>[number] }) {
  const { t } = useLingui();
  const { session, business } = useSettingsContext();
  const queryClient = useQueryClient();
  const [account, setAccount] = useState("");
  const refresh = () => queryClient.invalidateQueries({ queryKey: settingsKeys.of("integrations", business.id) });
  const connect = useSave(ConnectIntegrationBodySchema, async (body) => {
    await write(session, P.connectIntegration, { params: { id: app.id }, body });
    await refresh();
  });
  const disconnect = useSave(v.object({}), async () => {
    await write(session, P.disconnectIntegration, { params: { id: app.id } });
    await refresh();
  });
  const name = INTEGRATION_NAMES[app.id];
  return (
    <Card title={name} actions={app.connected ? <Badge tone="primary">{t`Connected`}</Badge> : null}>
      {app.connected ? (
        <div className="flex flex-col gap-2 text-sm">
          <p>
            {app.account_name} {app.connected_at ? <DateText value={app.connected_at} /> : null}
          </p>
          <CallError message={disconnect.formError} />
          <div>
            <Button variant="secondary" onPress={() => void disconnect.save({})} isPending={disconnect.pending}>
              {t`Disconnect ${name}`}
            </Button>
          </div>
        </div>
      ) : (
        <PromptForm className="flex flex-col gap-2" onSubmit={() => void connect.save({ account_name: account })}>
          <TextField
            label={t`${name} account name`}
            value={account}
            onChange={setAccount}
            errorMessage={connect.errors.account_name}
          />
          <CallError message={connect.formError} />
          <div>
            <Button type="submit" isPending={connect.pending}>
              {t`Connect ${name}`}
            </Button>
          </div>
        </PromptForm>
      )}
    </Card>
  );
}

export function EscrowSettingsScreen() {
  const { t } = useLingui();
  const { session, business } = useSettingsContext();
  const query = useQuery(settingsQueries.escrow(session, business.id));
  return (
    <SettingsFrame title={t`Escrow and RDL`} description={t`Escrow release rules and the RDL bank.`}>
      <QueryState query={query}>{(settings) => <EscrowForm initial={settings} />}</QueryState>
    </SettingsFrame>
  );
}

function EscrowForm({ initial }: { initial: v.InferOutput<typeof EscrowSettingsSchema> }) {
  const { t } = useLingui();
  const { session, business, user } = useSettingsContext();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(initial);
  const { save, errors, formError, pending } = useSave(EscrowSettingsSchema, async (body) => {
    const saved = await write(session, P.updateEscrowSettings, { body });
    queryClient.setQueryData(settingsKeys.of("escrow", business.id), saved);
  });
  const canEdit = user.can_administer;
  return (
    <PromptForm onSubmit={() => void save(form)}>
      <Card title={t`Escrow release`}>
        <div className="flex flex-col gap-3">
          <Switch
            isSelected={form.auto_release}
            onChange={(auto_release) => setForm((f) => ({ ...f, auto_release }))}
            isDisabled={!canEdit}
          >
            {t`Release escrow funds automatically`}
          </Switch>
          <NumberField
            label={t`Release after (days)`}
            value={form.release_after_days}
            onChange={(n) => setForm((f) => ({ ...f, release_after_days: n }))}
            minValue={1}
            maxValue={30}
            errorMessage={errors.release_after_days}
            isDisabled={!canEdit}
          />
        </div>
      </Card>
      <Card title={t`RDL`}>
        <div className="flex flex-col gap-3">
          <Select
            label={t`RDL bank`}
            options={RDL_BANKS.map((id) => ({ id, label: id }))}
            selectedKey={form.rdl_bank}
            onSelectionChange={(key) => key && setForm((f) => ({ ...f, rdl_bank: key as (typeof RDL_BANKS)[number] }))}
            isDisabled={!canEdit}
          />
          <EmailField
            label={t`Investor notification e-mail`}
            value={form.investor_notification_email}
            onChange={(investor_notification_email) => setForm((f) => ({ ...f, investor_notification_email }))}
            errorMessage={errors.investor_notification_email}
            isReadOnly={!canEdit}
          />
        </div>
      </Card>
      <CallError message={formError} />
      {canEdit ? (
        <div>
          <Button type="submit" isPending={pending}>
            {t`Save escrow settings`}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted">
          <Trans>Only administrators can change these settings.</Trans>
        </p>
      )}
    </PromptForm>
  );
}
