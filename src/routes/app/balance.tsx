import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { balanceCurrencyOf } from "../../domain/balances/balances";
import { canSeePage } from "../../domain/visibility/pages";
import { balanceSummaryQueryOptions } from "../../features/balances/api";
import { BalanceScreen } from "../../features/balances/screens";
import { validateCurrencySearch } from "../../features/balances/search";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/balance")({
  validateSearch: validateCurrencySearch,
  loaderDeps: ({ search }) => ({ currency: search.currency }),
  beforeLoad: ({ context }) => requirePage(context, "balance"),
  loader: ({ context, deps }) =>
    context.queryClient
      .ensureQueryData(
        balanceSummaryQueryOptions(
          context.session,
          balanceCurrencyOf(deps.currency, context.visibility.business.country),
        ),
      )
      // the screen shows the error with a retry
      .catch(() => undefined),
  component: function BalancePage() {
    const { visibility } = Route.useRouteContext();
    const links = {
      transactions: canSeePage("transactions-new", visibility),
      pending: canSeePage("pending", visibility),
      accounts: canSeePage("all-accounts", visibility),
    };
    return (
      <RouteModule marker="route-module:balance">
        <BalanceScreen links={links} />
      </RouteModule>
    );
  },
});
