import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { transactionQueries } from "../../features/issuing/api";
import { IssuingTransactionsScreen } from "../../features/issuing/screens";
import { transactionList } from "../../features/issuing/search";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/issuing/transactions")({
  validateSearch: transactionList.validateSearch,
  loaderDeps: ({ search }) => transactionList.filtersOf(search),
  beforeLoad: ({ context }) => requirePage(context, "issuing"),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(transactionQueries.list(context.session, deps)).catch(() => undefined),
  component: () => (
    <RouteModule marker="route-module:issuing">
      <IssuingTransactionsScreen />
    </RouteModule>
  ),
});
