import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { homeSetupQueryOptions } from "../../features/home/api";
import { HomeScreen } from "../../features/home/home-screen";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/home")({
  beforeLoad: ({ context }) => requirePage(context, "home"),
  // started, not awaited (issue 19): the frame and the home's header paint as soon as the guard has
  // its answers, the setup cards' skeleton until the business state arrives, instead of a blank
  // loading screen for one more round trip; the screen's useQuery finds the request in flight
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(
      homeSetupQueryOptions(context.session, context.business.id, context.environment.environment),
    );
  },
  component: () => (
    <RouteModule marker="route-module:home">
      <HomeScreen />
    </RouteModule>
  ),
});
