import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { remittances } from "../../features/send-money/api";
import { remittancesList } from "../../features/send-money/lists";
import { RemittancesScreen } from "../../features/send-money/payouts";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/remittance-payouts")({
  validateSearch: remittancesList.validateSearch,
  loaderDeps: ({ search }) => remittancesList.filtersOf(search),
  beforeLoad: ({ context }) => requirePage(context, "remittance-payouts"),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(remittances.queries.list(context.session, deps)),
  component: () => (
    <RouteModule marker="route-module:remittance-payouts">
      <RemittancesScreen />
    </RouteModule>
  ),
});
