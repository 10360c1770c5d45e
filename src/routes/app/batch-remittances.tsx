import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { batchRemittances } from "../../features/send-money/api";
import { BatchRemittancesScreen } from "../../features/send-money/batches";
import { batchRemittancesList } from "../../features/send-money/lists";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/batch-remittances")({
  validateSearch: batchRemittancesList.validateSearch,
  loaderDeps: ({ search }) => batchRemittancesList.filtersOf(search),
  beforeLoad: ({ context }) => requirePage(context, "batch-remittances"),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(batchRemittances.queries.list(context.session, deps)),
  component: () => (
    <RouteModule marker="route-module:batch-remittances">
      <BatchRemittancesScreen />
    </RouteModule>
  ),
});
