import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { onDemandLinks } from "../../features/accept/api";
import { OnDemandScreen } from "../../features/accept/links";
import { onDemandLinksList } from "../../features/accept/lists";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/on-demand")({
  validateSearch: onDemandLinksList.validateSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ context }) => requirePage(context, "on-demand"),
  loader: ({ context, deps }) =>
    context.queryClient
      .ensureQueryData(onDemandLinks.queries.list(context.session, onDemandLinksList.filtersOf(deps)))
      .catch(() => undefined),
  component: () => (
    <RouteModule marker="route-module:on-demand">
      <OnDemandScreen />
    </RouteModule>
  ),
});
