import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { cardQueries } from "../../features/issuing/api";
import { IssuedCardsScreen } from "../../features/issuing/screens";
import { cardList } from "../../features/issuing/search";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/issuing/cards")({
  validateSearch: cardList.validateSearch,
  loaderDeps: ({ search }) => cardList.filtersOf(search),
  beforeLoad: ({ context }) => requirePage(context, "issuing"),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(cardQueries.list(context.session, deps)).catch(() => undefined),
  component: () => (
    <RouteModule marker="route-module:issuing">
      <IssuedCardsScreen />
    </RouteModule>
  ),
});
