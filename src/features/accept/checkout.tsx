/**
 * Customize checkout (spec 002 §2.2 /customize-checkout): the brand colour, logo and enabled
 * payment methods of the checkout page payers see, with a live preview beside the form. The
 * preview draws with the merchant's own colour: it is their page, not the dashboard's theme (as
 * borders, with the theme's text on its surface, so the text reads in light and dark alike).
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Banner } from "../../components/ui/banner.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Checkbox } from "../../components/ui/choice.tsx";
import { useCountry } from "../../components/ui/country-context.tsx";
import { Amount, Card } from "../../components/ui/display.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { PageHeader } from "../../components/ui/layout.tsx";
import { ErrorState } from "../../components/ui/states.tsx";
import { CHECKOUT_METHODS, type CheckoutMethod, type CheckoutSettings } from "../../contract/accept.ts";
import { checkoutMethodsFor } from "../../domain/accept/channels.ts";
import { currencyForCountry } from "../../domain/format/money.ts";
import { useSession } from "../../lib/session/hooks.ts";
import { checkoutSettingsQuery, useAcceptWrite, useCanWrite } from "./api.ts";
import { type Errors, useSubmit } from "./form.tsx";
import { useChannelLabel } from "./shared.tsx";

const HEX = /^#[0-9a-fA-F]{6}$/;

export function CustomizeCheckoutScreen() {
  const { t } = useLingui();
  const session = useSession();
  const query = useQuery(checkoutSettingsQuery(session));
  return (
    <section className="flex flex-col gap-4">
      <PageHeader title={t`Customize checkout`} description={t`How your checkout page looks to payers.`} />
      {query.isError ? (
        <Card>
          <ErrorState message={t`The checkout settings could not be loaded.`} onRetry={() => void query.refetch()} />
        </Card>
      ) : query.data ? (
        <CheckoutForm initial={query.data} />
      ) : (
        <Card>
          <p className="text-muted">{t`Loading…`}</p>
        </Card>
      )}
    </section>
  );
}

function CheckoutForm({ initial }: { initial: CheckoutSettings }) {
  const { t } = useLingui();
  const country = useCountry();
  const label = useChannelLabel();
  const canEdit = useCanWrite("checkout.update");
  const save = useAcceptWrite("checkout.update");
  const offered = checkoutMethodsFor(CHECKOUT_METHODS, country);
  const [color, setColor] = useState(initial.brand_color);
  const [logo, setLogo] = useState(initial.logo_url ?? "");
  const [methods, setMethods] = useState<CheckoutMethod[]>(initial.enabled_methods);
  const [saved, setSaved] = useState(false);
  const { errors, failure, pending, submit } = useSubmit({
    validate: () => {
      const e: Errors = {};
      if (!HEX.test(color)) e.brand_color = t`Enter a colour like #1A2B3C.`;
      if (logo.trim() && !/^https:\/\/\S+$/.test(logo.trim())) e.logo_url = t`Enter an https:// address of the logo.`;
      if (methods.length === 0) e.enabled_methods = t`Choose at least one payment method.`;
      return e;
    },
    send: () => save.mutateAsync({ brand_color: color, logo_url: logo.trim() || null, enabled_methods: methods }),
    onDone: () => setSaved(true),
  });
  const edit =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setSaved(false);
    };
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Card title={t`Settings`}>
        <form noValidate onSubmit={(e: FormEvent) => void submit(e)} className="flex flex-col gap-4">
          <div className="flex items-end gap-2">
            <TextField
              className="flex-1"
              label={t`Brand colour`}
              value={color}
              onChange={edit(setColor)}
              errorMessage={errors.brand_color}
              isDisabled={!canEdit}
            />
            <input
              type="color"
              aria-label={t`Pick the brand colour`}
              value={HEX.test(color) ? color : initial.brand_color}
              onChange={(e) => edit(setColor)(e.target.value.toUpperCase())}
              disabled={!canEdit}
              className="mb-1 h-10 w-12 cursor-pointer rounded-brand border border-border"
            />
          </div>
          <TextField
            label={t`Logo address (optional)`}
            value={logo}
            onChange={edit(setLogo)}
            errorMessage={errors.logo_url}
            isDisabled={!canEdit}
          />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-semibold">{t`Payment methods on the checkout page`}</legend>
            {offered.map((m) => (
              <Checkbox
                key={m}
                isSelected={methods.includes(m)}
                isDisabled={!canEdit}
                onChange={(on) => edit(setMethods)(on ? [...methods, m] : methods.filter((x) => x !== m))}
              >
                {label(m)}
              </Checkbox>
            ))}
            {errors.enabled_methods ? <p className="text-sm text-danger">{errors.enabled_methods}</p> : null}
          </fieldset>
          {failure ? (
            <Banner tone="danger" title={t`Not saved`}>
              {failure}
            </Banner>
          ) : null}
          <p aria-live="polite" className="text-sm text-success">
            {saved ? t`Saved. Payers see the new checkout page.` : ""}
          </p>
          {canEdit ? (
            <div>
              <Button type="submit" isPending={pending}>
                {t`Save`}
              </Button>
            </div>
          ) : (
            <p className="text-sm text-muted">{t`You can see these settings but not change them.`}</p>
          )}
        </form>
      </Card>
      <Card title={t`Preview`}>
        <CheckoutPreview color={HEX.test(color) ? color : initial.brand_color} logo={logo.trim()} methods={methods} />
      </Card>
    </div>
  );
}

/** The payer's checkout page as it will look (the merchant's colour, logo and methods). */
function CheckoutPreview({ color, logo, methods }: { color: string; logo: string; methods: CheckoutMethod[] }) {
  const { t } = useLingui();
  const label = useChannelLabel();
  const country = useCountry();
  return (
    <figure aria-label={t`Checkout page preview`} className="overflow-hidden rounded-brand border border-border">
      <div
        className="flex items-center gap-3 border-t-8 bg-surface p-4 text-text"
        style={{ borderTopColor: color }}
        data-preview-color={color}
      >
        {logo ? (
          <img src={logo} alt={t`Your logo`} className="h-8 w-8 rounded bg-surface object-contain" />
        ) : (
          <span className="flex h-8 w-8 items-center justify-center rounded bg-surface text-text">★</span>
        )}
        <span className="font-semibold">{t`Invoice INV-0001`}</span>
      </div>
      <div className="flex flex-col gap-3 bg-surface p-4 text-text">
        <p className="text-sm text-muted">{t`Amount to pay`}</p>
        <p className="text-2xl font-semibold">
          <Amount value={150_000} currency={currencyForCountry(country)} unmasked />
        </p>
        <p className="text-sm text-muted">{t`Choose how to pay`}</p>
        <ul className="flex flex-col gap-2">
          {methods.map((m) => (
            <li
              key={m}
              className="rounded-brand border px-3 py-2"
              style={{ borderColor: color }}
              data-preview-method={m}
            >
              {label(m)}
            </li>
          ))}
        </ul>
        <span className="rounded-brand border-2 px-3 py-2 text-center font-semibold" style={{ borderColor: color }}>
          {t`Pay now`}
        </span>
      </div>
    </figure>
  );
}
