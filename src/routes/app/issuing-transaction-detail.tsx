import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { transactionQueries } from "../../features/issuing/api";
import { IssuingTransactionScreen } from "../../features/issuing/screens";
import { requirePage } from "../../features/session/visibility";
import { validateDetailSearch } from "../../lib/lists/detail-link";

export const Route = createFileRoute("/_app/issuing/transactions/$transaction_id")({
  validateSearch: validateDetailSearch,
  beforeLoad: ({ context }) => requirePage(context, "issuing"),
  loader: ({ context, params }) =>
    context.queryClient
      .ensureQueryData(transactionQueries.detail(context.session, params.transaction_id))
      .catch(() => undefined),
  component: function Detail() {
    const { transaction_id } = Route.useParams();
    return (
      <RouteModule marker="route-module:issuing">
        <IssuingTransactionScreen id={transaction_id} />
      </RouteModule>
    );
  },
});
