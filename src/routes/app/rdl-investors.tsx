import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/rdl-investors")({
  component: () => <PagePending page="rdl-investors" marker="route-module:rdl-investors" />,
});
