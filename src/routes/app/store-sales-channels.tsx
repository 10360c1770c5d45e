import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { requirePage } from "../../features/session/visibility";
import { SalesChannelsScreen } from "../../features/store/channels";

export const Route = createFileRoute("/_app/store/saleschannels")({
  beforeLoad: ({ context }) => requirePage(context, "storeops"),
  component: () => (
    <RouteModule marker="route-module:storeops">
      <SalesChannelsScreen />
    </RouteModule>
  ),
});
