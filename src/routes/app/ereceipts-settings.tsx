import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { receiptSettingsQuery } from "../../features/ereceipts/api";
import { ReceiptSettingsScreen } from "../../features/ereceipts/forms";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/ereceipts/settings")({
  beforeLoad: ({ context }) => requirePage(context, "eReceipts"),
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(receiptSettingsQuery(context.session)).catch(() => undefined),
  component: () => (
    <RouteModule marker="route-module:eReceipts">
      <ReceiptSettingsScreen />
    </RouteModule>
  ),
});
