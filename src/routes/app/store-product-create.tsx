import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { requirePage } from "../../features/session/visibility";
import { ProductFormScreen } from "../../features/store/products";

export const Route = createFileRoute("/_app/store/products/create")({
  beforeLoad: ({ context }) => requirePage(context, "storeops"),
  component: () => (
    <RouteModule marker="route-module:storeops">
      <ProductFormScreen />
    </RouteModule>
  ),
});
