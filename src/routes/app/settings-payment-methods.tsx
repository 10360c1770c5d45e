import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { paymentMethodsQueryOptions } from "../../features/payment-methods/api";
import { PaymentMethodsScreen } from "../../features/payment-methods/payment-methods-screen";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/settings/payment-methods")({
  beforeLoad: ({ context }) => requirePage(context, "add_payment_methods"),
  loader: ({ context }) =>
    context.queryClient
      .ensureQueryData(
        paymentMethodsQueryOptions(context.session, context.business.id, context.environment.environment),
      )
      .catch(() => undefined),
  component: () => (
    <RouteModule marker="route-module:add_payment_methods">
      <PaymentMethodsScreen />
    </RouteModule>
  ),
});
