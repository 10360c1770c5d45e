import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { transactionQueries } from "../../features/balances/api";
import { TransactionDetailScreen } from "../../features/balances/detail-screens";
import { requirePage } from "../../features/session/visibility";
import { validateDetailSearch } from "../../lib/lists/detail-link";

export const Route = createFileRoute("/_app/transactions-new/$transaction_id")({
  validateSearch: validateDetailSearch,
  beforeLoad: ({ context }) => requirePage(context, "transactions-new"),
  // a 404 (wrong or another business's id) is shown by the page, not thrown
  loader: ({ context, params }) =>
    context.queryClient
      .ensureQueryData(transactionQueries.detail(context.session, params.transaction_id))
      .catch(() => undefined),
  component: function TransactionDetailPage() {
    const { transaction_id } = Route.useParams();
    return (
      <RouteModule marker="route-module:transactions-new">
        <TransactionDetailScreen id={transaction_id} />
      </RouteModule>
    );
  },
});
