import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { payouts } from "../../features/send-money/api";
import { PayoutScreen } from "../../features/send-money/payouts";
import { requirePage } from "../../features/session/visibility";
import { validateDetailSearch } from "../../lib/lists/detail-link";

export const Route = createFileRoute("/_app/payout/$id")({
  validateSearch: validateDetailSearch,
  beforeLoad: ({ context }) => requirePage(context, "payout"),
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(payouts.queries.detail(context.session, params.id)).catch(() => undefined),
  component: () => (
    <RouteModule marker="route-module:payout">
      <PayoutScreen id={Route.useParams().id} />
    </RouteModule>
  ),
});
