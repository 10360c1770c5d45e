import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/settings/payment-methods")({
  component: () => <PagePending page="add_payment_methods" marker="route-module:add_payment_methods" />,
});
