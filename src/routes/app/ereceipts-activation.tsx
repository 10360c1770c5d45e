import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { ReceiptsActivationScreen } from "../../features/ereceipts/screens";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/ereceipts-activation")({
  beforeLoad: ({ context }) => requirePage(context, "ereceipts-activation"),
  component: () => (
    <RouteModule marker="route-module:ereceipts-activation">
      <ReceiptsActivationScreen />
    </RouteModule>
  ),
});
