import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/reporting")({
  component: () => <PagePending page="reporting" marker="route-module:reporting" />,
});
