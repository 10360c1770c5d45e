import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { requirePage } from "../../features/session/visibility";
import { TwoFactorSetupScreen } from "../../features/settings/two-factor";

export const Route = createFileRoute("/_bare/2fa-setup")({
  beforeLoad: ({ context }) => requirePage(context, "2fa-setup", "bare"),
  component: () => (
    <RouteModule marker="route-module:2fa-setup">
      <TwoFactorSetupScreen />
    </RouteModule>
  ),
});
