import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { requirePage } from "../../features/session/visibility";
import { MultichannelProductsScreen } from "../../features/store/products";

export const Route = createFileRoute("/_app/store/multichannelproducts")({
  beforeLoad: ({ context }) => requirePage(context, "storeops"),
  component: () => (
    <RouteModule marker="route-module:storeops">
      <MultichannelProductsScreen />
    </RouteModule>
  ),
});
