import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { escrowCustomers } from "../../features/escrow/api";
import { escrowCustomersList } from "../../features/escrow/lists";
import { EscrowCustomersScreen } from "../../features/escrow/screens";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/escrow-customers")({
  validateSearch: escrowCustomersList.validateSearch,
  loaderDeps: ({ search }) => escrowCustomersList.filtersOf(search),
  beforeLoad: ({ context }) => requirePage(context, "escrow-customers"),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(escrowCustomers.queries.list(context.session, deps)),
  component: () => (
    <RouteModule marker="route-module:escrow-customers">
      <EscrowCustomersScreen />
    </RouteModule>
  ),
});
