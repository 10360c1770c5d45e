import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/escrow-balance")({
  component: () => <PagePending page="escrow-balance" marker="route-module:escrow-balance" />,
});
