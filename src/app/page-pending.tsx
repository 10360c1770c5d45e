import { Trans, useLingui } from "@lingui/react/macro";
import type { PageKey } from "../domain/brand/sections";
import { PAGE_TITLES } from "./page-titles";

/**
 * A page of this bundle whose screen is not built yet. It says so plainly instead of showing
 * made-up data. `marker` is the unique string bundle verification looks for (scripts/verify-bundles.ts).
 */
export function PagePending({ page, marker }: { page: PageKey | "register"; marker: string }) {
  const { i18n } = useLingui();
  return (
    <section data-route-module={marker} aria-labelledby="page-title" className="space-y-3">
      <h1 id="page-title" className="text-2xl font-semibold">
        {i18n._(PAGE_TITLES[page])}
      </h1>
      <p className="text-muted">
        <Trans>This page is not available in this version of the dashboard yet.</Trans>
      </p>
    </section>
  );
}
