import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { rdlTransactions } from "../../features/escrow/api";
import { rdlTransactionsList } from "../../features/escrow/lists";
import { RdlTransactionsScreen } from "../../features/escrow/screens";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/rdl-transactions")({
  validateSearch: rdlTransactionsList.validateSearch,
  loaderDeps: ({ search }) => rdlTransactionsList.filtersOf(search),
  beforeLoad: ({ context }) => requirePage(context, "rdl-transactions"),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(rdlTransactions.queries.list(context.session, deps)),
  component: () => (
    <RouteModule marker="route-module:rdl-transactions">
      <RdlTransactionsScreen />
    </RouteModule>
  ),
});
