import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { requirePage } from "../../features/session/visibility";
import { ChannelProductsScreen } from "../../features/store/products";
import { productList } from "../../features/store/search";

export const Route = createFileRoute("/_app/store/onlinestore/products/$storeChannelId")({
  validateSearch: productList.validateSearch,
  beforeLoad: ({ context }) => requirePage(context, "storeops"),
  component: () => (
    <RouteModule marker="route-module:storeops">
      <ChannelProductsScreen channelId={Route.useParams().storeChannelId} />
    </RouteModule>
  ),
});
