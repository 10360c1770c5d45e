import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/payment-links/multiple/$link")({
  beforeLoad: ({ context }) => requirePage(context, "payment-links"),
  component: () => <PagePending page="payment-links" marker="route-module:payment-links" />,
});
