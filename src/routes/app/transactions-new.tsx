import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { transactionQueries } from "../../features/balances/api";
import { TransactionsScreen } from "../../features/balances/screens";
import { transactionsList } from "../../features/balances/search";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/transactions-new")({
  validateSearch: transactionsList.validateSearch,
  loaderDeps: ({ search }) => transactionsList.filtersOf(search),
  beforeLoad: ({ context }) => requirePage(context, "transactions-new"),
  // a failed load shows the list's own error state (filters kept, retry), not the route's error screen;
  // the page stays in the query cache only (capped), not in the router's match cache (issue 10 memory)
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(transactionQueries.list(context.session, deps)).then(
      () => undefined,
      () => undefined,
    ),
  component: function TransactionsPage() {
    return (
      <RouteModule marker="route-module:transactions-new">
        <TransactionsScreen />
      </RouteModule>
    );
  },
});
