import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/xencapital")({
  component: () => <PagePending page="xencapital" marker="route-module:xencapital" />,
});
