import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { productQueries } from "../../features/issuing/api";
import { CardProductsScreen } from "../../features/issuing/screens";
import { productList } from "../../features/issuing/search";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/issuing/card-products")({
  validateSearch: productList.validateSearch,
  loaderDeps: ({ search }) => productList.filtersOf(search),
  beforeLoad: ({ context }) => requirePage(context, "issuing"),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(productQueries.list(context.session, deps)).catch(() => undefined),
  component: () => (
    <RouteModule marker="route-module:issuing">
      <CardProductsScreen />
    </RouteModule>
  ),
});
