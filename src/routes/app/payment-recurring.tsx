import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/payment-recurring")({
  component: () => <PagePending page="payment-recurring" marker="route-module:payment-recurring" />,
});
