import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/notification-center")({
  component: () => <PagePending page="notification-center" marker="route-module:notification-center" />,
});
