/**
 * A store's settings (spec 002 §2.2): logistics (origin address, couriers, free-shipping
 * threshold), the payment configuration (methods buyers may use, payment time limit, receipt
 * e-mail) and the appearance (name, tagline, theme colour, layout, banner) with a live preview.
 * Read-only for members without can_edit; a failed save keeps the inputs.
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { AmountField } from "../../components/ui/amount-field.tsx";
import { Banner } from "../../components/ui/banner.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Checkbox, RadioGroup, Switch } from "../../components/ui/choice.tsx";
import { Amount, Card } from "../../components/ui/display.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { PageHeader } from "../../components/ui/layout.tsx";
import { NumberField } from "../../components/ui/number-field.tsx";
import { ErrorState } from "../../components/ui/states.tsx";
import { toast } from "../../components/ui/toast.tsx";
import type { StoreAppearance, StoreLogistics, StorePaymentConfig } from "../../contract/store.ts";
import { COURIERS, type Courier, STORE_PAYMENT_METHODS, type StorePaymentMethod } from "../../domain/store/rules.ts";
import { useSession } from "../../lib/session/hooks.ts";
import {
  appearanceQuery,
  channelQuery,
  logisticsQuery,
  paymentConfigQuery,
  useCanStoreWrite,
  useStoreWrite,
} from "./api.ts";
import { courierName, type Errors, StoreLoading, StoreNav, usePaymentMethodName, useStoreSubmit } from "./shared.tsx";

/** A settings page: header, loading / error-with-retry, then the form. */
function SettingsPage<T>({
  title,
  description,
  query,
  children,
}: {
  title: string;
  description: string;
  query: { data?: T; isError: boolean; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  return (
    <>
      <StoreNav />
      <section className="flex flex-col gap-4">
        <PageHeader title={title} description={description} />
        {query.isError ? (
          <ErrorState onRetry={() => void query.refetch()} />
        ) : query.data === undefined ? (
          <StoreLoading />
        ) : (
          children(query.data)
        )}
      </section>
    </>
  );
}

function SaveBar({ failure, pending, canSave }: { failure: string | null; pending: boolean; canSave: boolean }) {
  const { t } = useLingui();
  return (
    <>
      {failure ? (
        <Banner tone="danger" title={t`Not saved`}>
          {failure}
        </Banner>
      ) : null}
      {canSave ? (
        <div className="flex justify-end">
          <Button type="submit" isPending={pending}>{t`Save`}</Button>
        </div>
      ) : (
        <Banner tone="info">{t`Changing these settings needs edit permission.`}</Banner>
      )}
    </>
  );
}

function useStoreName(storeId: string): string | undefined {
  const session = useSession();
  return useQuery(channelQuery(session, storeId)).data?.name;
}

// ---------------------------------------------------------------- logistics

function LogisticsForm({ storeId, value }: { storeId: string; value: StoreLogistics }) {
  const { t } = useLingui();
  const canSave = useCanStoreWrite("store.logistics.update");
  const save = useStoreWrite("store.logistics.update", { id: storeId });
  const [origin, setOrigin] = useState(value.origin);
  const [couriers, setCouriers] = useState<Courier[]>(value.couriers);
  const [freeMin, setFreeMin] = useState<number | null>(value.free_shipping_min);
  const { errors, failure, pending, submit } = useStoreSubmit({
    validate: () => {
      const e: Errors = {};
      if (!origin.address.trim()) e["origin.address"] = t`Enter the pickup address.`;
      if (!origin.city.trim()) e["origin.city"] = t`Enter the city.`;
      if (!/^\d{5}$/.test(origin.postal_code.trim())) e["origin.postal_code"] = t`Enter a 5-digit postal code.`;
      if (couriers.length === 0) e.couriers = t`Choose at least one courier.`;
      return e;
    },
    send: () => save.mutateAsync({ origin, couriers, free_shipping_min: freeMin }),
    onDone: () => toast.success(t`Logistics saved.`),
  });
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Card title={t`Pickup address`}>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={t`Address`}
            value={origin.address}
            onChange={(address) => setOrigin({ ...origin, address })}
            errorMessage={errors["origin.address"]}
            isReadOnly={!canSave}
          />
          <TextField
            label={t`City`}
            value={origin.city}
            onChange={(city) => setOrigin({ ...origin, city })}
            errorMessage={errors["origin.city"]}
            isReadOnly={!canSave}
          />
          <TextField
            label={t`Postal code`}
            value={origin.postal_code}
            inputMode="numeric"
            onChange={(postal_code) => setOrigin({ ...origin, postal_code })}
            errorMessage={errors["origin.postal_code"]}
            isReadOnly={!canSave}
          />
        </div>
      </Card>
      <Card title={t`Couriers`}>
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">{t`Couriers buyers can choose`}</legend>
          {COURIERS.map((c) => (
            <Checkbox
              key={c}
              isSelected={couriers.includes(c)}
              isDisabled={!canSave}
              onChange={(on) => setCouriers(on ? [...couriers, c] : couriers.filter((x) => x !== c))}
            >
              {courierName(c)}
            </Checkbox>
          ))}
        </fieldset>
        {errors.couriers ? <p className="mt-2 text-sm text-danger">{errors.couriers}</p> : null}
      </Card>
      <Card title={t`Free shipping`}>
        <AmountField
          label={t`Free shipping from (leave empty for none)`}
          currency="IDR"
          defaultValue={freeMin === null ? "" : String(freeMin)}
          onChange={(v) => setFreeMin(v)}
          errorMessage={errors.free_shipping_min}
          isDisabled={!canSave}
        />
      </Card>
      <SaveBar failure={failure} pending={pending} canSave={canSave} />
    </form>
  );
}

/** /store/onlinestore/logistics/$storeId */
export function LogisticsScreen({ storeId }: { storeId: string }) {
  const { t } = useLingui();
  const session = useSession();
  const query = useQuery(logisticsQuery(session, storeId));
  const name = useStoreName(storeId);
  return (
    <SettingsPage
      title={name ? t`Logistics of ${name}` : t`Logistics`}
      description={t`Where parcels are picked up and which couriers buyers can choose.`}
      query={query}
    >
      {(value) => <LogisticsForm storeId={storeId} value={value} />}
    </SettingsPage>
  );
}

// ---------------------------------------------------------------- payment configuration

function PaymentConfigForm({ value }: { value: StorePaymentConfig }) {
  const { t } = useLingui();
  const methodName = usePaymentMethodName();
  const canSave = useCanStoreWrite("store.paymentConfig.update");
  const save = useStoreWrite("store.paymentConfig.update");
  const [methods, setMethods] = useState<StorePaymentMethod[]>(value.enabled_methods);
  const [hours, setHours] = useState(value.payment_expiry_hours);
  const [receipt, setReceipt] = useState(value.send_receipt_email);
  const { errors, failure, pending, submit } = useStoreSubmit({
    validate: () => {
      const e: Errors = {};
      if (methods.length === 0) e.enabled_methods = t`Choose at least one payment method.`;
      if (!(hours >= 1 && hours <= 168)) e.payment_expiry_hours = t`Enter 1 to 168 hours.`;
      return e;
    },
    send: () =>
      save.mutateAsync({ enabled_methods: methods, payment_expiry_hours: hours, send_receipt_email: receipt }),
    onDone: () => toast.success(t`Payment configuration saved.`),
  });
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Card title={t`Payment methods`}>
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">{t`Payment methods buyers may use`}</legend>
          {STORE_PAYMENT_METHODS.map((m) => (
            <Checkbox
              key={m}
              isSelected={methods.includes(m)}
              isDisabled={!canSave}
              onChange={(on) => setMethods(on ? [...methods, m] : methods.filter((x) => x !== m))}
            >
              {methodName(m)}
            </Checkbox>
          ))}
        </fieldset>
        {errors.enabled_methods ? <p className="mt-2 text-sm text-danger">{errors.enabled_methods}</p> : null}
      </Card>
      <Card title={t`Checkout`}>
        <div className="flex flex-col gap-4">
          <NumberField
            label={t`Time to pay (hours)`}
            value={hours}
            minValue={1}
            maxValue={168}
            onChange={setHours}
            errorMessage={errors.payment_expiry_hours}
            isDisabled={!canSave}
          />
          <Switch isSelected={receipt} onChange={setReceipt} isDisabled={!canSave}>
            {t`E-mail a receipt to the buyer`}
          </Switch>
        </div>
      </Card>
      <SaveBar failure={failure} pending={pending} canSave={canSave} />
    </form>
  );
}

/** /store/onlinestore/payment-configuration */
export function PaymentConfigScreen() {
  const { t } = useLingui();
  const session = useSession();
  const query = useQuery(paymentConfigQuery(session));
  return (
    <SettingsPage title={t`Payment configuration`} description={t`How buyers pay in your online store.`} query={query}>
      {(value) => <PaymentConfigForm value={value} />}
    </SettingsPage>
  );
}

// ---------------------------------------------------------------- appearance

/** What buyers see, drawn from the values being edited (before saving). */
export function StorePreview({ value }: { value: Omit<StoreAppearance, "store_id" | "updated"> }) {
  const { t } = useLingui();
  const sample = [
    { name: "Kopi Arabika Gayo", price: 95_000, stock: 24 },
    { name: "Gula Aren Cair", price: 35_000, stock: 0 },
    { name: "Tumbler Bambu", price: 85_000, stock: 7 },
  ];
  return (
    <figure aria-label={t`Preview of your store`} className="overflow-hidden rounded-brand border border-border">
      {/* the merchant's own colour, shown only inside the preview (not a theme token of the dashboard):
          a band above the theme's text on its surface, so the text reads in light and dark alike */}
      <div className="border-t-8 bg-surface p-4 text-text" style={{ borderTopColor: value.theme_color }}>
        <p className="text-lg font-semibold">{value.store_name || t`Your store`}</p>
        {value.tagline ? <p className="text-sm">{value.tagline}</p> : null}
      </div>
      {value.banner_text ? (
        <p className="border-b border-border bg-surface p-2 text-center text-sm">{value.banner_text}</p>
      ) : null}
      <ul className={value.layout === "GRID" ? "grid grid-cols-2 gap-2 p-3 sm:grid-cols-3" : "flex flex-col gap-2 p-3"}>
        {sample.map((p) => (
          <li key={p.name} className="rounded-brand border border-border p-2 text-sm">
            <span className="block font-medium">{p.name}</span>
            <Amount value={p.price} currency="IDR" unmasked />
            {value.show_stock ? (
              <span className="block text-xs text-muted">{p.stock === 0 ? t`Sold out` : t`${p.stock} in stock`}</span>
            ) : null}
          </li>
        ))}
      </ul>
      <figcaption className="sr-only">{t`The preview follows your changes before you save.`}</figcaption>
    </figure>
  );
}

function AppearanceForm({ storeId, value }: { storeId: string; value: StoreAppearance }) {
  const { t } = useLingui();
  const canSave = useCanStoreWrite("store.appearance.update");
  const save = useStoreWrite("store.appearance.update", { id: storeId });
  const [d, setD] = useState({
    store_name: value.store_name,
    tagline: value.tagline,
    theme_color: value.theme_color,
    layout: value.layout,
    banner_text: value.banner_text,
    show_stock: value.show_stock,
  });
  const set = (patch: Partial<typeof d>) => setD({ ...d, ...patch });
  const { errors, failure, pending, submit } = useStoreSubmit({
    validate: () => {
      const e: Errors = {};
      if (!d.store_name.trim()) e.store_name = t`Enter the store's name.`;
      if (!/^#[0-9a-fA-F]{6}$/.test(d.theme_color)) e.theme_color = t`Enter a colour like #7A4B2A.`;
      return e;
    },
    send: () => save.mutateAsync(d),
    onDone: () => toast.success(t`Appearance saved.`),
  });
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Card title={t`Appearance`}>
          <div className="flex flex-col gap-4">
            <TextField
              label={t`Store name`}
              value={d.store_name}
              onChange={(store_name) => set({ store_name })}
              errorMessage={errors.store_name}
              isReadOnly={!canSave}
            />
            <TextField
              label={t`Tagline`}
              value={d.tagline}
              onChange={(tagline) => set({ tagline })}
              errorMessage={errors.tagline}
              isReadOnly={!canSave}
            />
            <TextField
              label={t`Theme colour`}
              value={d.theme_color}
              onChange={(theme_color) => set({ theme_color })}
              errorMessage={errors.theme_color}
              description={t`A hex colour, e.g. #7A4B2A.`}
              isReadOnly={!canSave}
            />
            <TextField
              label={t`Banner text`}
              value={d.banner_text}
              onChange={(banner_text) => set({ banner_text })}
              errorMessage={errors.banner_text}
              isReadOnly={!canSave}
            />
            <RadioGroup
              label={t`Product layout`}
              value={d.layout}
              onChange={(layout) => set({ layout: layout as "GRID" | "LIST" })}
              options={[
                { id: "GRID", label: t`Grid` },
                { id: "LIST", label: t`List` },
              ]}
              isDisabled={!canSave}
            />
            <Switch isSelected={d.show_stock} onChange={(show_stock) => set({ show_stock })} isDisabled={!canSave}>
              {t`Show stock to buyers`}
            </Switch>
          </div>
        </Card>
        <SaveBar failure={failure} pending={pending} canSave={canSave} />
      </form>
      <StorePreview value={d} />
    </div>
  );
}

/** /store/onlinestore/customize-appearance/$storeId */
export function AppearanceScreen({ storeId }: { storeId: string }) {
  const { t } = useLingui();
  const session = useSession();
  const query = useQuery(appearanceQuery(session, storeId));
  return (
    <SettingsPage
      title={t`Customise appearance`}
      description={t`How your online store looks to buyers. The preview follows your changes.`}
      query={query}
    >
      {(value) => <AppearanceForm storeId={storeId} value={value} />}
    </SettingsPage>
  );
}
