import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { paymentLinks } from "../../features/accept/api";
import { PaymentLinkScreen } from "../../features/accept/links";
import { requirePage } from "../../features/session/visibility";
import { validateDetailSearch } from "../../lib/lists/detail-link";

export const Route = createFileRoute("/_app/payment-links/multiple/$link")({
  validateSearch: validateDetailSearch,
  beforeLoad: ({ context }) => requirePage(context, "payment-links"),
  loader: ({ context, params }) =>
    context.queryClient
      .ensureQueryData(paymentLinks.queries.detail(context.session, params.link))
      .catch(() => undefined),
  component: function Detail() {
    const { link } = Route.useParams();
    return (
      <RouteModule marker="route-module:payment-links">
        <PaymentLinkScreen id={link} />
      </RouteModule>
    );
  },
});
