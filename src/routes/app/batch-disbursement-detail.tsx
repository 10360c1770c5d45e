import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { batchDisbursements } from "../../features/send-money/api";
import { BatchDisbursementScreen } from "../../features/send-money/batches";
import { requirePage } from "../../features/session/visibility";
import { validateDetailSearch } from "../../lib/lists/detail-link";

export const Route = createFileRoute("/_app/batch_disbursements/$id")({
  validateSearch: validateDetailSearch,
  beforeLoad: ({ context }) => requirePage(context, "batch_disbursements"),
  loader: ({ context, params }) =>
    context.queryClient
      .ensureQueryData(batchDisbursements.queries.detail(context.session, params.id))
      .catch(() => undefined),
  component: () => (
    <RouteModule marker="route-module:batch_disbursements">
      <BatchDisbursementScreen id={Route.useParams().id} />
    </RouteModule>
  ),
});
