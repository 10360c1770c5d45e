import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { companyDetailQueryOptions } from "../../features/activation/api";
import { OngoingActivationScreen } from "../../features/activation/ongoing-screen";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/activation/ongoing-activation")({
  beforeLoad: ({ context }) => requirePage(context, "activation"),
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(companyDetailQueryOptions(context.session, context.business.id)),
  component: OngoingActivationPage,
});

function OngoingActivationPage() {
  const { business, user } = Route.useRouteContext();
  return (
    <RouteModule marker="route-module:activation">
      <OngoingActivationScreen
        businessId={business.id}
        email={user.email}
        emailPending={user.email_verification_status === "PENDING"}
      />
    </RouteModule>
  );
}
