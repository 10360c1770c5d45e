import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/escrow-customers")({
  component: () => <PagePending page="escrow-customers" marker="route-module:escrow-customers" />,
});
