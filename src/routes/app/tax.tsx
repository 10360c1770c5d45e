import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/tax")({
  component: () => <PagePending page="tax" marker="route-module:tax" />,
});
