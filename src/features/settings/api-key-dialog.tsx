/**
 * Settings → Developers' "Create API key" dialog (spec 000 §4: confirmed with the PIN): the key's
 * name and one access level a product. Loaded when it first opens (developers.tsx): its pickers
 * (react-aria's Select) are not part of the developers page's first load (issue 19).
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import * as v from "valibot";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { LazyDialog } from "../../components/ui/lazy-dialog.tsx";
import type { usePinStepUp } from "../../components/ui/pin-step-up-dialog.tsx";
import { CallError, PromptForm } from "../../components/ui/prompt-form.tsx";
import { Select } from "../../components/ui/select.tsx";
import {
  API_KEY_ACCESS,
  API_KEY_PERMISSIONS,
  CreateApiKeyBodySchema,
  settingsPageEndpoints as P,
} from "../../contract/settings-pages.ts";
import { write } from "./api.ts";
import { type FieldErrors, useFieldErrors, useSettingsContext } from "./common.tsx";

function usePermissionWords() {
  const { t } = useLingui();
  const products: Record<(typeof API_KEY_PERMISSIONS)[number], string> = {
    money_in: t`Money in (accept payments)`,
    money_out: t`Money out (disbursements)`,
    balance: t`Balance`,
    reports: t`Reports`,
    customers: t`Customers`,
  };
  const access: Record<(typeof API_KEY_ACCESS)[number], string> = {
    NONE: t`No access`,
    READ: t`Read`,
    WRITE: t`Read and write`,
  };
  return { products, access };
}

export function CreateApiKeyDialog({
  id,
  onClose,
  onCreated,
  run,
}: {
  id: string;
  onClose: () => void;
  onCreated: (created: { name: string; secret: string }) => void;
  run: ReturnType<typeof usePinStepUp>["run"];
}) {
  const { t } = useLingui();
  const { session, environmentName } = useSettingsContext();
  const words = usePermissionWords();
  const { fromIssues, fromError } = useFieldErrors();
  const [name, setName] = useState("");
  const [access, setAccess] = useState<Record<string, (typeof API_KEY_ACCESS)[number]>>({ money_in: "WRITE" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async () => {
    const body = {
      name,
      environment: environmentName,
      permissions: API_KEY_PERMISSIONS.map((product) => ({ product, access: access[product] ?? "NONE" })),
    };
    const parsed = v.safeParse(CreateApiKeyBodySchema, body);
    if (!parsed.success) {
      setErrors(fromIssues(parsed.issues));
      return;
    }
    setErrors({});
    setFormError(null);
    setPending(true);
    try {
      const created = await run((pinToken) => write(session, P.createApiKey, { body: parsed.output, pinToken }), {
        title: t`Confirm the new API key`,
      });
      onCreated({ name: created.name, secret: created.secret });
    } catch (err) {
      const { fields, form } = fromError(err);
      setErrors(fields);
      setFormError(form);
    } finally {
      setPending(false);
    }
  };
  return (
    <LazyDialog
      id={id}
      title={t`Create API key`}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isDismissable={false}
    >
      <PromptForm onSubmit={() => void submit()}>
        <TextField label={t`Key name`} value={name} onChange={setName} errorMessage={errors.name} autoFocus />
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-sm font-medium">{t`Permissions`}</legend>
          {API_KEY_PERMISSIONS.map((product) => (
            <Select
              key={product}
              label={words.products[product]}
              options={API_KEY_ACCESS.map((id) => ({ id, label: words.access[id] }))}
              selectedKey={access[product] ?? "NONE"}
              onSelectionChange={(key) =>
                key && setAccess((a) => ({ ...a, [product]: key as (typeof API_KEY_ACCESS)[number] }))
              }
            />
          ))}
        </fieldset>
        <p className="text-sm text-muted">
          <Trans>You will confirm with your PIN. The secret key is shown only once, right after.</Trans>
        </p>
        <CallError message={formError} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={onClose} isDisabled={pending}>
            {t`Cancel`}
          </Button>
          <Button type="submit" isPending={pending}>
            {t`Create key`}
          </Button>
        </div>
      </PromptForm>
    </LazyDialog>
  );
}
