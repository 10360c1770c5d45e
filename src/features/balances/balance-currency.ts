/** The balance pages' currency (issue 10; spec 000 §3 balance switcher), kept in the URL. */
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useCountry } from "../../components/ui/country-context.tsx";
import { balanceCurrencyOf } from "../../domain/balances/balances.ts";
import type { Currency } from "../../domain/format/money.ts";

/** The balance page's currency (URL, else the business's) and how to switch it (kept in the URL). */
export function useBalanceCurrency(): [Currency, (currency: Currency) => void] {
  const country = useCountry();
  const search = useSearch({ strict: false }) as { currency?: unknown };
  const navigate = useNavigate();
  const currency = balanceCurrencyOf(search.currency, country);
  const change = (next: Currency) =>
    void navigate({
      to: ".",
      search: ((prev: Record<string, unknown>) => ({ ...prev, currency: next })) as never,
      resetScroll: false,
    });
  return [currency, change];
}
