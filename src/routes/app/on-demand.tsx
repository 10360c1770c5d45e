import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/on-demand")({
  component: () => <PagePending page="on-demand" marker="route-module:on-demand" />,
});
