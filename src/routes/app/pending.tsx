import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/pending")({
  component: () => <PagePending page="pending" marker="route-module:pending" />,
});
