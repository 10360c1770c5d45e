import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { IntegrationsScreen } from "../../features/integrations/screens";
import { integrationList } from "../../features/integrations/search";
import { requirePage } from "../../features/session/visibility";

// no loader: the list's query options live with the contract (src/features/integrations/api.ts),
// which must stay out of the entry chunk; the screen loads the list itself
export const Route = createFileRoute("/_app/integrations")({
  validateSearch: integrationList.validateSearch,
  beforeLoad: ({ context }) => requirePage(context, "integrations"),
  component: () => (
    <RouteModule marker="route-module:integrations">
      <IntegrationsScreen />
    </RouteModule>
  ),
});
