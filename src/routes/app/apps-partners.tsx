import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { AppsPartnersScreen } from "../../features/apps-partners/screens";
import { appList } from "../../features/apps-partners/search";
import { requirePage } from "../../features/session/visibility";

// no loader: the list's query options live with the contract (src/features/apps-partners/api.ts),
// which must stay out of the entry chunk; the screen loads the list itself
export const Route = createFileRoute("/_app/apps-partners")({
  validateSearch: appList.validateSearch,
  beforeLoad: ({ context }) => requirePage(context, "apps-partners"),
  component: () => (
    <RouteModule marker="route-module:apps-partners">
      <AppsPartnersScreen />
    </RouteModule>
  ),
});
