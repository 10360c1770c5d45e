import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { pendingQueries } from "../../features/balances/api";
import { PendingDetailScreen } from "../../features/balances/detail-screens";
import { requirePage } from "../../features/session/visibility";
import { validateDetailSearch } from "../../lib/lists/detail-link";

export const Route = createFileRoute("/_app/pending/$transaction_id")({
  validateSearch: validateDetailSearch,
  beforeLoad: ({ context }) => requirePage(context, "pending"),
  // a 404 (wrong or another business's id) is shown by the page, not thrown
  loader: ({ context, params }) =>
    context.queryClient
      .ensureQueryData(pendingQueries.detail(context.session, params.transaction_id))
      .catch(() => undefined),
  component: function PendingDetailPage() {
    const { transaction_id } = Route.useParams();
    return (
      <RouteModule marker="route-module:pending">
        <PendingDetailScreen id={transaction_id} />
      </RouteModule>
    );
  },
});
