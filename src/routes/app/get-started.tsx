import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { showsChatToActivate } from "../../domain/activation/get-started";
import { getStartedQueryOptions } from "../../features/activation/api";
import { GetStartedScreen } from "../../features/activation/get-started-screen";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/get-started")({
  beforeLoad: ({ context }) => requirePage(context, "get_started"),
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(
      getStartedQueryOptions(context.session, context.business.id, context.business.country_of_operation),
    ),
  component: GetStartedPage,
});

function GetStartedPage() {
  const { business, user } = Route.useRouteContext();
  return (
    <RouteModule marker="route-module:get_started">
      <GetStartedScreen
        businessId={business.id}
        country={business.country_of_operation}
        chatToActivate={showsChatToActivate({
          entity: business.entity,
          goLiveStatus: business.go_live_status,
          country: business.country_of_operation,
          isXpSubAccount: business.is_xp_sub_account,
          xpSubAccountType: business.xp_sub_account_type,
          canAdminister: user.can_administer,
        })}
      />
    </RouteModule>
  );
}
