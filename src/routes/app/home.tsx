import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { homeSetupQueryOptions } from "../../features/home/api";
import { HomeScreen } from "../../features/home/home-screen";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/home")({
  beforeLoad: ({ context }) => requirePage(context, "home"),
  loader: ({ context }) =>
    context.queryClient
      .ensureQueryData(homeSetupQueryOptions(context.session, context.business.id, context.environment.environment))
      .catch(() => undefined),
  component: () => (
    <RouteModule marker="route-module:home">
      <HomeScreen />
    </RouteModule>
  ),
});
