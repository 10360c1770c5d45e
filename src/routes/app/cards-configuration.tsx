import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { CardsConfigurationScreen } from "../../features/cards/configuration";
import { changeRequestsList, settingsLogList } from "../../features/cards/search";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/settings/payment-methods/cards-configuration")({
  validateSearch: (search: Record<string, unknown>) => ({
    ...changeRequestsList.validateSearch(search),
    ...settingsLogList.validateSearch(search),
  }),
  beforeLoad: ({ context }) => requirePage(context, "credit_cards"),
  component: () => (
    <RouteModule marker="route-module:credit_cards">
      <CardsConfigurationScreen />
    </RouteModule>
  ),
});
