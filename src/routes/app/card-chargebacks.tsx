import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { chargebacks } from "../../features/cards/api";
import { ChargebacksScreen } from "../../features/cards/chargebacks";
import { chargebacksList } from "../../features/cards/search";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/credit_cards/chargebacks")({
  validateSearch: chargebacksList.validateSearch,
  loaderDeps: ({ search }) => chargebacksList.filtersOf(search),
  beforeLoad: ({ context }) => requirePage(context, "credit_cards"),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(chargebacks.queries.list(context.session, deps)),
  component: () => (
    <RouteModule marker="route-module:credit_cards">
      <ChargebacksScreen />
    </RouteModule>
  ),
});
