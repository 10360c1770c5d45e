import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { requireSettingsPage } from "../../features/session/visibility";
import { settingsQueries } from "../../features/settings/api";
import { IntegrationsScreen } from "../../features/settings/more-settings";

export const Route = createFileRoute("/_app/settings/integrations")({
  beforeLoad: ({ context }) => requireSettingsPage(context, "integrations"),
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(settingsQueries.integrations(context.session, context.business.id)),
  component: () => (
    <RouteModule marker="route-module:settings">
      <IntegrationsScreen />
    </RouteModule>
  ),
});
