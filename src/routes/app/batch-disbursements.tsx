import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { batchDisbursements } from "../../features/send-money/api";
import { BatchDisbursementsScreen } from "../../features/send-money/batches";
import { batchDisbursementsList } from "../../features/send-money/lists";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/batch_disbursements")({
  validateSearch: batchDisbursementsList.validateSearch,
  loaderDeps: ({ search }) => batchDisbursementsList.filtersOf(search),
  beforeLoad: ({ context }) => requirePage(context, "batch_disbursements"),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(batchDisbursements.queries.list(context.session, deps)),
  component: () => (
    <RouteModule marker="route-module:batch_disbursements">
      <BatchDisbursementsScreen />
    </RouteModule>
  ),
});
