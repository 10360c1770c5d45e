/**
 * The fields of the store's "Connect a sales channel" dialog: the platform and, except for Shopee,
 * the shop's address. Loaded when the dialog first opens (channels.tsx): its picker (react-aria's
 * Select) is not part of the sales channels page's first load (issue 19).
 */
import { useLingui } from "@lingui/react/macro";
import { TextField } from "../../components/ui/field.tsx";
import { Select } from "../../components/ui/select.tsx";
import { AUTHORIZE_PROVIDERS, type AuthorizeProvider, isAuthorizeProvider } from "../../domain/store/rules.ts";

export function ConnectFields({
  provider,
  setProvider,
  providerName,
  needsShop,
  shopUrl,
  setShopUrl,
  shopUrlError,
}: {
  provider: AuthorizeProvider;
  setProvider: (provider: AuthorizeProvider) => void;
  providerName: (provider: AuthorizeProvider) => string;
  /** Every platform but Shopee asks for the shop's address. */
  needsShop: boolean;
  shopUrl: string;
  setShopUrl: (shopUrl: string) => void;
  shopUrlError: string | undefined;
}) {
  const { t } = useLingui();
  return (
    <>
      <Select
        label={t`Platform`}
        options={AUTHORIZE_PROVIDERS.map((p) => ({ id: p, label: providerName(p) }))}
        selectedKey={provider}
        onSelectionChange={(k) => k && isAuthorizeProvider(k) && setProvider(k)}
      />
      {needsShop ? (
        <TextField
          label={t`Shop address`}
          value={shopUrl}
          onChange={setShopUrl}
          inputMode="text"
          isRequired
          errorMessage={shopUrlError}
        />
      ) : (
        <p className="text-sm text-muted">{t`You will sign in to Shopee Seller Centre and choose the shop to connect.`}</p>
      )}
    </>
  );
}
