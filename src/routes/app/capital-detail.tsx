import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { loanQueries } from "../../features/capital/api";
import { LoanScreen } from "../../features/capital/screens";
import { requirePage } from "../../features/session/visibility";
import { validateDetailSearch } from "../../lib/lists/detail-link";

export const Route = createFileRoute("/_app/xencapital/$id")({
  validateSearch: validateDetailSearch,
  beforeLoad: ({ context }) => requirePage(context, "xencapital"),
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(loanQueries.detail(context.session, params.id)).catch(() => undefined),
  component: function Detail() {
    const { id } = Route.useParams();
    return (
      <RouteModule marker="route-module:xencapital">
        <LoanScreen id={id} />
      </RouteModule>
    );
  },
});
