import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { CreateReceiptScreen } from "../../features/ereceipts/forms";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/ereceipts/create")({
  beforeLoad: ({ context }) => requirePage(context, "eReceipts"),
  component: () => (
    <RouteModule marker="route-module:eReceipts">
      <CreateReceiptScreen />
    </RouteModule>
  ),
});
