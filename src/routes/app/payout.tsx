import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/payout/$id")({
  component: () => <PagePending page="payout" marker="route-module:payout" />,
});
