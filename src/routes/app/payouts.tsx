import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/payouts")({
  component: () => <PagePending page="payouts" marker="route-module:payouts" />,
});
