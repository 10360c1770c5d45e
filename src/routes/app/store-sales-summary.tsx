import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { requirePage } from "../../features/session/visibility";
import { validateSummarySearch } from "../../features/store/search";
import { SalesSummaryScreen } from "../../features/store/summary";

export const Route = createFileRoute("/_app/store/onlinestore/sales-summary/$storeId")({
  validateSearch: validateSummarySearch,
  beforeLoad: ({ context }) => requirePage(context, "storeops"),
  component: () => (
    <RouteModule marker="route-module:storeops">
      <SalesSummaryScreen storeId={Route.useParams().storeId} range={Route.useSearch()} />
    </RouteModule>
  ),
});
