import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { cardQueries } from "../../features/issuing/api";
import { IssuedCardScreen } from "../../features/issuing/screens";
import { requirePage } from "../../features/session/visibility";
import { validateDetailSearch } from "../../lib/lists/detail-link";

export const Route = createFileRoute("/_app/issuing/cards/$card_id")({
  validateSearch: validateDetailSearch,
  beforeLoad: ({ context }) => requirePage(context, "issuing"),
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(cardQueries.detail(context.session, params.card_id)).catch(() => undefined),
  component: function Detail() {
    const { card_id } = Route.useParams();
    return (
      <RouteModule marker="route-module:issuing">
        <IssuedCardScreen id={card_id} />
      </RouteModule>
    );
  },
});
