import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { requireSettingsPage } from "../../features/session/visibility";
import { settingsQueries } from "../../features/settings/api";
import { SendingMoneyScreen } from "../../features/settings/more-settings";

export const Route = createFileRoute("/_app/settings/sending-money")({
  beforeLoad: ({ context }) => requireSettingsPage(context, "sending-money"),
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(settingsQueries.sendingMoney(context.session, context.business.id)),
  component: () => (
    <RouteModule marker="route-module:settings">
      <SendingMoneyScreen />
    </RouteModule>
  ),
});
