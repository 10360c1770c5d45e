import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { CallbacksScreen } from "../../features/callbacks/screens";
import { callbackList } from "../../features/callbacks/search";
import { requirePage } from "../../features/session/visibility";

// no loader: the list's query options live with the contract (src/features/callbacks/api.ts),
// which must stay out of the entry chunk; the screen loads the list itself
export const Route = createFileRoute("/_app/callbacks")({
  validateSearch: callbackList.validateSearch,
  beforeLoad: ({ context }) => requirePage(context, "callbacks"),
  component: () => (
    <RouteModule marker="route-module:callbacks">
      <CallbacksScreen />
    </RouteModule>
  ),
});
