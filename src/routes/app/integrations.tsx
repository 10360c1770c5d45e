import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/integrations")({
  component: () => <PagePending page="integrations" marker="route-module:integrations" />,
});
