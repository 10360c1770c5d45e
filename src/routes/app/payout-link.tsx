import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/payout-links/$id")({
  component: () => <PagePending page="payout-links" marker="route-module:payout-links" />,
});
