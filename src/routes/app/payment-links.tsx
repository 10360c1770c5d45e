import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { paymentLinks } from "../../features/accept/api";
import { PaymentLinksScreen } from "../../features/accept/links";
import { paymentLinksList } from "../../features/accept/lists";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/payment-links")({
  validateSearch: paymentLinksList.validateSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ context }) => requirePage(context, "payment-links"),
  loader: ({ context, deps }) =>
    context.queryClient
      .ensureQueryData(paymentLinks.queries.list(context.session, paymentLinksList.filtersOf(deps)))
      .catch(() => undefined),
  component: () => (
    <RouteModule marker="route-module:payment-links">
      <PaymentLinksScreen />
    </RouteModule>
  ),
});
