import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { pendingQueries } from "../../features/balances/api";
import { PendingScreen } from "../../features/balances/screens";
import { pendingList } from "../../features/balances/search";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/pending")({
  validateSearch: pendingList.validateSearch,
  loaderDeps: ({ search }) => pendingList.filtersOf(search),
  beforeLoad: ({ context }) => requirePage(context, "pending"),
  // a failed load shows the list's own error state (filters kept, retry), not the route's error screen;
  // the page stays in the query cache only (capped), not in the router's match cache (issue 10 memory)
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(pendingQueries.list(context.session, deps)).then(
      () => undefined,
      () => undefined,
    ),
  component: function PendingPage() {
    return (
      <RouteModule marker="route-module:pending">
        <PendingScreen />
      </RouteModule>
    );
  },
});
