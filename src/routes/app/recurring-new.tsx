import { createFileRoute } from "@tanstack/react-router";
import { PagePending } from "../../app/page-pending";

export const Route = createFileRoute("/_app/recurring-new")({
  component: () => <PagePending page="recurring-new" marker="route-module:recurring-new" />,
});
