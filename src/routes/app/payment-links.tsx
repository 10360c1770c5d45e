import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { paymentLinks } from "../../features/accept/api";
import { PaymentLinksScreen } from "../../features/accept/links";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/payment-links")({
  validateSearch: paymentLinks.kit.validateSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ context }) => requirePage(context, "payment-links"),
  loader: ({ context, deps }) =>
    context.queryClient
      .ensureQueryData(paymentLinks.queries.list(context.session, paymentLinks.kit.filtersOf(deps)))
      .catch(() => undefined),
  component: () => (
    <RouteModule marker="route-module:payment-links">
      <PaymentLinksScreen />
    </RouteModule>
  ),
});
