import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/notification-center")({
  beforeLoad: ({ context }) => requirePage(context, "notification-center"),
  component: () => <PagePending page="notification-center" marker="route-module:notification-center" />,
});
