import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { rdlInvestors } from "../../features/escrow/api";
import { RdlInvestorScreen } from "../../features/escrow/screens";
import { requirePage } from "../../features/session/visibility";
import { validateDetailSearch } from "../../lib/lists/detail-link";

export const Route = createFileRoute("/_app/rdl-investors/$id")({
  validateSearch: validateDetailSearch,
  beforeLoad: ({ context }) => requirePage(context, "rdl-investors"),
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(rdlInvestors.queries.detail(context.session, params.id)).catch(() => undefined),
  component: () => (
    <RouteModule marker="route-module:rdl-investors">
      <RdlInvestorScreen id={Route.useParams().id} />
    </RouteModule>
  ),
});
