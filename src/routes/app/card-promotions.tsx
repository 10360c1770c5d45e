import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { promotions } from "../../features/cards/api";
import { PromotionsScreen } from "../../features/cards/promotions";
import { promotionsList } from "../../features/cards/search";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/credit_cards/promotions")({
  validateSearch: promotionsList.validateSearch,
  loaderDeps: ({ search }) => promotionsList.filtersOf(search),
  beforeLoad: ({ context }) => requirePage(context, "credit_cards"),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(promotions.queries.list(context.session, deps)),
  component: () => (
    <RouteModule marker="route-module:credit_cards">
      <PromotionsScreen />
    </RouteModule>
  ),
});
