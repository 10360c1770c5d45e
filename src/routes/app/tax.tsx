import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { requirePage } from "../../features/session/visibility";
import { TaxScreen } from "../../features/tax/screens";
import { taxList } from "../../features/tax/search";

// no loader: the list's query options live with the contract (src/features/tax/api.ts),
// which must stay out of the entry chunk; the screen loads the list itself
export const Route = createFileRoute("/_app/tax")({
  validateSearch: taxList.validateSearch,
  beforeLoad: ({ context }) => requirePage(context, "tax"),
  component: () => (
    <RouteModule marker="route-module:tax">
      <TaxScreen />
    </RouteModule>
  ),
});
