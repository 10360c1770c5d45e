import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { ReportingScreen } from "../../features/reporting/screens";
import { reportList } from "../../features/reporting/search";
import { requirePage } from "../../features/session/visibility";

// no loader: the list's query options live with the contract (src/features/reporting/api.ts),
// which must stay out of the entry chunk; the screen loads the list itself
export const Route = createFileRoute("/_app/reporting")({
  validateSearch: reportList.validateSearch,
  beforeLoad: ({ context }) => requirePage(context, "reporting"),
  component: () => (
    <RouteModule marker="route-module:reporting">
      <ReportingScreen />
    </RouteModule>
  ),
});
