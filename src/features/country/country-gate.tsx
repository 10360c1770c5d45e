import { brand } from "virtual:brand";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { PlainButton, PlainLinkButton } from "../../components/ui/plain-controls";
import { bundleForBusiness } from "../../domain/brand/country";
import type { Country } from "../../domain/brand/sections";

/**
 * Renders its children only when this bundle is built for the business's country. Otherwise it
 * says so and links to the brand's bundle for that country, instead of a half-working page.
 */
export function CountryGate({
  businessCountry,
  onSwitchBusiness,
  children,
}: {
  businessCountry: string | null | undefined;
  /** Offered when no bundle of this brand serves the business. */
  onSwitchBusiness?: () => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const decision = bundleForBusiness(brand.country, businessCountry, brand.otherCountries);
  if (decision.kind === "this-bundle") return <>{children}</>;
  const names: Record<Country, string> = {
    ID: t`Indonesia`,
    PH: t`the Philippines`,
    SG: t`regional remittance`,
  };
  const here = names[brand.country];
  return (
    <section
      role="alert"
      aria-labelledby="country-gate-title"
      className="mx-auto max-w-xl space-y-4 rounded-brand border border-border bg-surface p-6"
    >
      <h1 id="country-gate-title" className="text-xl font-semibold">
        <Trans>This business uses another dashboard</Trans>
      </h1>
      {decision.kind === "other-bundle" ? (
        <>
          <p className="text-muted">
            <Trans>
              This business operates in {names[decision.country]}, and this dashboard is built for {here}. Open the
              dashboard for {names[decision.country]} to manage it.
            </Trans>
          </p>
          <PlainLinkButton href={decision.url} variant="primary">
            <Trans>Open the dashboard for {names[decision.country]}</Trans>
          </PlainLinkButton>
        </>
      ) : (
        <p className="text-muted">
          <Trans>This dashboard is built for {here} and cannot manage this business. Switch to another business.</Trans>
        </p>
      )}
      {onSwitchBusiness ? (
        <PlainButton variant="secondary" onClick={onSwitchBusiness}>
          <Trans>Switch business</Trans>
        </PlainButton>
      ) : null}
    </section>
  );
}
