/**
 * Sales channels (spec 002 §2.2): the online store and the marketplaces / web shops with their
 * connection state; connecting WooCommerce, Shopify (custom or public app) or Shopee sends the
 * merchant to the provider's consent page, which returns to
 * /store/saleschannels/authorize/$channel with the provider's query. That callback page hands the
 * query to the gateway, which completes the connection, and shows success or failure.
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Banner } from "../../components/ui/banner.tsx";
import { Button, LinkButton } from "../../components/ui/button.tsx";
import { ConfirmAction } from "../../components/ui/detail-page.tsx";
import { Card, DateText, DescriptionList } from "../../components/ui/display.tsx";
import { PageHeader, SkeletonText } from "../../components/ui/layout.tsx";
import { LazyDialogTrigger } from "../../components/ui/lazy-dialog-trigger.tsx";
import { EmptyState, ErrorState } from "../../components/ui/states.tsx";
import { StatusPill } from "../../components/ui/status-pill.tsx";
import type { StoreChannel } from "../../contract/store.ts";
import { type AuthorizeProvider, isAuthorizeProvider, PROVIDER_CALLBACK_PARAMS } from "../../domain/store/rules.ts";
import { useDescribeError, useSession } from "../../lib/session/hooks.ts";
import { channelsQuery, useCanStoreWrite, useStoreWrite } from "./api.ts";
import { type Errors, StoreLoading, StoreNav, useChannelTypeName, useStoreSubmit } from "./shared.tsx";

// the connect dialog's fields (react-aria's Select) load when it first opens (issue 19)
const ConnectFields = lazy(() => import("./connect-fields.tsx").then((m) => ({ default: m.ConnectFields })));

function useProviderName(): (p: AuthorizeProvider) => string {
  const { t } = useLingui();
  const names: Record<AuthorizeProvider, string> = {
    woocommerce: "WooCommerce",
    "shopify-custom": t`Shopify (custom app)`,
    "shopify-public": t`Shopify (public app)`,
    shopee: "Shopee",
  };
  return (p) => names[p];
}

/** This dashboard's callback page for `provider` (absolute: the provider redirects the browser to it). */
function callbackUrl(provider: AuthorizeProvider): string {
  return new URL(`/store/saleschannels/authorize/${provider}`, window.location.origin).toString();
}

function ConnectDialog() {
  const { t } = useLingui();
  const providerName = useProviderName();
  const connect = useStoreWrite<{ authorize_url: string }>("store.channels.connect");
  const [isOpen, setOpen] = useState(false);
  const [provider, setProvider] = useState<AuthorizeProvider>("shopee");
  const [shopUrl, setShopUrl] = useState("");
  const needsShop = provider !== "shopee";
  const { errors, failure, pending, submit } = useStoreSubmit({
    validate: () => {
      const e: Errors = {};
      if (needsShop && !/^https?:\/\/\S+\.\S+/.test(shopUrl.trim()))
        e.shop_url = t`Enter your shop's address, e.g. https://myshop.myshopify.com.`;
      return e;
    },
    send: () =>
      connect.mutateAsync({
        provider,
        redirect_uri: callbackUrl(provider),
        ...(needsShop ? { shop_url: shopUrl.trim() } : {}),
      }),
    // leave for the provider's consent page; it sends the merchant back to the callback page
    onDone: (answer) => window.location.assign(answer.authorize_url),
  });
  return (
    <LazyDialogTrigger
      trigger={<Button icon="plus">{t`Connect a channel`}</Button>}
      title={t`Connect a sales channel`}
      isOpen={isOpen}
      onOpenChange={setOpen}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Suspense fallback={<SkeletonText lines={2} />}>
          <ConnectFields
            provider={provider}
            setProvider={setProvider}
            providerName={providerName}
            needsShop={needsShop}
            shopUrl={shopUrl}
            setShopUrl={setShopUrl}
            shopUrlError={errors.shop_url ?? errors.redirect_uri}
          />
        </Suspense>
        {failure ? (
          <Banner tone="danger" title={t`Not connected`}>
            {failure}
          </Banner>
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" isPending={pending}>{t`Continue to ${providerName(provider)}`}</Button>
        </div>
      </form>
    </LazyDialogTrigger>
  );
}

function ChannelCard({ channel, canEdit }: { channel: StoreChannel; canEdit: boolean }) {
  const { t } = useLingui();
  const typeName = useChannelTypeName();
  const disconnect = useStoreWrite("store.channels.disconnect", { id: channel.id });
  const sellable = channel.status === "CONNECTED" || channel.status === "ERROR";
  return (
    <Card title={channel.name} actions={<StatusPill family="store" status={channel.status} />}>
      <div className="flex flex-col gap-3">
        {channel.error ? <Banner tone="danger">{channel.error}</Banner> : null}
        <DescriptionList
          columns={2}
          items={[
            { term: t`Platform`, details: typeName(channel.type) },
            { term: t`Address`, details: channel.store_url ?? "" },
            { term: t`Products listed`, details: String(channel.product_count) },
            { term: t`Orders`, details: String(channel.order_count) },
            {
              term: t`Last synced`,
              details: channel.last_synced_at ? <DateText value={channel.last_synced_at} withTime /> : "",
            },
          ]}
        />
        <div className="flex flex-wrap gap-2">
          {sellable ? (
            <>
              <LinkButton
                href={`/store/onlinestore/products/${channel.id}`}
                variant="secondary"
                aria-label={t`Products of ${channel.name}`}
              >
                {t`Products`}
              </LinkButton>
              <LinkButton
                href={`/store/onlinestore/orders/${channel.id}`}
                variant="secondary"
                aria-label={t`Orders of ${channel.name}`}
              >
                {t`Orders`}
              </LinkButton>
            </>
          ) : null}
          {canEdit && channel.type !== "ONLINE_STORE" && channel.status !== "DISCONNECTED" ? (
            <ConfirmAction
              label={t`Disconnect`}
              title={t`Disconnect ${channel.name}?`}
              confirmLabel={t`Disconnect`}
              tone="danger"
              onConfirm={async () => {
                await disconnect.mutateAsync({});
              }}
            >
              {t`Products and orders stop syncing until you connect it again.`}
            </ConfirmAction>
          ) : null}
        </div>
      </div>
    </Card>
  );
}

/** /store/saleschannels */
export function SalesChannelsScreen() {
  const { t } = useLingui();
  const session = useSession();
  const channels = useQuery(channelsQuery(session));
  const canEdit = useCanStoreWrite("store.channels.connect");
  return (
    <>
      <StoreNav />
      <section className="flex flex-col gap-4">
        <PageHeader
          title={t`Sales channels`}
          description={t`Sell through your online store and connected marketplaces from one catalogue.`}
          actions={canEdit ? <ConnectDialog /> : undefined}
        />
        {channels.isError ? (
          <ErrorState onRetry={() => void channels.refetch()} />
        ) : !channels.data ? (
          <StoreLoading />
        ) : channels.data.length === 0 ? (
          <EmptyState title={t`No sales channels yet.`} />
        ) : (
          <div className="grid gap-4 lg:grid-cols-2">
            {channels.data.map((c) => (
              <ChannelCard key={c.id} channel={c} canEdit={canEdit} />
            ))}
          </div>
        )}
      </section>
    </>
  );
}

type Outcome = { kind: "pending" } | { kind: "done"; channel: StoreChannel } | { kind: "failed"; message: string };

/** /store/saleschannels/authorize/$channel: the provider's return. */
export function ChannelAuthorizeScreen({ provider, query }: { provider: string; query: Record<string, unknown> }) {
  const { t } = useLingui();
  const explain = useDescribeError();
  const providerName = useProviderName();
  const authorize = useStoreWrite<StoreChannel>("store.channels.authorize");
  const [outcome, setOutcome] = useState<Outcome>({ kind: "pending" });
  const sent = useRef(false);
  const known = isAuthorizeProvider(provider);
  useEffect(() => {
    if (!known || sent.current) return;
    sent.current = true; // one code, one exchange (a second call would be refused as already used)
    const params = Object.fromEntries(
      [...PROVIDER_CALLBACK_PARAMS[provider], "error"].flatMap((k) =>
        typeof query[k] === "string" ? [[k, query[k]]] : [],
      ),
    );
    authorize
      .mutateAsync({ provider, query: params })
      .then((channel) => setOutcome({ kind: "done", channel }))
      .catch((error) => setOutcome({ kind: "failed", message: explain(error) || String(error) }));
  }, [known, provider, query, authorize, explain]);
  return (
    <section className="flex flex-col gap-4">
      <PageHeader title={known ? t`Connecting ${providerName(provider)}` : t`Unknown sales channel`} />
      {!known ? (
        <Banner tone="danger" title={t`Not connected`}>
          {t`This address does not belong to a sales channel we support.`}
        </Banner>
      ) : outcome.kind === "pending" ? (
        <p role="status" className="text-muted">{t`Completing the connection…`}</p>
      ) : outcome.kind === "done" ? (
        <Banner tone="success" title={t`Connected`}>
          {t`${outcome.channel.name} is connected. Its products and orders now sync with your store.`}
        </Banner>
      ) : (
        <Banner tone="danger" title={t`Not connected`}>
          {outcome.message}
        </Banner>
      )}
      <div>
        <LinkButton href="/store/saleschannels">{t`Back to sales channels`}</LinkButton>
      </div>
    </section>
  );
}
