import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { checkoutSettingsQuery } from "../../features/accept/api";
import { CustomizeCheckoutScreen } from "../../features/accept/checkout";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/customize-checkout")({
  beforeLoad: ({ context }) => requirePage(context, "customize-checkout"),
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(checkoutSettingsQuery(context.session)).catch(() => undefined),
  component: () => (
    <RouteModule marker="route-module:customize-checkout">
      <CustomizeCheckoutScreen />
    </RouteModule>
  ),
});
