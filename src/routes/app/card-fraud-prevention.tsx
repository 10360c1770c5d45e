import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { predictReports } from "../../features/cards/api";
import { FraudPreventionScreen } from "../../features/cards/fraud";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/credit_cards/fraud_prevention")({
  validateSearch: predictReports.kit.validateSearch,
  beforeLoad: ({ context }) => requirePage(context, "credit_cards"),
  component: () => (
    <RouteModule marker="route-module:credit_cards">
      <FraudPreventionScreen />
    </RouteModule>
  ),
});
