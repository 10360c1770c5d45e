import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { requirePage } from "../../features/session/visibility";
import { PaymentConfigScreen } from "../../features/store/settings";

export const Route = createFileRoute("/_app/store/onlinestore/payment-configuration")({
  beforeLoad: ({ context }) => requirePage(context, "storeops"),
  component: () => (
    <RouteModule marker="route-module:storeops">
      <PaymentConfigScreen />
    </RouteModule>
  ),
});
