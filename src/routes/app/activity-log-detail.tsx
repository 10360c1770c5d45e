import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/activity-logs/$id")({
  beforeLoad: ({ context }) => requirePage(context, "activity-logs"),
  component: () => <PagePending page="activity-logs" marker="route-module:activity-logs" />,
});
