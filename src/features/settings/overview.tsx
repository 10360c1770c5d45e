/**
 * /settings: links to the sub-pages this user may see (visibleSettingsPages) and the personal
 * settings — language (patch, then reload the user: spec 000 §4), timezone (Asia/Jakarta and
 * Asia/Manila first, SYSTEM guessed from the browser: spec 000 §3, §9), phone number, the PIN
 * (the set-PIN flow of spec 000 §4), two-factor authentication and, where the flag allows, the
 * security log.
 */
import { brand } from "virtual:brand";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link } from "../../components/ui/aria-router.tsx";
import { Button, LinkButton } from "../../components/ui/button.tsx";
import { Card, DateText } from "../../components/ui/display.tsx";
import { PageHeader } from "../../components/ui/layout.tsx";
import { PinSetupDialog } from "../../components/ui/pin-setup-dialog.tsx";
import { CallError } from "../../components/ui/prompt-form.tsx";
import { ComboBox, Select } from "../../components/ui/select.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { authEndpoints } from "../../contract/auth-endpoints.ts";
import { settingsPageEndpoints as P } from "../../contract/settings-pages.ts";
import {
  guessTimezone,
  SYSTEM_TIMEZONE,
  type TimezoneOption,
  timezoneOptions,
} from "../../domain/settings/timezones.ts";
import { changeLanguage, isLanguage, type Language } from "../../lib/i18n.ts";
import { useDescribeError } from "../../lib/session/hooks.ts";
import { useReloadUser } from "../../lib/session/reload-user.ts";
import { settingsQueries, write } from "./api.ts";
import { QueryState, useSettingsContext } from "./common.tsx";
import { SETTINGS_PAGE_WORDS, settingsPath, visibleSettingsPages } from "./pages.ts";
import { PhoneCodeForm } from "./phone-code.tsx";

export function SettingsOverview() {
  const { t, i18n } = useLingui();
  const { visibility, flags } = useSettingsContext();
  const pages = visibleSettingsPages(visibility);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-4 md:p-6">
      <PageHeader title={t`Settings`} description={t`Your business, your team and your own account.`} />
      <nav aria-label={t`Settings pages`}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {pages.map((page) => (
            <li key={page}>
              <Link
                href={settingsPath(page)}
                className="flex h-full flex-col gap-1 rounded-brand border border-border bg-surface p-4 text-text hover:border-primary data-[focus-visible]:outline-2 data-[focus-visible]:outline-focus"
              >
                <span className="font-semibold">{i18n._(SETTINGS_PAGE_WORDS[page].title)}</span>
                <span className="text-sm text-muted">{i18n._(SETTINGS_PAGE_WORDS[page].description)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="personal-settings" className="flex flex-col gap-4">
        <h2 id="personal-settings" className="text-lg font-semibold text-text">
          {t`Personal settings`}
        </h2>
        <div className="grid gap-4 lg:grid-cols-2">
          <LanguageCard />
          <TimezoneCard />
          <PhoneCard />
          <SecurityCard />
        </div>
        {flags.security_log ? <SecurityLog /> : null}
      </section>
    </div>
  );
}

const LANGUAGE_NAMES: Record<Language, string> = { en: "English", id: "Bahasa Indonesia" };

/** spec 000 §4 "Language change: patch the preference, then reload the user"; §8 failure → unexpectedError. */
function LanguageCard() {
  const { t, i18n } = useLingui();
  const { session, user } = useSettingsContext();
  const reload = useReloadUser();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (brand.languages.length < 2) return null;
  const change = async (language: Language) => {
    setPending(true);
    setError(null);
    try {
      const updated = await session.http.patch(authEndpoints.updateUser.path, {
        schema: authEndpoints.updateUser.response,
        body: { preferred_language: language },
      });
      await changeLanguage(language);
      await reload(updated);
    } catch {
      setError(t`Something went wrong on our side. Please try again.`);
    } finally {
      setPending(false);
    }
  };
  return (
    <Card title={t`Language`}>
      <Select
        label={t`Dashboard language`}
        options={brand.languages.map((id) => ({ id, label: LANGUAGE_NAMES[id] }))}
        selectedKey={isLanguage(i18n.locale) ? i18n.locale : user.preferred_language}
        isDisabled={pending}
        onSelectionChange={(key) => {
          if (isLanguage(key) && key !== i18n.locale) void change(key);
        }}
      />
      <CallError message={error} />
    </Card>
  );
}

function browserZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

function useTimezoneLabels() {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    let regions: Intl.DisplayNames | null = null;
    try {
      regions = new Intl.DisplayNames([i18n.locale], { type: "region" });
    } catch {
      regions = null;
    }
    const country = (code: string) => (code === "ZZ" ? t`Coordinated Universal Time` : (regions?.of(code) ?? code));
    return (o: TimezoneOption) => `${o.city}, ${country(o.country_code)} (${o.offset})`;
  }, [i18n.locale, t]);
}

/** spec 000 §3: SYSTEM means "guess from the browser"; §9: Asia/Jakarta and Asia/Manila first. */
function TimezoneCard() {
  const { t } = useLingui();
  const { session, user, business } = useSettingsContext();
  const reload = useReloadUser();
  const errorText = useDescribeError();
  const label = useTimezoneLabels();
  const options = useMemo(() => timezoneOptions(new Date()), []);
  const guess = guessTimezone(browserZone(), business.country_of_operation);
  const guessed = options.find((o) => o.timezone === guess);
  const stored = user.preferred_timezone ?? SYSTEM_TIMEZONE;
  const [selected, setSelected] = useState<string>(stored);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const items = [
    {
      id: SYSTEM_TIMEZONE,
      label: guessed ? t`Automatic (this browser: ${label(guessed)})` : t`Automatic (this browser)`,
    },
    ...options.map((o) => ({ id: o.timezone, label: label(o) })),
  ];
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const updated = await session.http.patch(authEndpoints.updateUser.path, {
        schema: authEndpoints.updateUser.response,
        body: { preferred_timezone: selected },
      });
      await reload(updated);
      toast.success(t`Timezone saved.`);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card title={t`Timezone`}>
      <div className="flex flex-col gap-3">
        <ComboBox
          label={t`Your timezone`}
          description={t`Dates and times in the dashboard use this timezone.`}
          options={items}
          selectedKey={selected}
          onSelectionChange={(key) => key && setSelected(key)}
        />
        <CallError message={error} />
        <div>
          <Button onPress={() => void save()} isPending={saving} isDisabled={selected === stored}>
            {t`Save timezone`}
          </Button>
        </div>
      </div>
    </Card>
  );
}

function PhoneCard() {
  const { t } = useLingui();
  const { session, user } = useSettingsContext();
  const reload = useReloadUser();
  return (
    <Card title={t`Phone number`}>
      <p className="mb-3 text-sm text-muted">
        {user.phone_number ? t`Current number: ${user.phone_number}` : t`No phone number yet.`}
      </p>
      <PhoneCodeForm
        label={t`New phone number`}
        submitLabel={t`Save phone number`}
        onSubmit={async (phone, code) => {
          const updated = await write(session, P.updatePhoneNumber, { body: { phone_number: phone, otp_token: code } });
          await reload(updated);
          toast.success(t`Phone number saved.`);
        }}
      />
    </Card>
  );
}

function SecurityCard() {
  const { t } = useLingui();
  const { user } = useSettingsContext();
  const [pinOpen, setPinOpen] = useState(false);
  const mfa =
    user.mfa_type === "authenticator"
      ? t`Authenticator app`
      : user.mfa_type === "phone_number"
        ? t`SMS codes`
        : t`Not set up`;
  return (
    <Card title={t`Security`}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted">{t`PIN`}</dt>
        <dd>{user.is_pin_set ? t`Set` : t`Not set`}</dd>
        <dt className="text-muted">{t`Two-factor authentication`}</dt>
        <dd>{mfa}</dd>
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onPress={() => setPinOpen(true)}>
          {user.is_pin_set ? t`Change PIN` : t`Set up PIN`}
        </Button>
        <LinkButton href="/2fa-setup" variant="secondary">
          {t`Set up two-factor authentication`}
        </LinkButton>
      </div>
      <PinSetupDialog user={user} isOpen={pinOpen} onOpenChange={setPinOpen} />
    </Card>
  );
}

function SecurityLog() {
  const { t } = useLingui();
  const { session, business } = useSettingsContext();
  const query = useQuery(settingsQueries.securityLog(session, business.id));
  const names: Record<string, string> = {
    LOGIN: t`Logged in`,
    LOGIN_FAILED: t`Failed login`,
    PASSWORD_CHANGED: t`Password changed`,
    PIN_SET: t`PIN set`,
    MFA_ENABLED: t`Two-factor authentication turned on`,
    API_KEY_CREATED: t`API key created`,
  };
  return (
    <Card title={t`Security log`}>
      <QueryState query={query}>
        {(events) => (
          <ul className="flex flex-col divide-y divide-border text-sm">
            {events.map((e) => (
              <li key={e.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="font-medium">{names[e.event] ?? e.event}</span>
                <span className="text-muted">
                  {e.ip_address} · <DateText value={e.created} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <p className="mt-2 text-xs text-muted">
        <Trans>Only you see your security log.</Trans>
      </p>
    </Card>
  );
}
