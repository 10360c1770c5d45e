import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { requireSettingsPage } from "../../features/session/visibility";
import { settingsQueries } from "../../features/settings/api";
import { BillingsScreen } from "../../features/settings/billings";

export const Route = createFileRoute("/_app/settings/billings")({
  beforeLoad: ({ context }) => requireSettingsPage(context, "billings"),
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(settingsQueries.statements(context.session, context.business.id)),
  component: () => (
    <RouteModule marker="route-module:settings">
      <BillingsScreen />
    </RouteModule>
  ),
});
