import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { requirePage } from "../../features/session/visibility";
import { AppearanceScreen } from "../../features/store/settings";

export const Route = createFileRoute("/_app/store/onlinestore/customize-appearance/$storeId")({
  beforeLoad: ({ context }) => requirePage(context, "storeops"),
  component: () => (
    <RouteModule marker="route-module:storeops">
      <AppearanceScreen storeId={Route.useParams().storeId} />
    </RouteModule>
  ),
});
