/**
 * /settings/business-profile (tabs by hash: #profile, #branding; spec 002 §2.3; spec 001 §3
 * company detail, §5 image rules): business details and address (saved by administrators), the
 * logo (POST /api/upload-business-logo: 1 MB, JPEG/PNG, at least 200×200 px — checked by the
 * design system's FileUpload before sending and by the gateway after) and company images.
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type * as v from "valibot";
import { Button, IconButton } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/display.tsx";
import { EmailField, TextField } from "../../components/ui/field.tsx";
import { FileUpload } from "../../components/ui/file-upload.tsx";
import { CallError, PromptForm } from "../../components/ui/prompt-form.tsx";
import { HashTabs } from "../../components/ui/tabs.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { activationEndpoints, UploadedFileSchema } from "../../contract/activation.ts";
import {
  type BusinessProfile,
  BusinessProfileBodySchema,
  settingsPageEndpoints as P,
} from "../../contract/settings-pages.ts";
import { useDescribeError } from "../../lib/session/hooks.ts";
import { settingsKeys, settingsQueries, write } from "./api.ts";
import { QueryState, SettingsFrame, useSave, useSettingsContext } from "./common.tsx";

export function BusinessProfileScreen() {
  const { t } = useLingui();
  const { session, business } = useSettingsContext();
  const query = useQuery(settingsQueries.profile(session, business.id));
  return (
    <SettingsFrame title={t`Business profile`} description={t`Business details, address, logo and company images.`}>
      <QueryState query={query}>
        {(profile) => (
          <HashTabs
            aria-label={t`Business profile`}
            tabs={[
              { id: "profile", label: t`Profile`, content: <ProfileForm profile={profile} /> },
              { id: "branding", label: t`Logo and images`, content: <Branding profile={profile} /> },
            ]}
          />
        )}
      </QueryState>
    </SettingsFrame>
  );
}

type Form = v.InferInput<typeof BusinessProfileBodySchema>;

function ProfileForm({ profile }: { profile: BusinessProfile }) {
  const { t } = useLingui();
  const { session, business, user } = useSettingsContext();
  const queryClient = useQueryClient();
  const { id: _id, logo_url: _logo, company_images: _images, ...initial } = profile;
  const [form, setForm] = useState<Form>(initial);
  const { save, errors, setErrors, formError, pending } = useSave(
    BusinessProfileBodySchema,
    async (body) => {
      const saved = await write(session, P.updateBusinessProfile, { body });
      queryClient.setQueryData(settingsKeys.of("profile", business.id), saved);
    },
    t`Business profile saved.`,
  );
  const canEdit = user.can_administer;
  const field = (key: "name" | "legal_name" | "business_description" | "website" | "phone_number") => ({
    value: form[key],
    onChange: (value: string) => {
      setForm((f) => ({ ...f, [key]: value }));
      setErrors((e) => ({ ...e, [key]: undefined }));
    },
    errorMessage: errors[key],
    isReadOnly: !canEdit,
  });
  const address = (key: "street_line_1" | "street_line_2" | "city" | "state" | "postal_code") => ({
    value: form.address[key],
    onChange: (value: string) => {
      setForm((f) => ({ ...f, address: { ...f.address, [key]: value } }));
      setErrors((e) => ({ ...e, [`address.${key}`]: undefined }));
    },
    errorMessage: errors[`address.${key}`],
    isReadOnly: !canEdit,
  });
  const submit = () => save(form);
  return (
    <PromptForm className="flex flex-col gap-4 pt-4" onSubmit={() => void submit()}>
      {canEdit ? null : <p className="text-sm text-muted">{t`Only administrators can change the business profile.`}</p>}
      <Card title={t`Business details`}>
        <div className="grid gap-3 md:grid-cols-2">
          <TextField label={t`Business name`} {...field("name")} />
          <TextField label={t`Legal name`} {...field("legal_name")} />
          <TextField label={t`Description`} {...field("business_description")} />
          <TextField label={t`Website`} placeholder="https://" {...field("website")} />
          <EmailField
            label={t`Business e-mail`}
            value={form.email}
            onChange={(email) => setForm((f) => ({ ...f, email }))}
            errorMessage={errors.email}
            isReadOnly={!canEdit}
          />
          <TextField label={t`Phone number`} placeholder="+62…" inputMode="tel" {...field("phone_number")} />
        </div>
      </Card>
      <Card title={t`Address`}>
        <div className="grid gap-3 md:grid-cols-2">
          <TextField label={t`Street`} {...address("street_line_1")} />
          <TextField label={t`Street, line 2`} {...address("street_line_2")} />
          <TextField label={t`City`} {...address("city")} />
          <TextField label={t`State or province`} {...address("state")} />
          <TextField label={t`Postal code`} inputMode="numeric" {...address("postal_code")} />
        </div>
      </Card>
      <CallError message={formError} />
      {canEdit ? (
        <div>
          <Button type="submit" isPending={pending}>
            {t`Save business profile`}
          </Button>
        </div>
      ) : null}
    </PromptForm>
  );
}

function Branding({ profile }: { profile: BusinessProfile }) {
  const { t } = useLingui();
  const { session, business, user } = useSettingsContext();
  const queryClient = useQueryClient();
  const errorText = useDescribeError();
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: settingsKeys.of("profile", business.id) });
  const upload =
    (path: string) => async (file: File, onProgress: (loaded: number, total: number) => void, signal: AbortSignal) => {
      const body = new FormData();
      body.append("file", file);
      const result = await session.http.post(path, { schema: UploadedFileSchema, body, signal });
      onProgress(file.size, file.size);
      return result;
    };
  if (!user.can_administer)
    return <p className="pt-4 text-sm text-muted">{t`Only administrators can change the logo and images.`}</p>;
  return (
    <div className="flex flex-col gap-4 pt-4">
      <Card title={t`Logo`}>
        {profile.logo_url ? (
          <img src={profile.logo_url} alt={t`Current logo`} className="mb-3 h-16 w-16 rounded-brand object-contain" />
        ) : (
          <p className="mb-3 text-sm text-muted">{t`No logo yet.`}</p>
        )}
        <FileUpload
          label={t`Upload a logo`}
          description={t`JPEG or PNG, at most 1 MB, at least 200 × 200 pixels.`}
          kind="image"
          upload={upload(activationEndpoints.uploadLogo?.path ?? "/api/upload-business-logo")}
          onUploaded={() => {
            toast.success(t`Logo uploaded.`);
            void refresh();
          }}
          onError={(file) => toast.error(t`The upload of ${file.name} failed.`)}
          describeError={(err) => errorText(err) || undefined}
        />
      </Card>
      <Card title={t`Company images`}>
        <CallError message={error} />
        {profile.company_images.length > 0 ? (
          <ul className="mb-3 flex flex-col divide-y divide-border">
            {profile.company_images.map((image) => (
              <li key={image.id} className="flex items-center justify-between gap-2 py-2">
                <span className="min-w-0 truncate">{image.file_name}</span>
                <IconButton
                  icon="trash"
                  label={t`Remove ${image.file_name}`}
                  onPress={async () => {
                    setError(null);
                    try {
                      await write(session, P.removeCompanyImage, { params: { id: image.id } });
                      void refresh();
                    } catch (err) {
                      setError(errorText(err));
                    }
                  }}
                />
              </li>
            ))}
          </ul>
        ) : null}
        <FileUpload
          label={t`Add company images`}
          description={t`JPEG or PNG, at most 1 MB each, at least 200 × 200 pixels.`}
          kind="image"
          multiple
          upload={upload(activationEndpoints.companyImages?.path ?? "/api/company_images")}
          onUploaded={() => void refresh()}
          onError={(file) => toast.error(t`The upload of ${file.name} failed.`)}
          describeError={(err) => errorText(err) || undefined}
        />
      </Card>
    </div>
  );
}
