import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { SettlementDetailScreen } from "../../features/cards/details";
import { requirePage } from "../../features/session/visibility";
import { validateDetailSearch } from "../../lib/lists/detail-link.ts";

export const Route = createFileRoute("/_app/credit_cards/payment/settlements/$credit_card_settlement_id")({
  validateSearch: validateDetailSearch,
  beforeLoad: ({ context }) => requirePage(context, "credit_cards"),
  component: () => (
    <RouteModule marker="route-module:credit_cards">
      <SettlementDetailScreen id={Route.useParams().credit_card_settlement_id} />
    </RouteModule>
  ),
});
