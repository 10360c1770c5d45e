import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { accountQueries, accountsList } from "../../features/balances/api";
import { AllAccountsScreen } from "../../features/balances/screens";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/all-accounts")({
  validateSearch: accountsList.validateSearch,
  loaderDeps: ({ search }) => accountsList.filtersOf(search),
  beforeLoad: ({ context }) => requirePage(context, "all-accounts"),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(accountQueries.list(context.session, deps)),
  component: function AllAccountsPage() {
    return (
      <RouteModule marker="route-module:all-accounts">
        <AllAccountsScreen />
      </RouteModule>
    );
  },
});
