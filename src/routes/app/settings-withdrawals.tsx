import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { requireSettingsPage } from "../../features/session/visibility";
import { settingsQueries } from "../../features/settings/api";
import { WithdrawalsScreen } from "../../features/settings/withdrawals";

export const Route = createFileRoute("/_app/settings/withdrawals")({
  beforeLoad: ({ context }) => requireSettingsPage(context, "withdrawals"),
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(settingsQueries.bankAccounts(context.session, context.business.id)),
  component: () => (
    <RouteModule marker="route-module:settings">
      <WithdrawalsScreen />
    </RouteModule>
  ),
});
