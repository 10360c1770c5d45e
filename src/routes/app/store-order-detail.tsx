import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { requirePage } from "../../features/session/visibility";
import { OrderDetailScreen } from "../../features/store/orders";
import { validateDetailSearch } from "../../lib/lists/detail-link";

export const Route = createFileRoute("/_app/store/orders/$orderId")({
  validateSearch: validateDetailSearch,
  beforeLoad: ({ context }) => requirePage(context, "storeops"),
  component: () => (
    <RouteModule marker="route-module:storeops">
      <OrderDetailScreen id={Route.useParams().orderId} listPath="/store/orders" />
    </RouteModule>
  ),
});
