import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { ChargebackDetailScreen } from "../../features/cards/chargebacks";
import { requirePage } from "../../features/session/visibility";
import { validateDetailSearch } from "../../lib/lists/detail-link.ts";

export const Route = createFileRoute("/_app/credit_cards/chargebacks/$credit_card_chargeback_id")({
  validateSearch: validateDetailSearch,
  beforeLoad: ({ context }) => requirePage(context, "credit_cards"),
  component: () => (
    <RouteModule marker="route-module:credit_cards">
      <ChargebackDetailScreen id={Route.useParams().credit_card_chargeback_id} />
    </RouteModule>
  ),
});
