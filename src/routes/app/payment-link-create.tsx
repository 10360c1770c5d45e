import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { CreatePaymentLinkScreen } from "../../features/accept/links";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/payment-links/create")({
  beforeLoad: ({ context }) => requirePage(context, "payment-link"),
  component: () => (
    <RouteModule marker="route-module:payment-link">
      <CreatePaymentLinkScreen />
    </RouteModule>
  ),
});
