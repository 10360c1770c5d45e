import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { FraudListScreen } from "../../features/cards/fraud";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/credit_cards/fraud_prevention/list/$list/$action")({
  beforeLoad: ({ context }) => requirePage(context, "credit_cards"),
  component: () => {
    const { list, action } = Route.useParams();
    return (
      <RouteModule marker="route-module:credit_cards">
        <FraudListScreen list={list} action={action} />
      </RouteModule>
    );
  },
});
