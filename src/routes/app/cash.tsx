import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { cashQueries } from "../../features/balances/api";
import { CashScreen } from "../../features/balances/cash-screen";
import { cashList, validateCurrencySearch } from "../../features/balances/search";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/cash")({
  validateSearch: (search: Record<string, unknown>) => ({
    ...cashList.validateSearch(search),
    ...validateCurrencySearch(search),
  }),
  loaderDeps: ({ search }) => cashList.filtersOf(search),
  beforeLoad: ({ context }) => requirePage(context, "cash"),
  // a failed load shows the list's own error state (filters kept, retry), not the route's error screen;
  // the page stays in the query cache only (capped), not in the router's match cache (issue 10 memory)
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(cashQueries.list(context.session, deps)).then(
      () => undefined,
      () => undefined,
    ),
  component: function CashPage() {
    const { visibility } = Route.useRouteContext();
    const props = { balanceView: visibility.balanceView === "new" ? ("NEW" as const) : ("OLD" as const) };
    return (
      <RouteModule marker="route-module:cash">
        <CashScreen {...props} />
      </RouteModule>
    );
  },
});
