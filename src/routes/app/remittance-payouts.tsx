import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/remittance-payouts")({
  component: () => <PagePending page="remittance-payouts" marker="route-module:remittance-payouts" />,
});
