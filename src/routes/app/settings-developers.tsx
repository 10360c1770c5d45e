import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { requireSettingsPage } from "../../features/session/visibility";
import { settingsQueries } from "../../features/settings/api";
import { DevelopersScreen } from "../../features/settings/developers";

export const Route = createFileRoute("/_app/settings/developers")({
  beforeLoad: ({ context }) => requireSettingsPage(context, "developers"),
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(settingsQueries.allowList(context.session, context.business.id)),
  component: () => (
    <RouteModule marker="route-module:settings">
      <DevelopersScreen />
    </RouteModule>
  ),
});
