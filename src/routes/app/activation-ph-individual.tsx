import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { ActivationRouteScreen } from "../../features/activation/activation-screen";
import { draftQueryOptions } from "../../features/activation/api";
import { requirePage } from "../../features/session/visibility";

/** The Philippine individual's activation form (spec 001 §2). */
export const Route = createFileRoute("/_app/activation-ph-individual")({
  beforeLoad: ({ context }) => requirePage(context, "activation-ph-individual"),
  loader: ({ context }) => context.queryClient.ensureQueryData(draftQueryOptions(context.session, context.business.id)),
  component: () => (
    <RouteModule marker="route-module:activation-ph-individual">
      <ActivationRouteScreen context={Route.useRouteContext()} fixedEntity="PH:Individual" />
    </RouteModule>
  ),
});
