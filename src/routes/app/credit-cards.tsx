import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/credit_cards/payments")({
  component: () => <PagePending page="credit_cards" marker="route-module:credit_cards" />,
});
