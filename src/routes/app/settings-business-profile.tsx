import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { requireSettingsPage } from "../../features/session/visibility";
import { settingsQueries } from "../../features/settings/api";
import { BusinessProfileScreen } from "../../features/settings/business-profile";

export const Route = createFileRoute("/_app/settings/business-profile")({
  beforeLoad: ({ context }) => requireSettingsPage(context, "business-profile"),
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(settingsQueries.profile(context.session, context.business.id)),
  component: () => (
    <RouteModule marker="route-module:settings">
      <BusinessProfileScreen />
    </RouteModule>
  ),
});
