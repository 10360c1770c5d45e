import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { requirePage } from "../../features/session/visibility";
import { ProductFormScreen } from "../../features/store/products";

export const Route = createFileRoute("/_app/store/onlinestore/product/create/$storeChannelId")({
  beforeLoad: ({ context }) => requirePage(context, "storeops"),
  component: () => (
    <RouteModule marker="route-module:storeops">
      <ProductFormScreen channelId={Route.useParams().storeChannelId} />
    </RouteModule>
  ),
});
