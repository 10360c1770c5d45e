import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { pendingList, pendingQueries } from "../../features/balances/api";
import { PendingScreen } from "../../features/balances/screens";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/pending")({
  validateSearch: pendingList.validateSearch,
  loaderDeps: ({ search }) => pendingList.filtersOf(search),
  beforeLoad: ({ context }) => requirePage(context, "pending"),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(pendingQueries.list(context.session, deps)),
  component: function PendingPage() {
    return (
      <RouteModule marker="route-module:pending">
        <PendingScreen />
      </RouteModule>
    );
  },
});
