import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { changeRequests, settingsLog } from "../../features/cards/api";
import { CardsConfigurationScreen } from "../../features/cards/configuration";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/settings/payment-methods/cards-configuration")({
  validateSearch: (search: Record<string, unknown>) => ({
    ...changeRequests.kit.validateSearch(search),
    ...settingsLog.kit.validateSearch(search),
  }),
  beforeLoad: ({ context }) => requirePage(context, "credit_cards"),
  component: () => (
    <RouteModule marker="route-module:credit_cards">
      <CardsConfigurationScreen />
    </RouteModule>
  ),
});
