import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { rdlTransactions } from "../../features/escrow/api";
import { RdlTransactionScreen } from "../../features/escrow/screens";
import { requirePage } from "../../features/session/visibility";
import { validateDetailSearch } from "../../lib/lists/detail-link";

export const Route = createFileRoute("/_app/rdl-transactions/$id")({
  validateSearch: validateDetailSearch,
  beforeLoad: ({ context }) => requirePage(context, "rdl-transactions"),
  loader: ({ context, params }) =>
    context.queryClient
      .ensureQueryData(rdlTransactions.queries.detail(context.session, params.id))
      .catch(() => undefined),
  component: () => (
    <RouteModule marker="route-module:rdl-transactions">
      <RdlTransactionScreen id={Route.useParams().id} />
    </RouteModule>
  ),
});
