import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/payment-links/create")({
  component: () => <PagePending page="payment-link" marker="route-module:payment-link" />,
});
