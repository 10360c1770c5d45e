import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/activity-logs")({
  component: () => <PagePending page="activity-logs" marker="route-module:activity-logs" />,
});
