import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { requirePage } from "../../features/session/visibility";
import { SettledOrdersScreen } from "../../features/store/orders";
import { settledOrderList } from "../../features/store/search";

export const Route = createFileRoute("/_app/store/orders-cancelled")({
  validateSearch: settledOrderList.validateSearch,
  beforeLoad: ({ context }) => requirePage(context, "storeops"),
  component: () => (
    <RouteModule marker="route-module:storeops">
      <SettledOrdersScreen status="CANCELLED" />
    </RouteModule>
  ),
});
