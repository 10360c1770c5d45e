import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { requirePage } from "../../features/session/visibility";
import { orders } from "../../features/store/api";
import { OrdersScreen } from "../../features/store/orders";
import { orderList } from "../../features/store/search";

export const Route = createFileRoute("/_app/store/orders")({
  validateSearch: orderList.validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient
      .ensureQueryData(orders.queries.list(context.session, orders.kit.filtersOf(deps)))
      .catch(() => undefined),
  beforeLoad: ({ context }) => requirePage(context, "storeops"),
  component: () => (
    <RouteModule marker="route-module:storeops">
      <OrdersScreen />
    </RouteModule>
  ),
});
