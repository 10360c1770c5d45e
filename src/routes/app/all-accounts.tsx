import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { accountQueries } from "../../features/balances/api";
import { AllAccountsScreen } from "../../features/balances/screens";
import { accountsList } from "../../features/balances/search";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/all-accounts")({
  validateSearch: accountsList.validateSearch,
  loaderDeps: ({ search }) => accountsList.filtersOf(search),
  beforeLoad: ({ context }) => requirePage(context, "all-accounts"),
  // a failed load shows the list's own error state (filters kept, retry), not the route's error screen;
  // the page stays in the query cache only (capped), not in the router's match cache (issue 10 memory)
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(accountQueries.list(context.session, deps)).then(
      () => undefined,
      () => undefined,
    ),
  component: function AllAccountsPage() {
    return (
      <RouteModule marker="route-module:all-accounts">
        <AllAccountsScreen />
      </RouteModule>
    );
  },
});
