import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { receiptSettingsQuery } from "../../features/ereceipts/api";
import { ReceiptPreviewScreen } from "../../features/ereceipts/screens";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/ereceipts/preview")({
  beforeLoad: ({ context }) => requirePage(context, "eReceipts"),
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(receiptSettingsQuery(context.session)).catch(() => undefined),
  component: () => (
    <RouteModule marker="route-module:eReceipts">
      <ReceiptPreviewScreen />
    </RouteModule>
  ),
});
