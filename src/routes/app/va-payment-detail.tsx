import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { vaPayments } from "../../features/accept/api";
import { VaPaymentDetailScreen } from "../../features/accept/payments";
import { requirePage } from "../../features/session/visibility";
import { validateDetailSearch } from "../../lib/lists/detail-link";

export const Route = createFileRoute("/_app/virtual_accounts/payments/$id")({
  validateSearch: validateDetailSearch,
  beforeLoad: ({ context }) => requirePage(context, "virtual_accounts"),
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(vaPayments.queries.detail(context.session, params.id)).catch(() => undefined),
  component: function Detail() {
    const { id } = Route.useParams();
    return (
      <RouteModule marker="route-module:virtual_accounts">
        <VaPaymentDetailScreen id={id} />
      </RouteModule>
    );
  },
});
