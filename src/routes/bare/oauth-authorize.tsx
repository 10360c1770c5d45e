import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_bare/oauth/authorize")({
  component: () => <PagePending page="oauth" marker="route-module:oauth" />,
});
