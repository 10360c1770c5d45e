import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { cashQueries } from "../../features/balances/api";
import { CashDetailScreen } from "../../features/balances/detail-screens";
import { requirePage } from "../../features/session/visibility";
import { validateDetailSearch } from "../../lib/lists/detail-link";

export const Route = createFileRoute("/_app/cash/$transaction_id")({
  validateSearch: validateDetailSearch,
  beforeLoad: ({ context }) => requirePage(context, "cash"),
  // a 404 (wrong or another business's id) is shown by the page, not thrown
  loader: ({ context, params }) =>
    context.queryClient
      .ensureQueryData(cashQueries.detail(context.session, params.transaction_id))
      .catch(() => undefined),
  component: function CashDetailPage() {
    const { transaction_id } = Route.useParams();
    return (
      <RouteModule marker="route-module:cash">
        <CashDetailScreen id={transaction_id} />
      </RouteModule>
    );
  },
});
