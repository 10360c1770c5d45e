import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { requireSettingsPage } from "../../features/session/visibility";
import { settingsQueries } from "../../features/settings/api";
import { EscrowSettingsScreen } from "../../features/settings/more-settings";

export const Route = createFileRoute("/_app/settings/p2p-escrow-rdl")({
  beforeLoad: ({ context }) => requireSettingsPage(context, "p2p-escrow-rdl"),
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(settingsQueries.escrow(context.session, context.business.id)),
  component: () => (
    <RouteModule marker="route-module:settings">
      <EscrowSettingsScreen />
    </RouteModule>
  ),
});
