import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { ewalletCharges } from "../../features/accept/api";
import { ewalletChargesList } from "../../features/accept/lists";
import { EwalletsScreen } from "../../features/accept/payments";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/ewallets")({
  validateSearch: ewalletChargesList.validateSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ context }) => requirePage(context, "ewallets"),
  loader: ({ context, deps }) =>
    context.queryClient
      .ensureQueryData(ewalletCharges.queries.list(context.session, ewalletChargesList.filtersOf(deps)))
      .catch(() => undefined),
  component: () => (
    <RouteModule marker="route-module:ewallets">
      <EwalletsScreen />
    </RouteModule>
  ),
});
