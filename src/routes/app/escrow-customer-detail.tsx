import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { escrowCustomers } from "../../features/escrow/api";
import { EscrowCustomerScreen } from "../../features/escrow/screens";
import { requirePage } from "../../features/session/visibility";
import { validateDetailSearch } from "../../lib/lists/detail-link";

export const Route = createFileRoute("/_app/escrow-customers/$id")({
  validateSearch: validateDetailSearch,
  beforeLoad: ({ context }) => requirePage(context, "escrow-customers"),
  loader: ({ context, params }) =>
    context.queryClient
      .ensureQueryData(escrowCustomers.queries.detail(context.session, params.id))
      .catch(() => undefined),
  component: () => (
    <RouteModule marker="route-module:escrow-customers">
      <EscrowCustomerScreen id={Route.useParams().id} />
    </RouteModule>
  ),
});
