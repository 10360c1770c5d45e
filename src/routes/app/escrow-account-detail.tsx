import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { escrowAccounts } from "../../features/escrow/api";
import { EscrowAccountScreen } from "../../features/escrow/screens";
import { requirePage } from "../../features/session/visibility";
import { validateDetailSearch } from "../../lib/lists/detail-link";

export const Route = createFileRoute("/_app/escrow-account/$id")({
  validateSearch: validateDetailSearch,
  beforeLoad: ({ context }) => requirePage(context, "escrow-account"),
  loader: ({ context, params }) =>
    context.queryClient
      .ensureQueryData(escrowAccounts.queries.detail(context.session, params.id))
      .catch(() => undefined),
  component: () => (
    <RouteModule marker="route-module:escrow-account">
      <EscrowAccountScreen id={Route.useParams().id} />
    </RouteModule>
  ),
});
