import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/get-started")({
  component: () => <PagePending page="get_started" marker="route-module:get_started" />,
});
