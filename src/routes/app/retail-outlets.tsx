import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { retailPayments } from "../../features/accept/api";
import { retailPaymentsList } from "../../features/accept/lists";
import { RetailOutletsScreen } from "../../features/accept/payments";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/retail_outlets")({
  validateSearch: retailPaymentsList.validateSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ context }) => requirePage(context, "retail_outlets"),
  loader: ({ context, deps }) =>
    context.queryClient
      .ensureQueryData(retailPayments.queries.list(context.session, retailPaymentsList.filtersOf(deps)))
      .catch(() => undefined),
  component: () => (
    <RouteModule marker="route-module:retail_outlets">
      <RetailOutletsScreen />
    </RouteModule>
  ),
});
