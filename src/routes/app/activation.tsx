import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/activation")({
  component: () => <PagePending page="activation" marker="route-module:activation" />,
});
