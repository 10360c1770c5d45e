import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { ActivityLogScreen } from "../../features/activity-logs/screens";
import { requirePage } from "../../features/session/visibility";
import { validateDetailSearch } from "../../lib/lists/detail-link.ts";

export const Route = createFileRoute("/_app/activity-logs/$id")({
  validateSearch: validateDetailSearch,
  beforeLoad: ({ context }) => requirePage(context, "activity-logs"),
  component: () => (
    <RouteModule marker="route-module:activity-logs">
      <ActivityLogScreen id={Route.useParams().id} />
    </RouteModule>
  ),
});
