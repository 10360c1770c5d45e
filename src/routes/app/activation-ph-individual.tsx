import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { ActivationScreen } from "../../features/activation/activation-screen";
import { draftQueryOptions } from "../../features/activation/api";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/activation-ph-individual")({
  beforeLoad: ({ context }) => requirePage(context, "activation-ph-individual"),
  loader: ({ context }) => context.queryClient.ensureQueryData(draftQueryOptions(context.session, context.business.id)),
  component: PhIndividualActivationPage,
});

function PhIndividualActivationPage() {
  const { business, environment, config } = Route.useRouteContext();
  return (
    <RouteModule marker="route-module:activation-ph-individual">
      <ActivationScreen
        key={business.id}
        businessId={business.id}
        country={business.country_of_operation}
        gatewayUrl={config.gatewayUrl}
        development={environment.environment === "DEVELOPMENT"}
        fixedEntity="PH:Individual"
      />
    </RouteModule>
  );
}
