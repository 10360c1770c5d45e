import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { vaPayments } from "../../features/accept/api";
import { vaPaymentsList } from "../../features/accept/lists";
import { VaPaymentsScreen } from "../../features/accept/payments";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/virtual_accounts/payments")({
  validateSearch: vaPaymentsList.validateSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ context }) => requirePage(context, "virtual_accounts"),
  loader: ({ context, deps }) =>
    context.queryClient
      .ensureQueryData(vaPayments.queries.list(context.session, vaPaymentsList.filtersOf(deps)))
      .catch(() => undefined),
  component: () => (
    <RouteModule marker="route-module:virtual_accounts">
      <VaPaymentsScreen />
    </RouteModule>
  ),
});
