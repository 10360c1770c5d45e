import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/settings/payment-methods")({
  beforeLoad: ({ context }) => requirePage(context, "add_payment_methods"),
  component: () => <PagePending page="add_payment_methods" marker="route-module:add_payment_methods" />,
});
