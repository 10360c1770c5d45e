import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { requirePage } from "../../features/session/visibility";
import { SettingsOverview } from "../../features/settings/overview";

export const Route = createFileRoute("/_app/settings")({
  beforeLoad: ({ context }) => requirePage(context, "settings"),
  component: () => (
    <RouteModule marker="route-module:settings">
      <SettingsOverview />
    </RouteModule>
  ),
});
