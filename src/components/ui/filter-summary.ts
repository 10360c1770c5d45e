/**
 * A list's filter options (`ResourceFilterConfig`) and the narrowing filters on screen as the user
 * reads them (`useFilterSummary`): apart from resource-list.tsx (which re-exports them) so the
 * export dialog's form computes the summary when it opens and a list's first load does not carry
 * it (issue 19).
 */
import { useLingui } from "@lingui/react/macro";
import { formatDate } from "../../domain/format/date.ts";
import { currencyForCountry, formatAmount } from "../../domain/format/money.ts";
import type { ListFilters } from "../../lib/lists/search.ts";
import { useMaskAmounts } from "../../lib/mask-amounts.ts";
import { useCountry } from "./country-context.tsx";
import type { IncludedFilter } from "./export-props.ts";

type Filters = ListFilters<string, string, string>;

export interface FilterOption {
  id: string;
  label: string;
}

/** Which filters the list offers (each needs the matching value in the list's definition). */
export interface ResourceFilterConfig {
  statuses?: FilterOption[];
  channels?: FilterOption[];
  /** Record types (the list's definition needs `types`). */
  types?: FilterOption[];
  /** The list's facets offered, each a multi-select (the definition needs the same key in `facets`). */
  facets?: { key: string; label: string; options: FilterOption[] }[];
  /** The created-date range filter. */
  dateRange?: boolean;
  /** The amount range filter (currency of the business's country unless `currency`). */
  amountRange?: boolean | { currency?: string };
  /** Free-text search (reference, description, id). */
  search?: boolean | { label?: string };
  statusLabel?: string;
  channelLabel?: string;
  typeLabel?: string;
}

/**
 * The narrowing filters of a list as the user reads them ("Status: Paid, Settled"), for the export
 * dialog's "exactly what you are looking at" and saved views. Dates are left out when
 * `withDates` is false (the export has its own range).
 */
export function useFilterSummary(
  filters: Filters,
  config: ResourceFilterConfig,
  { withDates = true }: { withDates?: boolean } = {},
): IncludedFilter[] {
  const { t } = useLingui();
  const country = useCountry();
  const [masked] = useMaskAmounts();
  const labelOf = (options: FilterOption[] | undefined, id: string) => options?.find((o) => o.id === id)?.label ?? id;
  const amount = config.amountRange;
  const currency = (typeof amount === "object" ? amount.currency : undefined) ?? currencyForCountry(country);
  const money = (n: number) => (masked ? `${currency} ••••••` : formatAmount(n, currency));
  // a calendar day in the country's format (spec 001 §9)
  const day = (d: string | undefined) =>
    d ? formatDate(`${d}T00:00:00Z`, country, { full: true, timeZone: "UTC" }) : "…";
  const out: IncludedFilter[] = [];
  if (filters.search) out.push({ label: t`Search`, value: filters.search });
  if (filters.status.length)
    out.push({
      label: config.statusLabel ?? t`Status`,
      value: filters.status.map((s) => labelOf(config.statuses, s)).join(", "),
    });
  if (filters.channel.length)
    out.push({
      label: config.channelLabel ?? t`Channel`,
      value: filters.channel.map((c) => labelOf(config.channels, c)).join(", "),
    });
  if (filters.type?.length)
    out.push({
      label: config.typeLabel ?? t`Type`,
      value: filters.type.map((x) => labelOf(config.types, x)).join(", "),
    });
  for (const facet of config.facets ?? []) {
    const chosen = filters.facets?.[facet.key];
    if (chosen?.length)
      out.push({ label: facet.label, value: chosen.map((x) => labelOf(facet.options, x)).join(", ") });
  }
  if (withDates && (filters.created_from || filters.created_to))
    out.push({ label: t`Created`, value: `${day(filters.created_from)} – ${day(filters.created_to)}` });
  if (filters.min_amount !== undefined) out.push({ label: t`Min amount`, value: money(filters.min_amount) });
  if (filters.max_amount !== undefined) out.push({ label: t`Max amount`, value: money(filters.max_amount) });
  return out;
}
