import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/escrow-account")({
  component: () => <PagePending page="escrow-account" marker="route-module:escrow-account" />,
});
