import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { payoutLinks } from "../../features/send-money/api";
import { PayoutLinkScreen } from "../../features/send-money/payouts";
import { requirePage } from "../../features/session/visibility";
import { validateDetailSearch } from "../../lib/lists/detail-link";

export const Route = createFileRoute("/_app/payout-links/$id")({
  validateSearch: validateDetailSearch,
  beforeLoad: ({ context }) => requirePage(context, "payout-links"),
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(payoutLinks.queries.detail(context.session, params.id)).catch(() => undefined),
  component: () => (
    <RouteModule marker="route-module:payout-links">
      <PayoutLinkScreen id={Route.useParams().id} />
    </RouteModule>
  ),
});
