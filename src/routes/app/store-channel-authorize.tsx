import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { requirePage } from "../../features/session/visibility";
import { ChannelAuthorizeScreen } from "../../features/store/channels";
import { validateAuthorizeSearch } from "../../features/store/search";

export const Route = createFileRoute("/_app/store/saleschannels/authorize/$channel")({
  validateSearch: validateAuthorizeSearch,
  beforeLoad: ({ context }) => requirePage(context, "storeops"),
  component: () => (
    <RouteModule marker="route-module:storeops">
      <ChannelAuthorizeScreen provider={Route.useParams().channel} query={Route.useSearch()} />
    </RouteModule>
  ),
});
