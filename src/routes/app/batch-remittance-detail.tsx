import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { batchRemittances } from "../../features/send-money/api";
import { BatchRemittanceScreen } from "../../features/send-money/batches";
import { requirePage } from "../../features/session/visibility";
import { validateDetailSearch } from "../../lib/lists/detail-link";

export const Route = createFileRoute("/_app/batch-remittances/$id")({
  validateSearch: validateDetailSearch,
  beforeLoad: ({ context }) => requirePage(context, "batch-remittances"),
  loader: ({ context, params }) =>
    context.queryClient
      .ensureQueryData(batchRemittances.queries.detail(context.session, params.id))
      .catch(() => undefined),
  component: () => (
    <RouteModule marker="route-module:batch-remittances">
      <BatchRemittanceScreen id={Route.useParams().id} />
    </RouteModule>
  ),
});
