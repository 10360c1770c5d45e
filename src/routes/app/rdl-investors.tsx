import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { rdlInvestors } from "../../features/escrow/api";
import { rdlInvestorsList } from "../../features/escrow/lists";
import { RdlInvestorsScreen } from "../../features/escrow/screens";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/rdl-investors")({
  validateSearch: rdlInvestorsList.validateSearch,
  loaderDeps: ({ search }) => rdlInvestorsList.filtersOf(search),
  beforeLoad: ({ context }) => requirePage(context, "rdl-investors"),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(rdlInvestors.queries.list(context.session, deps)),
  component: () => (
    <RouteModule marker="route-module:rdl-investors">
      <RdlInvestorsScreen />
    </RouteModule>
  ),
});
