/**
 * /2fa-setup (full screen; spec 002 §2.2): enrol an authenticator app (QR code of the otpauth URL,
 * drawn by the `qrcode` library loaded only on this page, plus the key to type by hand) or SMS
 * codes, confirmed with a code; then the backup codes, shown once and downloadable. Existing
 * backup codes are counted with GET /api/mfa_backup_code_existence/{id} (the user's id): a new
 * enrolment replaces them.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useRouteContext, useRouter } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import * as v from "valibot";
import { Button, LinkButton } from "../../components/ui/button.tsx";
import { Checkbox, RadioGroup } from "../../components/ui/choice.tsx";
import { CodeInput } from "../../components/ui/code-input.tsx";
import { Card } from "../../components/ui/display.tsx";
import { PageHeader } from "../../components/ui/layout.tsx";
import { CallError, PromptForm } from "../../components/ui/prompt-form.tsx";
import { authEndpoints } from "../../contract/auth-endpoints.ts";
import { settingsPageEndpoints as P } from "../../contract/settings-pages.ts";
import type { User } from "../../contract/user.ts";
import { useDescribeError, useSession } from "../../lib/session/hooks.ts";
import { useReloadUser } from "../../lib/session/reload-user.ts";
import { read, write } from "./api.ts";
import { PhoneCodeForm } from "./phone-code.tsx";

const SixDigits = v.pipe(v.string(), v.regex(/^\d{6}$/));

/** "ABCD EFGH …": the manual key in groups of four, easier to type. */
export function groupKey(secret: string): string {
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

export function backupCodesText(codes: readonly string[], account: string): string {
  return `${["Backup codes", account, "", ...codes, "", "Each code works once."].join("\n")}\n`;
}

export function TwoFactorSetupScreen() {
  const { t } = useLingui();
  const { user } = useRouteContext({ from: "/_bare" });
  const session = useSession();
  const [method, setMethod] = useState<"authenticator" | "sms">("authenticator");
  const [codes, setCodes] = useState<string[] | null>(null);
  const existing = useQuery({
    queryKey: ["settings", "backup-codes", user.id],
    queryFn: ({ signal }) => read(session, authEndpoints.backupCodeExistence, { params: { id: user.id }, signal }),
  });
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4">
      <PageHeader
        title={t`Two-factor authentication`}
        description={t`Protect your login with a second step: a code from an app or by SMS.`}
        breadcrumbs={
          <LinkButton href="/settings" variant="ghost" size="sm">
            {t`← Settings`}
          </LinkButton>
        }
      />
      {codes ? (
        <BackupCodes codes={codes} account={user.email} />
      ) : (
        <>
          {existing.data?.exists ? (
            <p role="status" className="text-sm text-muted">
              {t`You have ${existing.data.remaining} unused backup codes. Setting up again replaces them.`}
            </p>
          ) : null}
          <Card title={t`Choose how you get codes`}>
            <RadioGroup
              label={t`Second step`}
              value={method}
              onChange={(value) => setMethod(value === "sms" ? "sms" : "authenticator")}
              options={[
                { id: "authenticator", label: t`Authenticator app` },
                { id: "sms", label: t`SMS to my phone` },
              ]}
            />
          </Card>
          {method === "authenticator" ? (
            <AuthenticatorEnrolment onDone={setCodes} />
          ) : (
            <SmsEnrolment user={user} onDone={setCodes} />
          )}
        </>
      )}
    </div>
  );
}

function useQrCode(text: string | undefined): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!text) return;
    let live = true;
    // The QR library loads with this page only.
    void import("qrcode").then(async (qr) => {
      const svg = await qr.toString(text, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
      if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [text]);
  return src;
}

function AuthenticatorEnrolment({ onDone }: { onDone: (codes: string[]) => void }) {
  const { t } = useLingui();
  const session = useSession();
  const reload = useReloadUser();
  const errorText = useDescribeError("verifyLogin");
  const setup = useQuery({
    queryKey: ["settings", "authenticator-setup"],
    queryFn: () => write(session, P.authenticatorSetup),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const qr = useQrCode(setup.data?.otpauth_url);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const submit = async () => {
    if (!v.is(SixDigits, code)) {
      setError(t`Enter the 6-digit code from your app.`);
      return;
    }
    setPending(true);
    try {
      const result = await write(session, P.authenticatorActivate, { body: { code } });
      await reload(result.user);
      onDone(result.backup_codes);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setPending(false);
    }
  };
  if (setup.isError) return <CallError message={errorText(setup.error)} />;
  return (
    <Card title={t`Scan the QR code`}>
      <div className="flex flex-col gap-4">
        <p className="text-sm">
          <Trans>Scan this code with your authenticator app, or type the key by hand.</Trans>
        </p>
        <div className="flex h-48 w-48 items-center justify-center rounded-brand border border-border bg-surface">
          {qr ? <img src={qr} alt={t`QR code for your authenticator app`} className="h-44 w-44" /> : null}
        </div>
        {setup.data ? (
          <div className="flex flex-col gap-1">
            <span className="text-sm text-muted">{t`Key to type by hand`}</span>
            <code data-testid="authenticator-key" className="break-all rounded-brand bg-background p-2 text-sm">
              {groupKey(setup.data.secret)}
            </code>
          </div>
        ) : null}
        <PromptForm className="flex flex-col gap-3" onSubmit={() => void submit()}>
          <CodeInput
            label={t`Code from the app`}
            onChange={(next) => {
              setCode(next);
              setError(undefined);
            }}
            errorMessage={error}
          />
          <div>
            <Button type="submit" isPending={pending} isDisabled={!setup.data}>
              {t`Turn on the authenticator`}
            </Button>
          </div>
        </PromptForm>
      </div>
    </Card>
  );
}

function SmsEnrolment({ user, onDone }: { user: User; onDone: (codes: string[]) => void }) {
  const { t } = useLingui();
  const session = useSession();
  const reload = useReloadUser();
  return (
    <Card title={t`SMS codes`}>
      <PhoneCodeForm
        label={t`Mobile number`}
        description={user.phone_number ? t`Current: ${user.phone_number}` : undefined}
        submitLabel={t`Turn on SMS codes`}
        onSubmit={async (phone, code) => {
          const result = await write(session, P.smsMfaActivate, { body: { phone_number: phone, otp_token: code } });
          await reload(result.user);
          onDone(result.backup_codes);
        }}
      />
    </Card>
  );
}

function BackupCodes({ codes, account }: { codes: string[]; account: string }) {
  const { t } = useLingui();
  const router = useRouter();
  const [saved, setSaved] = useState(false);
  return (
    <Card title={t`Your backup codes`}>
      <div className="flex flex-col gap-3">
        <p role="status">
          <Trans>
            Two-factor authentication is on. Keep these backup codes somewhere safe: each works once when you cannot get
            a code. They are shown only now.
          </Trans>
        </p>
        <ul aria-label={t`Backup codes`} className="grid grid-cols-2 gap-2 font-mono text-sm">
          {codes.map((code) => (
            <li key={code} className="rounded-brand bg-background p-2 text-center">
              {code}
            </li>
          ))}
        </ul>
        <div>
          <Button
            variant="secondary"
            icon="download"
            onPress={() => {
              const url = URL.createObjectURL(new Blob([backupCodesText(codes, account)], { type: "text/plain" }));
              const a = document.createElement("a");
              a.href = url;
              a.download = "backup-codes.txt";
              document.body.append(a);
              a.click();
              a.remove();
              URL.revokeObjectURL(url);
              setSaved(true);
            }}
          >
            {t`Download the backup codes`}
          </Button>
        </div>
        <Checkbox isSelected={saved} onChange={setSaved}>
          {t`I have saved my backup codes`}
        </Checkbox>
        <div>
          <Button isDisabled={!saved} onPress={() => void router.navigate({ to: "/settings" })}>
            {t`Done`}
          </Button>
        </div>
      </div>
    </Card>
  );
}
