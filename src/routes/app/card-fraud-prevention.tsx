import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { FraudPreventionScreen } from "../../features/cards/fraud";
import { fraudPreventionValidateSearch } from "../../features/cards/search";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/credit_cards/fraud_prevention")({
  validateSearch: fraudPreventionValidateSearch,
  beforeLoad: ({ context }) => requirePage(context, "credit_cards"),
  component: () => (
    <RouteModule marker="route-module:credit_cards">
      <FraudPreventionScreen />
    </RouteModule>
  ),
});
