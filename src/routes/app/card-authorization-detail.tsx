import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { AuthorizationDetailScreen } from "../../features/cards/details";
import { requirePage } from "../../features/session/visibility";
import { validateDetailSearch } from "../../lib/lists/detail-link.ts";

export const Route = createFileRoute("/_app/credit_cards/payment/authorizations/$credit_card_authorization_id")({
  validateSearch: validateDetailSearch,
  beforeLoad: ({ context }) => requirePage(context, "credit_cards"),
  component: () => (
    <RouteModule marker="route-module:credit_cards">
      <AuthorizationDetailScreen id={Route.useParams().credit_card_authorization_id} />
    </RouteModule>
  ),
});
