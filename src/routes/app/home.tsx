import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/home")({
  component: () => <PagePending page="home" marker="route-module:home" />,
});
