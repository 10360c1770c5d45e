import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/callbacks")({
  component: () => <PagePending page="callbacks" marker="route-module:callbacks" />,
});
