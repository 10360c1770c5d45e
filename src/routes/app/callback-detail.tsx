import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { CallbackScreen } from "../../features/callbacks/screens";
import { requirePage } from "../../features/session/visibility";
import { validateDetailSearch } from "../../lib/lists/detail-link.ts";

export const Route = createFileRoute("/_app/callbacks/$id")({
  validateSearch: validateDetailSearch,
  beforeLoad: ({ context }) => requirePage(context, "callbacks"),
  component: () => (
    <RouteModule marker="route-module:callbacks">
      <CallbackScreen id={Route.useParams().id} />
    </RouteModule>
  ),
});
