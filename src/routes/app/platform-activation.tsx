import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { activationQueryOptions } from "../../features/platform/api";
import { PlatformActivationScreen } from "../../features/platform/screens";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/xenplatform-activation")({
  beforeLoad: ({ context }) => requirePage(context, "xenplatform-activation"),
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(activationQueryOptions(context.session)).catch(() => undefined),
  component: () => (
    <RouteModule marker="route-module:xenplatform-activation">
      <PlatformActivationScreen />
    </RouteModule>
  ),
});
