import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { retailPayments } from "../../features/accept/api";
import { RetailOutletsScreen } from "../../features/accept/payments";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/retail_outlets")({
  validateSearch: retailPayments.kit.validateSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ context }) => requirePage(context, "retail_outlets"),
  loader: ({ context, deps }) =>
    context.queryClient
      .ensureQueryData(retailPayments.queries.list(context.session, retailPayments.kit.filtersOf(deps)))
      .catch(() => undefined),
  component: () => (
    <RouteModule marker="route-module:retail_outlets">
      <RetailOutletsScreen />
    </RouteModule>
  ),
});
