import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { requirePage } from "../../features/session/visibility";
import { products } from "../../features/store/api";
import { ProductsScreen } from "../../features/store/products";
import { productList } from "../../features/store/search";

export const Route = createFileRoute("/_app/store/products")({
  validateSearch: productList.validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient
      .ensureQueryData(products.queries.list(context.session, products.kit.filtersOf(deps)))
      .catch(() => undefined),
  beforeLoad: ({ context }) => requirePage(context, "storeops"),
  component: () => (
    <RouteModule marker="route-module:storeops">
      <ProductsScreen />
    </RouteModule>
  ),
});
