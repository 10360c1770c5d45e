import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { ReportScheduleScreen } from "../../features/reporting/screens";
import { requirePage } from "../../features/session/visibility";
import { validateDetailSearch } from "../../lib/lists/detail-link.ts";

export const Route = createFileRoute("/_app/reporting/schedule-details/$id")({
  validateSearch: validateDetailSearch,
  beforeLoad: ({ context }) => requirePage(context, "reporting"),
  component: () => (
    <RouteModule marker="route-module:reporting">
      <ReportScheduleScreen id={Route.useParams().id} />
    </RouteModule>
  ),
});
