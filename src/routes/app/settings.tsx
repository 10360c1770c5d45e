import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/settings")({
  component: () => <PagePending page="settings" marker="route-module:settings" />,
});
