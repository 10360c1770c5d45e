import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/payment-recurring")({
  beforeLoad: ({ context }) => requirePage(context, "payment-recurring"),
  component: () => <PagePending page="payment-recurring" marker="route-module:payment-recurring" />,
});
