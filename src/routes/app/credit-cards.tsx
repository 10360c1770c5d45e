import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { charges } from "../../features/cards/api";
import { PaymentsScreen } from "../../features/cards/lists";
import { chargesList, paymentsValidateSearch } from "../../features/cards/search";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/credit_cards/payments")({
  validateSearch: paymentsValidateSearch,
  loaderDeps: ({ search }) => chargesList.filtersOf(search),
  beforeLoad: ({ context }) => requirePage(context, "credit_cards"),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(charges.queries.list(context.session, deps)),
  component: () => (
    <RouteModule marker="route-module:credit_cards">
      <PaymentsScreen />
    </RouteModule>
  ),
});
