import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/payment-links")({
  component: () => <PagePending page="payment-links" marker="route-module:payment-links" />,
});
