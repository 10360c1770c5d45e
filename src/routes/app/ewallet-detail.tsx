import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { ewalletCharges } from "../../features/accept/api";
import { EwalletDetailScreen } from "../../features/accept/payments";
import { requirePage } from "../../features/session/visibility";
import { validateDetailSearch } from "../../lib/lists/detail-link";

export const Route = createFileRoute("/_app/ewallets/$id")({
  validateSearch: validateDetailSearch,
  beforeLoad: ({ context }) => requirePage(context, "ewallets"),
  loader: ({ context, params }) =>
    context.queryClient
      .ensureQueryData(ewalletCharges.queries.detail(context.session, params.id))
      .catch(() => undefined),
  component: function Detail() {
    const { id } = Route.useParams();
    return (
      <RouteModule marker="route-module:ewallets">
        <EwalletDetailScreen id={id} />
      </RouteModule>
    );
  },
});
