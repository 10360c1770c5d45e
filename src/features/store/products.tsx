/**
 * Store products (spec 002 §2.2): the catalogue, the products of one sales channel, the
 * multichannel view (which product is listed where), and creating / editing a product with its
 * variants (price, stock), images (the file-upload component, JPEG/PNG ≤ 1 MB, ≥ 200×200 px)
 * and the connected channels it is listed on. A failed save keeps everything typed.
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { AmountField } from "../../components/ui/amount-field.tsx";
import { Link } from "../../components/ui/aria-router.tsx";
import { Banner } from "../../components/ui/banner.tsx";
import { Button, IconButton, LinkButton } from "../../components/ui/button.tsx";
import { Checkbox } from "../../components/ui/choice.tsx";
import { Amount, Card } from "../../components/ui/display.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { FileUpload } from "../../components/ui/file-upload.tsx";
import { PageHeader } from "../../components/ui/layout.tsx";
import { NumberField } from "../../components/ui/number-field.tsx";
import type { ResourceColumn } from "../../components/ui/resource-list.tsx";
import { ResourceListPage } from "../../components/ui/resource-pages.tsx";
import { Select } from "../../components/ui/select.tsx";
import { EmptyState, ErrorState } from "../../components/ui/states.tsx";
import { StatusPill } from "../../components/ui/status-pill.tsx";
import { TextAreaField } from "../../components/ui/textarea-field.tsx";
import type { StoreChannel, StoreProduct, StoreProductImage } from "../../contract/store.ts";
import { PRODUCT_STATUSES, type ProductStatus } from "../../domain/store/rules.ts";
import { useSession } from "../../lib/session/hooks.ts";
import {
  channelProducts,
  channelQuery,
  channelsQuery,
  products,
  useCanStoreWrite,
  useProductImageUpload,
  useStoreWrite,
} from "./api.ts";
import { type Errors, StoreLoading, StoreNav, useChannelTypeName, useStoreSubmit } from "./shared.tsx";

function useProductColumns(): ResourceColumn<StoreProduct>[] {
  const { t } = useLingui();
  return [
    { id: "name", header: t`Product`, cell: (p) => p.name },
    { id: "sku", header: t`SKU`, cell: (p) => p.sku },
    { id: "status", header: t`Status`, cell: (p) => <StatusPill family="store" status={p.status} /> },
    {
      id: "stock",
      header: t`Stock`,
      align: "end",
      cell: (p) => (p.stock === 0 ? <span className="text-danger">{t`Sold out`}</span> : String(p.stock)),
    },
    {
      id: "amount",
      header: t`Price from`,
      align: "end",
      sortField: "amount",
      cell: (p) => <Amount value={p.amount} currency={p.currency} />,
    },
    { id: "channels", header: t`Channels`, align: "end", cell: (p) => String(p.channel_ids.length) },
  ];
}

/** /store/products: the catalogue. */
export function ProductsScreen() {
  const { t } = useLingui();
  const canCreate = useCanStoreWrite("store_products.create");
  return (
    <>
      <StoreNav />
      <ResourceListPage<StoreProduct>
        kind="store_products"
        title={t`Products`}
        description={t`Everything you sell, with its variants, stock and the channels it is listed on.`}
        kit={products.kit}
        queries={products.queries as never}
        columns={useProductColumns()}
        detailPath={(p) => `/store/products/edit/${p.id}`}
        rowLinkLabel={(p) => t`Edit ${p.name}`}
        actions={
          canCreate ? (
            <LinkButton href="/store/products/create" icon="plus">
              {t`Add product`}
            </LinkButton>
          ) : null
        }
        empty={{ title: t`No products yet.`, description: t`Add your first product to start selling.` }}
      />
    </>
  );
}

/** /store/onlinestore/products/$storeChannelId: what one channel lists. */
export function ChannelProductsScreen({ channelId }: { channelId: string }) {
  const { t } = useLingui();
  const session = useSession();
  const channel = useQuery(channelQuery(session, channelId));
  const canCreate = useCanStoreWrite("store_products.create");
  const q = channelProducts(channelId);
  const name = channel.data?.name ?? t`this channel`;
  return (
    <>
      <StoreNav />
      <ResourceListPage<StoreProduct>
        kind="store_products"
        title={t`Products on ${name}`}
        description={t`The products this sales channel lists.`}
        kit={q.kit}
        queries={q.queries as never}
        columns={useProductColumns()}
        detailPath={(p) => `/store/onlinestore/product/edit/${p.id}`}
        rowLinkLabel={(p) => t`Edit ${p.name}`}
        actions={
          canCreate && channel.data?.status === "CONNECTED" ? (
            <LinkButton href={`/store/onlinestore/product/create/${channelId}`} icon="plus">
              {t`Add product`}
            </LinkButton>
          ) : null
        }
        empty={{ title: t`This channel lists no products yet.` }}
      />
    </>
  );
}

/** /store/multichannelproducts: which product is listed on which connected channel. */
export function MultichannelProductsScreen() {
  const { t } = useLingui();
  const session = useSession();
  const channels = useQuery(channelsQuery(session));
  const list = useQuery(products.queries.list(session, products.kit.filtersOf({ limit: 100 })));
  const typeName = useChannelTypeName();
  const connected = (channels.data ?? []).filter((c) => c.status === "CONNECTED" || c.status === "ERROR");
  const failed = channels.isError || list.isError;
  return (
    <>
      <StoreNav />
      <section className="flex flex-col gap-4">
        <PageHeader
          title={t`Multichannel products`}
          description={t`Where each product is listed. Edit a product to change its channels.`}
        />
        {failed ? (
          <ErrorState
            onRetry={() => {
              void channels.refetch();
              void list.refetch();
            }}
          />
        ) : !channels.data || !list.data ? (
          <StoreLoading />
        ) : list.data.data.length === 0 ? (
          <EmptyState title={t`No products yet.`} />
        ) : (
          <div className="overflow-x-auto rounded-brand border border-border">
            <table className="w-full text-sm">
              <caption className="sr-only">{t`Products by sales channel`}</caption>
              <thead>
                <tr className="border-b border-border text-left">
                  <th scope="col" className="p-2">{t`Product`}</th>
                  {connected.map((c) => (
                    <th key={c.id} scope="col" className="p-2 text-center">
                      {typeName(c.type)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {list.data.data.map((p) => (
                  <tr key={p.id} className="border-b border-border last:border-0">
                    <th scope="row" className="p-2 text-left font-normal">
                      <Link
                        href={`/store/products/edit/${p.id}`}
                        className="text-primary underline-offset-2 data-[hovered]:underline"
                      >
                        {p.name}
                      </Link>
                    </th>
                    {connected.map((c) => (
                      <td key={c.id} className="p-2 text-center">
                        {p.channel_ids.includes(c.id) ? (
                          <span className="text-success">{t`Listed`}</span>
                        ) : (
                          <span className="text-muted">{t`Not listed`}</span>
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

type VariantDraft = { key: number; name: string; sku: string; price: number | null; stock: number };

function draftOf(p: StoreProduct | undefined, channelId: string | undefined) {
  return {
    name: p?.name ?? "",
    sku: p?.sku ?? "",
    category: p?.category ?? "",
    status: (p?.status ?? "ACTIVE") as ProductStatus,
    weight: p?.weight_grams ?? 250,
    description: p?.description ?? "",
    variants: (p?.variants ?? [{ name: "", sku: "", price: null as number | null, stock: 0 }]).map((v, key) => ({
      key,
      name: v.name,
      sku: v.sku,
      price: v.price,
      stock: v.stock,
    })) as VariantDraft[],
    images: p?.images ?? ([] as StoreProductImage[]),
    channels: p?.channel_ids ?? (channelId ? [channelId] : []),
  };
}

function ProductForm({
  product,
  channelId,
  channels,
  doneHref,
}: {
  product?: StoreProduct;
  channelId?: string;
  channels: StoreChannel[];
  doneHref: string;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const typeName = useChannelTypeName();
  const upload = useProductImageUpload();
  const save = useStoreWrite<StoreProduct>(product ? "store_products.update" : "store_products.create", {
    ...(product ? { id: product.id } : {}),
  });
  const [d, setD] = useState(() => draftOf(product, channelId));
  const [nextKey, setNextKey] = useState(d.variants.length);
  const set = (patch: Partial<typeof d>) => setD((old) => ({ ...old, ...patch }));
  const setVariant = (key: number, patch: Partial<VariantDraft>) =>
    setD((old) => ({ ...old, variants: old.variants.map((v) => (v.key === key ? { ...v, ...patch } : v)) }));
  const statusLabel: Record<ProductStatus, string> = { ACTIVE: t`Active`, DRAFT: t`Draft`, ARCHIVED: t`Archived` };
  const listable = channels.filter((c) => c.status === "CONNECTED" || d.channels.includes(c.id));
  const { errors, failure, pending, submit } = useStoreSubmit({
    validate: () => {
      const e: Errors = {};
      if (!d.name.trim()) e.name = t`Enter the product's name.`;
      if (!d.sku.trim()) e.sku = t`Enter a SKU.`;
      if (!d.category.trim()) e.category = t`Enter a category.`;
      if (!(d.weight >= 1)) e.weight_grams = t`Enter the weight in grams.`;
      d.variants.forEach((v, k) => {
        if (!v.name.trim()) e[`variants.${k}.name`] = t`Name the variant.`;
        if (!v.sku.trim()) e[`variants.${k}.sku`] = t`Enter the variant's SKU.`;
        if (v.price === null || v.price <= 0) e[`variants.${k}.price`] = t`Enter a price above zero.`;
      });
      return e;
    },
    send: () =>
      save.mutateAsync({
        name: d.name,
        description: d.description,
        sku: d.sku,
        category: d.category,
        status: d.status,
        weight_grams: d.weight,
        variants: d.variants.map((v) => ({ name: v.name, sku: v.sku, price: v.price, stock: v.stock })),
        image_ids: d.images.map((i) => i.id),
        channel_ids: d.channels,
      }),
    onDone: () => void navigate({ to: doneHref }),
  });
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Card title={t`Product`}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t`Name`}
            value={d.name}
            onChange={(name) => set({ name })}
            isRequired
            errorMessage={errors.name}
          />
          <TextField
            label={t`SKU`}
            value={d.sku}
            onChange={(sku) => set({ sku })}
            isRequired
            errorMessage={errors.sku}
          />
          <TextField
            label={t`Category`}
            value={d.category}
            onChange={(category) => set({ category })}
            isRequired
            errorMessage={errors.category}
          />
          <Select
            label={t`Status`}
            options={PRODUCT_STATUSES.map((s) => ({ id: s, label: statusLabel[s] }))}
            selectedKey={d.status}
            onSelectionChange={(k) => k && set({ status: k as ProductStatus })}
          />
          <NumberField
            label={t`Weight (grams)`}
            value={d.weight}
            minValue={1}
            maxValue={50_000}
            onChange={(weight) => set({ weight })}
            errorMessage={errors.weight_grams}
          />
        </div>
        <div className="mt-4">
          <TextAreaField
            label={t`Description`}
            maxLength={2000}
            defaultValue={d.description}
            onChange={(description) => set({ description })}
            errorMessage={errors.description}
          />
        </div>
      </Card>
      <Card title={t`Variants`}>
        <ul className="flex flex-col gap-4">
          {d.variants.map((v, k) => (
            <li
              key={v.key}
              className="grid items-end gap-2 border-b border-border pb-4 sm:grid-cols-[1fr_1fr_1fr_8rem_auto]"
            >
              <TextField
                label={t`Variant ${k + 1} name`}
                value={v.name}
                onChange={(name) => setVariant(v.key, { name })}
                errorMessage={errors[`variants.${k}.name`]}
              />
              <TextField
                label={t`Variant ${k + 1} SKU`}
                value={v.sku}
                onChange={(sku) => setVariant(v.key, { sku })}
                errorMessage={errors[`variants.${k}.sku`]}
              />
              <AmountField
                label={t`Variant ${k + 1} price`}
                currency="IDR"
                defaultValue={v.price === null ? "" : String(v.price)}
                onChange={(price) => setVariant(v.key, { price })}
                errorMessage={errors[`variants.${k}.price`]}
              />
              <NumberField
                label={t`Variant ${k + 1} stock`}
                value={v.stock}
                minValue={0}
                onChange={(stock) => setVariant(v.key, { stock: Number.isNaN(stock) ? 0 : stock })}
                errorMessage={errors[`variants.${k}.stock`]}
                steppers={false}
              />
              <IconButton
                icon="trash"
                label={t`Remove variant ${k + 1}`}
                isDisabled={d.variants.length === 1}
                onPress={() => set({ variants: d.variants.filter((x) => x.key !== v.key) })}
              />
            </li>
          ))}
        </ul>
        {errors.variants ? <p className="text-sm text-danger">{errors.variants}</p> : null}
        <Button
          variant="secondary"
          icon="plus"
          className="mt-3"
          isDisabled={d.variants.length >= 20}
          onPress={() => {
            set({ variants: [...d.variants, { key: nextKey, name: "", sku: "", price: null, stock: 0 }] });
            setNextKey(nextKey + 1);
          }}
        >
          {t`Add variant`}
        </Button>
      </Card>
      <Card title={t`Images`}>
        {d.images.length > 0 ? (
          <ul className="mb-3 flex flex-wrap gap-3">
            {d.images.map((img, k) => (
              <li key={img.id} className="flex flex-col items-center gap-1">
                <img
                  src={img.url}
                  alt={img.alt}
                  className="h-20 w-20 rounded-brand border border-border object-cover"
                />
                <IconButton
                  icon="trash"
                  label={t`Remove image ${k + 1}`}
                  onPress={() => set({ images: d.images.filter((x) => x.id !== img.id) })}
                />
              </li>
            ))}
          </ul>
        ) : null}
        <FileUpload
          label={t`Upload images`}
          description={t`JPEG or PNG, at most 1 MB, at least 200 × 200 pixels; up to 8 images, the first is the cover.`}
          kind="image"
          multiple
          upload={upload}
          onUploaded={(_file, result) =>
            setD((old) => ({
              ...old,
              images: [...old.images, { id: result.id, url: result.url, alt: result.file_name }].slice(0, 8),
            }))
          }
        />
        {Object.entries(errors)
          .filter(([f]) => f.startsWith("image_ids"))
          .map(([f, m]) => (
            <p key={f} className="text-sm text-danger">
              {m}
            </p>
          ))}
      </Card>
      <Card title={t`Sales channels`}>
        {listable.length === 0 ? (
          <p className="text-sm text-muted">{t`No connected sales channel yet.`}</p>
        ) : (
          <fieldset className="flex flex-col gap-2">
            <legend className="sr-only">{t`List on these sales channels`}</legend>
            {listable.map((c, k) => (
              <div key={c.id}>
                <Checkbox
                  isSelected={d.channels.includes(c.id)}
                  onChange={(on) =>
                    set({ channels: on ? [...d.channels, c.id] : d.channels.filter((x) => x !== c.id) })
                  }
                >
                  {`${c.name} (${typeName(c.type)})`}
                </Checkbox>
                {errors[`channel_ids.${k}`] ? (
                  <p className="text-sm text-danger">{errors[`channel_ids.${k}`]}</p>
                ) : null}
              </div>
            ))}
          </fieldset>
        )}
      </Card>
      {failure ? (
        <Banner tone="danger" title={t`Not saved`}>
          {failure}
        </Banner>
      ) : Object.keys(errors).length > 0 ? (
        <Banner tone="danger" title={t`Not saved`}>
          {t`Check the highlighted fields.`}
        </Banner>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <LinkButton href={doneHref} variant="secondary">
          {t`Cancel`}
        </LinkButton>
        <Button type="submit" isPending={pending}>
          {product ? t`Save product` : t`Create product`}
        </Button>
      </div>
    </form>
  );
}

/** Create (/store/products/create, /store/onlinestore/product/create/$storeChannelId) or edit a product. */
export function ProductFormScreen({ productId, channelId }: { productId?: string; channelId?: string }) {
  const { t } = useLingui();
  const session = useSession();
  const channels = useQuery(channelsQuery(session));
  const product = useQuery({ ...products.queries.detail(session, productId ?? ""), enabled: Boolean(productId) });
  const canWrite = useCanStoreWrite(productId ? "store_products.update" : "store_products.create");
  const doneHref = channelId ? `/store/onlinestore/products/${channelId}` : "/store/products";
  const loading = channels.isPending || (productId !== undefined && product.isPending);
  const failed = channels.isError || (productId !== undefined && product.isError);
  return (
    <>
      <StoreNav />
      <section className="flex flex-col gap-4">
        <PageHeader
          title={productId ? (product.data ? t`Edit ${product.data.name}` : t`Edit product`) : t`Add product`}
        />
        {!canWrite ? (
          <Banner tone="info">{t`You can view products; changing them needs edit permission.`}</Banner>
        ) : null}
        {failed ? (
          <ErrorState
            onRetry={() => {
              void channels.refetch();
              void product.refetch();
            }}
          />
        ) : loading ? (
          <StoreLoading />
        ) : (
          <ProductForm
            {...(product.data ? { product: product.data } : {})}
            {...(channelId ? { channelId } : {})}
            channels={channels.data ?? []}
            doneHref={doneHref}
          />
        )}
      </section>
    </>
  );
}
