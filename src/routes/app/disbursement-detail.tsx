import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { disbursements } from "../../features/send-money/api";
import { DisbursementScreen } from "../../features/send-money/disbursements";
import { requirePage } from "../../features/session/visibility";
import { validateDetailSearch } from "../../lib/lists/detail-link";

export const Route = createFileRoute("/_app/disbursements/$id")({
  validateSearch: validateDetailSearch,
  beforeLoad: ({ context }) => requirePage(context, "disbursements"),
  loader: ({ context, params }) =>
    context.queryClient
      .ensureQueryData(disbursements.queries.detail(context.session, params.id))
      .catch(() => undefined),
  component: () => (
    <RouteModule marker="route-module:disbursements">
      <DisbursementScreen id={Route.useParams().id} />
    </RouteModule>
  ),
});
