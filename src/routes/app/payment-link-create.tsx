import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/payment-links/create")({
  beforeLoad: ({ context }) => requirePage(context, "payment-link"),
  component: () => <PagePending page="payment-link" marker="route-module:payment-link" />,
});
