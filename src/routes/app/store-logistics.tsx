import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { requirePage } from "../../features/session/visibility";
import { LogisticsScreen } from "../../features/store/settings";

export const Route = createFileRoute("/_app/store/onlinestore/logistics/$storeId")({
  beforeLoad: ({ context }) => requirePage(context, "storeops"),
  component: () => (
    <RouteModule marker="route-module:storeops">
      <LogisticsScreen storeId={Route.useParams().storeId} />
    </RouteModule>
  ),
});
