import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { receiptQueries } from "../../features/ereceipts/api";
import { ReceiptsScreen } from "../../features/ereceipts/screens";
import { receiptList } from "../../features/ereceipts/search";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/ereceipts")({
  validateSearch: receiptList.validateSearch,
  loaderDeps: ({ search }) => receiptList.filtersOf(search),
  beforeLoad: ({ context }) => requirePage(context, "eReceipts"),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(receiptQueries.list(context.session, deps)).catch(() => undefined),
  component: () => (
    <RouteModule marker="route-module:eReceipts">
      <ReceiptsScreen />
    </RouteModule>
  ),
});
