import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { requirePage } from "../../features/session/visibility";
import { channelsQuery } from "../../features/store/api";
import { StoreOverviewScreen } from "../../features/store/overview";

export const Route = createFileRoute("/_app/store/onlinestore")({
  loader: ({ context }) => context.queryClient.ensureQueryData(channelsQuery(context.session)).catch(() => undefined),
  beforeLoad: ({ context }) => requirePage(context, "storeops"),
  component: () => (
    <RouteModule marker="route-module:storeops">
      <StoreOverviewScreen />
    </RouteModule>
  ),
});
