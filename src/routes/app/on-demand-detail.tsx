import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { onDemandLinks } from "../../features/accept/api";
import { OnDemandDetailScreen } from "../../features/accept/links";
import { requirePage } from "../../features/session/visibility";
import { validateDetailSearch } from "../../lib/lists/detail-link";

export const Route = createFileRoute("/_app/on-demand/$link")({
  validateSearch: validateDetailSearch,
  beforeLoad: ({ context }) => requirePage(context, "on-demand"),
  loader: ({ context, params }) =>
    context.queryClient
      .ensureQueryData(onDemandLinks.queries.detail(context.session, params.link))
      .catch(() => undefined),
  component: function Detail() {
    const { link } = Route.useParams();
    return (
      <RouteModule marker="route-module:on-demand">
        <OnDemandDetailScreen id={link} />
      </RouteModule>
    );
  },
});
