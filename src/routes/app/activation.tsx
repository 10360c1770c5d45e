import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { ActivationRouteScreen } from "../../features/activation/activation-screen";
import { draftQueryOptions } from "../../features/activation/api";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/activation")({
  beforeLoad: ({ context }) => requirePage(context, "activation"),
  loader: ({ context }) => context.queryClient.ensureQueryData(draftQueryOptions(context.session, context.business.id)),
  component: () => (
    <RouteModule marker="route-module:activation">
      <ActivationRouteScreen context={Route.useRouteContext()} />
    </RouteModule>
  ),
});
