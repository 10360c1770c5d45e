import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { ActivityLogsScreen } from "../../features/activity-logs/screens";
import { activityList } from "../../features/activity-logs/search";
import { requirePage } from "../../features/session/visibility";

// no loader: the list's query options live with the contract (src/features/activity-logs/api.ts),
// which must stay out of the entry chunk; the screen loads the list itself
export const Route = createFileRoute("/_app/activity-logs")({
  validateSearch: activityList.validateSearch,
  beforeLoad: ({ context }) => requirePage(context, "activity-logs"),
  component: () => (
    <RouteModule marker="route-module:activity-logs">
      <ActivityLogsScreen />
    </RouteModule>
  ),
});
