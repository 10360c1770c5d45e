import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { escrowBalances } from "../../features/escrow/balance-api";
import { EscrowBalanceScreen } from "../../features/escrow/balance-screen";
import { escrowBalancesList } from "../../features/escrow/lists";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/escrow-balance")({
  validateSearch: escrowBalancesList.validateSearch,
  loaderDeps: ({ search }) => escrowBalancesList.filtersOf(search),
  beforeLoad: ({ context }) => requirePage(context, "escrow-balance"),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(escrowBalances.queries.list(context.session, deps)),
  component: () => (
    <RouteModule marker="route-module:escrow-balance">
      <EscrowBalanceScreen />
    </RouteModule>
  ),
});
