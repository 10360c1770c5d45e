import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { AppPartnerScreen } from "../../features/apps-partners/screens";
import { requirePage } from "../../features/session/visibility";
import { validateDetailSearch } from "../../lib/lists/detail-link.ts";

export const Route = createFileRoute("/_app/apps-partners/details/$product_name")({
  validateSearch: validateDetailSearch,
  beforeLoad: ({ context }) => requirePage(context, "apps-partners"),
  component: () => (
    <RouteModule marker="route-module:apps-partners">
      <AppPartnerScreen productName={Route.useParams().product_name} />
    </RouteModule>
  ),
});
