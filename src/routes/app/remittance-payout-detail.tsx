import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { remittances } from "../../features/send-money/api";
import { RemittanceScreen } from "../../features/send-money/payouts";
import { requirePage } from "../../features/session/visibility";
import { validateDetailSearch } from "../../lib/lists/detail-link";

export const Route = createFileRoute("/_app/remittance-payouts/$id")({
  validateSearch: validateDetailSearch,
  beforeLoad: ({ context }) => requirePage(context, "remittance-payouts"),
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(remittances.queries.detail(context.session, params.id)).catch(() => undefined),
  component: () => (
    <RouteModule marker="route-module:remittance-payouts">
      <RemittanceScreen id={Route.useParams().id} />
    </RouteModule>
  ),
});
