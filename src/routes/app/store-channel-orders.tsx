import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { requirePage } from "../../features/session/visibility";
import { StoreOrdersScreen } from "../../features/store/orders";
import { storeOrderList } from "../../features/store/search";

export const Route = createFileRoute("/_app/store/onlinestore/orders/$storeId")({
  validateSearch: storeOrderList.validateSearch,
  beforeLoad: ({ context }) => requirePage(context, "storeops"),
  component: () => (
    <RouteModule marker="route-module:storeops">
      <StoreOrdersScreen storeId={Route.useParams().storeId} />
    </RouteModule>
  ),
});
