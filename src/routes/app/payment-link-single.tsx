import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { paymentLinks } from "../../features/accept/api";
import { PaymentLinkScreen } from "../../features/accept/links";
import { requirePage } from "../../features/session/visibility";
import { validateDetailSearch } from "../../lib/lists/detail-link";

export const Route = createFileRoute("/_app/payment-links/single/$id")({
  validateSearch: validateDetailSearch,
  beforeLoad: ({ context }) => requirePage(context, "payment-links"),
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(paymentLinks.queries.detail(context.session, params.id)).catch(() => undefined),
  component: function Detail() {
    const { id } = Route.useParams();
    return (
      <RouteModule marker="route-module:payment-links">
        <PaymentLinkScreen id={id} />
      </RouteModule>
    );
  },
});
