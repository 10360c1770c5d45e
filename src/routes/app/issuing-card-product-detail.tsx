import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { productCardsQuery, productQueries } from "../../features/issuing/api";
import { CardProductScreen } from "../../features/issuing/screens";
import { requirePage } from "../../features/session/visibility";
import { validateDetailSearch } from "../../lib/lists/detail-link";

export const Route = createFileRoute("/_app/issuing/card-products/$product_id")({
  validateSearch: validateDetailSearch,
  beforeLoad: ({ context }) => requirePage(context, "issuing"),
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(productQueries.detail(context.session, params.product_id)),
      context.queryClient.ensureQueryData(productCardsQuery(context.session, params.product_id)),
    ]).catch(() => undefined),
  component: function Detail() {
    const { product_id } = Route.useParams();
    return (
      <RouteModule marker="route-module:issuing">
        <CardProductScreen id={product_id} />
      </RouteModule>
    );
  },
});
