import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { escrowAccounts } from "../../features/escrow/api";
import { escrowAccountsList } from "../../features/escrow/lists";
import { EscrowAccountsScreen } from "../../features/escrow/screens";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/escrow-account")({
  validateSearch: escrowAccountsList.validateSearch,
  loaderDeps: ({ search }) => escrowAccountsList.filtersOf(search),
  beforeLoad: ({ context }) => requirePage(context, "escrow-account"),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(escrowAccounts.queries.list(context.session, deps)),
  component: () => (
    <RouteModule marker="route-module:escrow-account">
      <EscrowAccountsScreen />
    </RouteModule>
  ),
});
