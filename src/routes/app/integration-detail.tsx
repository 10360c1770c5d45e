import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { IntegrationScreen } from "../../features/integrations/screens";
import { requirePage } from "../../features/session/visibility";
import { validateDetailSearch } from "../../lib/lists/detail-link.ts";

export const Route = createFileRoute("/_app/integrations/details/$id")({
  validateSearch: validateDetailSearch,
  beforeLoad: ({ context }) => requirePage(context, "integrations"),
  component: () => (
    <RouteModule marker="route-module:integrations">
      <IntegrationScreen id={Route.useParams().id} />
    </RouteModule>
  ),
});
